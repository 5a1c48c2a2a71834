// The checks a file passes before it is uploaded (spec §5, §8): image types, size limit in MB, count
// limit, the accept list of a file field. Pure, so each rule is tested on its own.
import type { UploadedFile } from '@platform/form-core';
import { chineseRendererText, type RendererTranslate } from '../i18n';

export const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'bmp'] as const;
const DEFAULT_LIMIT_MB = 10;
const DEFAULT_COUNT = 10;

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

export function limitSizeMb(limitSize: unknown): number {
  const n = Number(limitSize);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_LIMIT_MB;
}

/** Maximum number of files, at least 1 (spec §5). */
export function countLimit(limit: unknown): number {
  const n = Math.floor(Number(limit));
  return Number.isFinite(n) && n >= 1 ? n : DEFAULT_COUNT;
}

/** Does a file match an accept list ('.pdf,.docx', 'image/*', 'application/pdf')? */
function accepted(file: { name: string; type: string }, accept: string): boolean {
  const entries = accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
  if (!entries.length) return true;
  const ext = extensionOf(file.name);
  const type = file.type.toLowerCase();
  return entries.some((a) =>
    a.startsWith('.')
      ? a.slice(1) === ext
      : a.endsWith('/*')
        ? type.startsWith(a.slice(0, -1))
        : a.includes('/')
          ? a === type
          : a === ext,
  );
}

export interface UploadCheck {
  image: boolean;
  limitSize: unknown;
  limit: unknown;
  accept?: string;
}

/** Why this file may not be added to `current` (worded by `t`), or undefined when it may. */
export function refuseFile(
  file: { name: string; size: number; type: string },
  current: readonly UploadedFile[],
  pending: number,
  check: UploadCheck,
  t: RendererTranslate = chineseRendererText,
): string | undefined {
  const limit = countLimit(check.limit);
  if (current.length + pending >= limit) return t('upload.tooMany', { limit });
  if (check.image && !(IMAGE_TYPES as readonly string[]).includes(extensionOf(file.name)))
    return t('upload.imageTypeRefused');
  if (!check.image && check.accept && !accepted(file, check.accept))
    return t('upload.acceptRefused', { accept: check.accept });
  const mb = limitSizeMb(check.limitSize);
  if (file.size > mb * 1024 * 1024)
    return t(check.image ? 'upload.imageTooLarge' : 'upload.tooLarge', { limit: mb });
  return undefined;
}

/** Uploaded files as stored: `{ name, size, url }` records; anything else in the value is dropped. */
export function filesOf(value: unknown): UploadedFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (f): f is UploadedFile =>
      !!f &&
      typeof f === 'object' &&
      typeof (f as UploadedFile).name === 'string' &&
      typeof (f as UploadedFile).url === 'string',
  );
}

/** Removal by name (spec §4): every file of that name leaves the value. */
export function withoutFile(files: readonly UploadedFile[], name: string): UploadedFile[] {
  return files.filter((f) => f.name !== name);
}
