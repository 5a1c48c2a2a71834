// Uploads (spec shell.md §7.7, api-system/data/upload). The signed-parameter answer keeps the spec's
// names (policy, signature, accessid, dir, host, callback) and adds `fields`: the exact form fields the
// storage host expects, so one client works against the embedded host and any S3-compatible store.
import { z } from 'zod';

export const UPLOAD_PREFIX = '/api/api-system/data/upload';

/**
 * What an upload is for. `avatar` and `image` take images only; `logo` is an application logo (images,
 * platform administrators only, readable by everyone); `file` takes any allowed document type.
 */
export const UploadCategory = z.enum(['file', 'image', 'avatar', 'logo']);
export type UploadCategory = z.infer<typeof UploadCategory>;

/** Most characters of a cleaned file name kept in an object key. */
export const FILE_NAME_MAX = 100;
/** A key's last segment (10-digit seconds + cleaned name) must fit one path segment of a filesystem. */
export const KEY_LEAF_MAX_BYTES = 255;
const SECONDS_DIGITS = 10;

/** Lower-case extension without the dot ('' when there is none or it is not plain letters and digits). */
export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name.normalize('NFKC'));
  return m ? m[1]!.toLowerCase() : '';
}

/** The first code points of `text` that fit in `maxBytes` of UTF-8 (never half a character). */
function fitBytes(text: string, maxBytes: number): string {
  let bytes = 0;
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (bytes > maxBytes) break;
    out += ch;
  }
  return out;
}

/**
 * The spec's cleaning of a file name for its object key, the same in the browser and on the server:
 * special characters and spaces stripped, Chinese and other letters kept; the stem shortened (extension
 * kept) to at most FILE_NAME_MAX characters and so that `seconds + name` fits in KEY_LEAF_MAX_BYTES.
 */
export function cleanFileName(original: string): string {
  const base = (original.split(/[/\\]/).pop() ?? '').normalize('NFKC');
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : dot === 0 ? '' : base;
  const ext = dot >= 0 ? extensionOf(base) : '';
  const budget = KEY_LEAF_MAX_BYTES - SECONDS_DIGITS - (ext ? ext.length + 1 : 0);
  const letters = [...stem.replace(/[^\p{L}\p{N}_-]/gu, '')].slice(0, FILE_NAME_MAX).join('');
  // NFC again: a cut may leave a sequence that composes differently (keys are checked in NFC).
  const cleanStem = fitBytes(letters, budget).normalize('NFC') || 'file';
  return ext ? `${cleanStem}.${ext}` : cleanStem;
}

export const UploadPolicyQuery = z.object({
  dir: UploadCategory.default('file'),
  /** The file the caller means to upload: checked against the type limits before any byte is sent. */
  fileName: z.string().min(1).max(255).optional(),
  size: z.coerce.number().int().min(0).optional(),
});
export type UploadPolicyQuery = z.input<typeof UploadPolicyQuery>;

export const UploadFileQuery = z.object({ dir: UploadCategory.default('file') });

export const UploadPolicy = z.object({
  /** The access key id the policy is signed with. */
  accessid: z.string(),
  /** The base64 POST policy: expiry, key prefix, size range, uploader. */
  policy: z.string(),
  /** Hex HMAC-SHA256 (AWS Signature Version 4) of the policy. */
  signature: z.string(),
  /** The key prefix every object of this policy must start with. */
  dir: z.string(),
  /** Where the form is POSTed: the embedded host's path or the S3 bucket's URL. */
  host: z.string(),
  /** Unix seconds after which the host refuses the policy. */
  expire: z.number().int(),
  /** POSTed `{key}` after the host accepted the file; answers the stored file. */
  callback: z.string(),
  /** Largest accepted file in bytes. */
  maxSize: z.number().int(),
  /** Every form field to send before `key` and `file`. */
  fields: z.record(z.string(), z.string()),
});
export type UploadPolicy = z.infer<typeof UploadPolicy>;

export const UploadCallbackBody = z.object({
  key: z.string().min(1).max(1024),
  /** The file's name on the uploader's computer, shown in lists and used for downloads. */
  name: z.string().max(255).optional(),
});
export type UploadCallbackBody = z.infer<typeof UploadCallbackBody>;

/** A stored file: `url` is what a record keeps (an avatar, a logo, a form field's value). */
export const UploadedFile = z.object({
  url: z.string(),
  key: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;
