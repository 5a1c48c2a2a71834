// What /batchProcessOfd does with each file: the checks before upload, the upload through the API
// server (the upload module's multipart route), and the text and metadata read from the bytes.
import type { UploadedFile } from '@platform/contract';
import { UPLOAD_PREFIX } from '../../../api/upload';
import { request } from '../../../api/request';
import { i18n } from '../../../i18n';
import { extensionOf } from '../../../utils/filePreview';
import type { InfoRow } from './OfdInfo';
import type { OfdInvoice } from './ofdInvoice';
import { ofdErrorText, ofdInfoRows } from './ofdText';

/** The upload module's default limit per file (spec forms.md §5: 10 MB). */
export const MAX_FILE_MB = 10;

export type BatchKind = 'ofd' | 'pdf';

export function batchKindOf(name: string): BatchKind | undefined {
  const ext = extensionOf(name);
  return ext === 'ofd' || ext === 'pdf' ? ext : undefined;
}

/** Why a file is not even sent; undefined when it may be. */
export function refusalBeforeUpload(file: { name: string; size: number }): string | undefined {
  if (!batchKindOf(file.name)) return i18n.t('documents:ofd.error.type');
  if (file.size > MAX_FILE_MB * 1024 * 1024)
    return i18n.t('documents:ofd.error.tooBig', { max: MAX_FILE_MB });
  return undefined;
}

/** One multipart upload; the server's refusal (type, content, size) rejects with its words. */
export async function uploadFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await request<UploadedFile>({
    method: 'post',
    url: `${UPLOAD_PREFIX}/uploadfile`,
    params: { dir: 'file' },
    data: form,
    // The client's default is JSON, which axios would serialise the form into; the browser adds the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    // The list shows each file's failure on its row instead of a toast per file.
    silent: true,
  });
  return answer.data;
}

export interface Extracted {
  pages: number;
  info: InfoRow[];
  invoice?: OfdInvoice;
  /** The first page's text. */
  text: string;
  /** A line for the list: the invoice's number and seller, else the title. */
  summary: string;
}

async function extractOfd(bytes: ArrayBuffer): Promise<Extracted> {
  const { readOfd } = await import('./ofdDocument');
  const doc = await readOfd(bytes);
  doc.dispose();
  const title = doc.docInfo.title ?? '';
  return {
    pages: doc.pages.length,
    info: ofdInfoRows(doc),
    invoice: doc.invoice,
    text: doc.pages[0]?.text ?? '',
    summary: doc.invoice?.sellerName ?? title,
  };
}

/** PDF dates are "D:YYYYMMDDHHmmSS+hh'mm'": shown as YYYY-MM-DD HH:mm:ss. */
export function pdfDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?/.exec(value);
  if (!m) return value;
  const [, y, mo = '01', d = '01', h, mi, s] = m;
  const date = `${y}-${mo}-${d}`;
  return h ? `${date} ${h}:${mi ?? '00'}:${s ?? '00'}` : date;
}

async function extractPdf(bytes: ArrayBuffer): Promise<Extracted> {
  const { openPdf } = await import('../pdfjs');
  const task = openPdf(bytes);
  try {
    const pdf = await task.promise;
    const info = (await pdf.getMetadata()).info as Record<string, unknown>;
    const first = await pdf.getPage(1);
    const content = await first.getTextContent();
    let text = '';
    for (const item of content.items) {
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    }
    const str = (key: string) => (typeof info[key] === 'string' ? (info[key] as string).trim() : '');
    const rows: InfoRow[] = [
      { key: 'title', value: str('Title') },
      { key: 'author', value: str('Author') },
      { key: 'subject', value: str('Subject') },
      { key: 'keywords', value: str('Keywords') },
      { key: 'creator', value: str('Creator') },
      { key: 'producer', value: str('Producer') },
      { key: 'creationDate', value: pdfDate(info.CreationDate) },
      { key: 'modDate', value: pdfDate(info.ModDate) },
      { key: 'pages', value: String(pdf.numPages) },
    ];
    return {
      pages: pdf.numPages,
      info: rows.filter((row) => row.value),
      text: text.trim(),
      summary: str('Title') || text.trim().split('\n')[0]?.slice(0, 80) || '',
    };
  } catch (error) {
    const name = (error as { name?: string } | undefined)?.name;
    if (name === 'PasswordException') throw new Error(i18n.t('documents:ofd.error.pdfPassword'));
    throw new Error(
      i18n.t('documents:ofd.error.pdf', { reason: (error as Error)?.message ?? String(error) }),
    );
  } finally {
    await task.destroy();
  }
}

/** The file's text and metadata; rejects with a sentence for the list. */
export async function extract(kind: BatchKind, bytes: ArrayBuffer): Promise<Extracted> {
  if (kind === 'pdf') return extractPdf(bytes);
  try {
    return await extractOfd(bytes);
  } catch (error) {
    throw new Error(ofdErrorText(error));
  }
}
