// Which viewer shows the file of a preview address (/fileview?fileUrl=&name=), and what is refused
// before anything is fetched. Pure: the pages render what this decides.
import {
  extensionOf,
  fileNameOf,
  isSameSitePath,
  previewKindOf,
  type PreviewKind,
} from '../../utils/filePreview';

/** Why a file is not shown; the viewers say it in words (fileview.refusal.*). */
export type FileRefusal = 'missing' | 'offSite' | 'signIn' | 'forbidden' | 'notFound' | 'failed';

export interface FileQuery {
  fileUrl: string;
  /** The name shown and used to pick the viewer: `name` of the query, else the path's last segment. */
  name: string;
}

/** The file a viewer's address names, or why it may not be fetched at all. */
export function readFileQuery(search: URLSearchParams): FileQuery | { refusal: FileRefusal } {
  const fileUrl = search.get('fileUrl')?.trim();
  if (!fileUrl) return { refusal: 'missing' };
  if (!isSameSitePath(fileUrl)) return { refusal: 'offSite' };
  return { fileUrl, name: fileNameOf(fileUrl, search.get('name')?.trim()) };
}

export type ViewerChoice = PreviewKind | 'download';

/** The viewer of /fileview: by the name's extension, else by the path's; none → a download card. */
export function chooseViewer(query: FileQuery): ViewerChoice {
  return previewKindOf(query.name) ?? previewKindOf(query.fileUrl) ?? 'download';
}

export type OfficeKind = 'docx' | 'xlsx' | 'pptx';

/** Which Office format /office shows; `undefined` for anything it cannot (offered as a download). */
export function officeKindOf(query: FileQuery): OfficeKind | undefined {
  for (const candidate of [query.name, query.fileUrl]) {
    const ext = extensionOf(candidate);
    if (ext === 'docx' || ext === 'xlsx' || ext === 'pptx') return ext;
  }
  return undefined;
}

/** Text files shown as a table, with their separator. */
export function tableSeparatorOf(query: FileQuery): ',' | '\t' | undefined {
  const ext = extensionOf(query.name) || extensionOf(query.fileUrl);
  if (ext === 'csv') return ',';
  if (ext === 'tsv') return '\t';
  return undefined;
}

/** The refusal a download answer's HTTP status means. */
export function refusalOfStatus(status: number): FileRefusal {
  if (status === 401) return 'signIn';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  return 'failed';
}
