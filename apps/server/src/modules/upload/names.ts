// Object keys, file names and types. A key is `dir + unix seconds + cleaned name` (spec §7.7); the
// cleaned name keeps only letters, digits, `_` and `-` plus a short lower-case extension, so a key can
// never hold `/`, `..`, NUL, a drive letter or a look-alike of one, whatever the uploader called the file.
import { Transform, type TransformCallback } from 'node:stream';
import {
  cleanFileName,
  extensionOf,
  FILE_NAME_MAX,
  KEY_LEAF_MAX_BYTES as LEAF_MAX_BYTES,
  type UploadCategory,
} from '@platform/contract';
import { AppError, refuse } from '../../http/errors.js';
import { joined, text, type Text } from '../../i18n/index.js';

export { cleanFileName, extensionOf, LEAF_MAX_BYTES };

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp'];

export interface CategoryRule {
  imagesOnly: boolean;
  /** Readable by every signed-in user; uploaded by platform administrators only. */
  platform: boolean;
}

export const CATEGORY_RULES: Record<UploadCategory, CategoryRule> = {
  file: { imagesOnly: false, platform: false },
  image: { imagesOnly: true, platform: false },
  avatar: { imagesOnly: true, platform: false },
  logo: { imagesOnly: true, platform: true },
};

/** A refusal naming its field, as `refuse` throws it, made to be thrown later (from a stream). */
export function fieldError(status: number, field: string, reason: Text): AppError {
  return new AppError(status, text('common.fieldReason', { field, reason }), [{ field, reason }]);
}

/** Characters (code points) of a cleaned name's stem. */
/**
 * Bytes of a key's last segment (10-digit seconds + cleaned name): a path segment on ext4, XFS, btrfs
 * or tmpfs holds at most 255 bytes, and a Chinese character is 3 bytes in UTF-8 (so 100 of them do
 * not fit). Names are shortened to it; a signed-form key over it is refused by field.
 */
/** The directory part of keys: the tenant (or the platform), the category, a random segment. */
export const DIR_PATTERN =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|platform)\/(file|image|avatar|logo)\/[0-9a-f]{16}\/$/;
const LEAF_PATTERN = new RegExp(`^\\d{10}[\\p{L}\\p{N}_-]{1,${FILE_NAME_MAX}}(?:\\.[a-z0-9]{1,10})?$`, 'u');

export function objectKey(dir: string, original: string, now = new Date()): string {
  return `${dir}${Math.floor(now.getTime() / 1000)}${cleanFileName(original)}`;
}

/** Refuses a key that is not `dir + 10-digit seconds + cleaned name`; answers its directory and category. */
export function checkKey(key: string, field = 'key'): { dir: string; category: UploadCategory } {
  const slash = key.lastIndexOf('/');
  const dir = key.slice(0, slash + 1);
  const leaf = key.slice(slash + 1);
  const m = DIR_PATTERN.exec(dir);
  if (!m || !LEAF_PATTERN.test(leaf) || key !== key.normalize('NFC')) {
    refuse(field, text('upload.keyFormat'));
  }
  if (Buffer.byteLength(leaf) > LEAF_MAX_BYTES) {
    refuse(field, text('upload.nameTooLong', { max: LEAF_MAX_BYTES }));
  }
  return { dir, category: m[1] as UploadCategory };
}

/** Refuses a file type the server does not accept, or a non-image where only images are. */
export function checkType(name: string, category: UploadCategory, allowed: string[], field: string): string {
  const ext = extensionOf(name);
  const images = CATEGORY_RULES[category].imagesOnly;
  const accepted = images ? IMAGE_EXTENSIONS.filter((e) => allowed.includes(e)) : allowed;
  if (!ext || !accepted.includes(ext)) {
    const list = joined(accepted);
    refuse(
      field,
      ext
        ? text('upload.typeRefusedExt', { ext, accepted: list })
        : text('upload.typeRefused', { accepted: list }),
    );
  }
  return ext;
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  ofd: 'application/ofd',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
};

/** The stored type comes from the extension, never from what the uploader's browser claimed. */
export function contentTypeOf(ext: string): string {
  return TYPES[ext] ?? 'application/octet-stream';
}

/** Shown in the browser: raster images and PDF. Anything else (HTML, SVG, scripts …) is a download. */
export function servedInline(ext: string): boolean {
  return IMAGE_EXTENSIONS.includes(ext) || ext === 'pdf';
}

/** RFC 6266 with an RFC 5987 `filename*` so Chinese names survive, plus an ASCII fallback. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const clean = withoutControls(name).replace(/["\\]/g, '').trim() || 'file';
  const ascii = clean.replace(/[^\u0020-\u007e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The first bytes of each type, so that a page renamed to `.png` is not stored as an image. */
const MAGIC: Record<string, number[][]> = {
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [[0x47, 0x49, 0x46, 0x38]],
  bmp: [[0x42, 0x4d]],
  webp: [[0x52, 0x49, 0x46, 0x46]],
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  zip: [[0x50, 0x4b, 0x03, 0x04]],
  docx: [[0x50, 0x4b, 0x03, 0x04]],
  xlsx: [[0x50, 0x4b, 0x03, 0x04]],
  pptx: [[0x50, 0x4b, 0x03, 0x04]],
  ofd: [[0x50, 0x4b, 0x03, 0x04]],
  doc: [[0xd0, 0xcf, 0x11, 0xe0]],
  xls: [[0xd0, 0xcf, 0x11, 0xe0]],
  ppt: [[0xd0, 0xcf, 0x11, 0xe0]],
  rar: [[0x52, 0x61, 0x72, 0x21]],
  '7z': [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
};
const SNIFF_BYTES = 12;

export function contentMatches(ext: string, head: Buffer): boolean {
  const signatures = MAGIC[ext];
  if (!signatures) return true;
  if (ext === 'webp' && head.subarray(8, 12).toString('latin1') !== 'WEBP') return false;
  return signatures.some((sig) => sig.every((byte, i) => head[i] === byte));
}

/**
 * Passes a file through while counting it: fails with a refusal naming `field` once it grows past
 * `maxSize`, when it ends below `minSize`, or when its first bytes are not those of its extension.
 */
export function fileGuard(o: { ext: string; minSize: number; maxSize: number; field: string }) {
  let size = 0;
  let head = Buffer.alloc(0);
  let sniffed = false;
  const sniff = (): Error | undefined => {
    sniffed = true;
    return contentMatches(o.ext, head)
      ? undefined
      : fieldError(400, o.field, text('upload.contentMismatch', { ext: o.ext }));
  };
  const tooLarge = () => fieldError(413, o.field, text('upload.tooLarge', { max: formatBytes(o.maxSize) }));
  const guard = new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      size += chunk.length;
      if (size > o.maxSize) return done(tooLarge());
      if (!sniffed) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES) {
          const bad = sniff();
          if (bad) return done(bad);
        }
      }
      done(null, chunk);
    },
    flush(done: TransformCallback) {
      if (size < o.minSize) {
        return done(fieldError(400, o.field, text('upload.empty')));
      }
      done(sniffed ? null : (sniff() ?? null));
    },
  });
  return { guard, size: () => size, tooLarge };
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${+(n / 1024 / 1024).toFixed(1)}MB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)}KB`;
  return `${n}B`;
}

const DISPLAY_MAX = 255;

/**
 * What a browser sent as the file's name, kept for display and downloads (control characters
 * dropped). Past 255 characters the stem is cut, whole characters only, and the extension kept.
 */
export function displayName(sent: string | undefined, key: string): string {
  const name = withoutControls((sent ?? '').split(/[/\\]/).pop()!).trim();
  const chars = [...name];
  if (chars.length <= DISPLAY_MAX) return name || key.slice(key.lastIndexOf('/') + 11);
  const ext = extensionOf(name) ? name.slice(name.lastIndexOf('.')) : '';
  return chars.slice(0, DISPLAY_MAX - ext.length).join('') + ext;
}

/** Drops C0 control characters and DEL (header injection, NUL tricks). */
function withoutControls(text: string): string {
  return [...text].filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f).join('');
}
