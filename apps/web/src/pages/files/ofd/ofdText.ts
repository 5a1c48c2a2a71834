// Words for what the OFD reader found or refused, at call time in the current language.
import { i18n } from '../../../i18n';
import { OfdReadError, type OfdDocument } from './ofdDocument';
import type { InfoRow } from './OfdInfo';

export function ofdErrorText(error: unknown): string {
  if (error instanceof OfdReadError) return i18n.t(`documents:ofd.error.${error.code}`);
  return error instanceof Error ? error.message : String(error);
}

/** An OFD's DocInfo (and its size in pages) as labelled rows, empty ones left out. */
export function ofdInfoRows(doc: OfdDocument): InfoRow[] {
  const info = doc.docInfo;
  const rows: InfoRow[] = [
    { key: 'title', value: info.title ?? '' },
    { key: 'author', value: info.author ?? '' },
    { key: 'subject', value: info.subject ?? '' },
    { key: 'creator', value: [info.creator, info.creatorVersion].filter(Boolean).join(' ') },
    { key: 'creationDate', value: info.creationDate ?? '' },
    { key: 'modDate', value: info.modDate ?? '' },
    { key: 'docId', value: info.docId ?? '' },
    { key: 'keywords', value: info.keywords.join(', ') },
    { key: 'pages', value: String(doc.pages.length) },
    { key: 'version', value: doc.version ?? '' },
    { key: 'attachments', value: doc.attachments.join(', ') },
  ];
  return rows.filter((row) => row.value);
}
