// The checks a file passes before it is sent (spec forms.md §4–5, §9): its type, its size, how many
// files the field holds, and the object key it is stored under (dir + unix seconds + the name with
// special characters and spaces stripped). The server checks the same again; these give the answer
// at once and without a round trip.
import { cleanFileName, extensionOf } from '@platform/contract';
import { i18n } from '../../i18n';

export { cleanFileName, extensionOf };

/** The spec's image types. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp'];
/** The office documents, archives and images a compliance platform exchanges (server default list). */
export const FILE_EXTENSIONS = [
  ...['pdf', 'ofd', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip', 'rar', '7z'],
  ...IMAGE_EXTENSIONS,
];
/** Spec: upload size 10 MB, at most 10 files. */
export const DEFAULT_LIMIT_MB = 10;
export const DEFAULT_MAX_COUNT = 10;

export function objectKey(dir: string, name: string, now = Date.now()): string {
  return `${dir}${Math.floor(now / 1000)}${cleanFileName(name)}`;
}

/** Why a file cannot be uploaded, or undefined when it can. */
export function fileRefusal(
  file: { name: string; size: number },
  rules: { accept: string[]; limitMb: number },
): string | undefined {
  const ext = extensionOf(file.name);
  if (!ext || !rules.accept.includes(ext)) {
    const accepted = rules.accept.join(i18n.t('listSeparator'));
    return ext
      ? i18n.t('upload.typeRefused', { ext, accepted })
      : i18n.t('upload.noExtensionRefused', { accepted });
  }
  if (file.size <= 0) return i18n.t('upload.empty');
  if (file.size > rules.limitMb * 1024 * 1024) return i18n.t('upload.tooLarge', { limit: rules.limitMb });
  return undefined;
}

/**
 * Whether the `position`-th file (0-based) of a selection still fits beside the `held` files already
 * in the field; the refusal text otherwise.
 */
export function countRefusal(held: number, position: number, max: number): string | undefined {
  return held + position >= max ? i18n.t('upload.tooMany', { max }) : undefined;
}

/** The file input's `accept` attribute for a list of extensions. */
export function acceptAttribute(extensions: string[]): string {
  return extensions.map((ext) => `.${ext}`).join(',');
}
