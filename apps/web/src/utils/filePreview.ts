// The one way to link to a file's preview (issue 23): every attachment list links with `previewHref`,
// and the viewer entry (/fileview) picks its viewer with `previewKindOf`. Kept free of the viewers
// themselves so that linking costs the shell nothing.

/** Which viewer shows a file; `undefined`: none does, the file is offered as a download. */
export type PreviewKind = 'pdf' | 'office' | 'ofd' | 'image' | 'text';

const KIND_BY_EXTENSION: Record<string, PreviewKind> = {
  pdf: 'pdf',
  docx: 'office',
  xlsx: 'office',
  pptx: 'office',
  ofd: 'ofd',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
  svg: 'image',
  ico: 'image',
  txt: 'text',
  csv: 'text',
  tsv: 'text',
  log: 'text',
  md: 'text',
  json: 'text',
  xml: 'text',
};

/**
 * The lower-case extension of a file name or of the last segment of a path or URL (its query and
 * fragment ignored); '' when it has none.
 */
export function extensionOf(name: string): string {
  const base = (name.split(/[?#]/, 1)[0] ?? '').split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The viewer for a file name (or a path ending in one); `undefined` when no viewer shows it. */
export function previewKindOf(name: string): PreviewKind | undefined {
  return KIND_BY_EXTENSION[extensionOf(name)];
}

/** The link that opens a file in the viewer entry; `name` (when the URL does not end in it) picks the viewer. */
export function previewHref(fileUrl: string, name?: string): string {
  const query = new URLSearchParams({ fileUrl });
  if (name) query.set('name', name);
  return `/fileview?${query.toString()}`;
}

/**
 * Whether a viewer may fetch `fileUrl`: only a path of this site (starting with one '/', no scheme,
 * no backslash that a browser would read as '//'). Anything else is refused and never fetched.
 */
export function isSameSitePath(fileUrl: string): boolean {
  if (!fileUrl.startsWith('/') || fileUrl.startsWith('//')) return false;
  // Browsers treat '\' as '/' and drop tabs and newlines in URLs: '/\evil.com' would leave the site.
  if (/[\\\t\n\r]/.test(fileUrl)) return false;
  const base = 'https://same-site.invalid';
  try {
    return new URL(fileUrl, base).origin === base;
  } catch {
    return false;
  }
}

/**
 * The file's name as the viewers show it: `name` if given, else the last segment of the path without
 * the upload time (ten digits) the upload module puts before the original name.
 */
export function fileNameOf(fileUrl: string, name?: string | null): string {
  if (name) return name;
  const last = (fileUrl.split(/[?#]/, 1)[0] ?? '').split('/').pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape: the segment as it is.
  }
  return decoded.replace(/^\d{10}(?=.)/, '');
}
