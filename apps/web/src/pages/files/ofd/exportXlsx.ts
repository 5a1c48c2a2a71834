// The batch list as an xlsx workbook (exceljs, loaded when the user exports).
import { i18n } from '../../../i18n';
import type { BatchRow } from './BatchOfdPage';
import type { InfoRow } from './OfdInfo';
import { INVOICE_FIELDS } from './ofdInvoice';

const INFO_KEYS: InfoRow['key'][] = ['title', 'author', 'creator', 'producer', 'creationDate', 'docId'];

/** Column headers and one row of cells per file, in the current language. */
export function batchTable(rows: BatchRow[]): { headers: string[]; cells: (string | number)[][] } {
  const t = i18n.t.bind(i18n);
  const headers: string[] = [
    t('documents:ofd.batch.columns.name'),
    t('documents:ofd.batch.columns.type'),
    t('documents:ofd.batch.columns.status'),
    t('documents:ofd.batch.columns.pages'),
    ...INVOICE_FIELDS.map((field) => t(`documents:ofd.invoice.${field}`)),
    ...INFO_KEYS.map((key) => t(`documents:ofd.info.${key}`)),
    t('documents:ofd.info.firstPageText'),
    t('documents:ofd.batch.columns.error'),
  ];
  const cells = rows.map((row): (string | number)[] => {
    const info = new Map(row.extracted?.info.map((r) => [r.key, r.value]));
    return [
      row.name,
      row.kind?.toUpperCase() ?? '',
      t(`documents:ofd.batch.status.${row.status}`),
      row.extracted?.pages ?? '',
      ...INVOICE_FIELDS.map((field) => row.extracted?.invoice?.[field] ?? ''),
      ...INFO_KEYS.map((key) => info.get(key) ?? ''),
      row.extracted?.text ?? '',
      row.error ?? '',
    ];
  });
  return { headers, cells };
}

export async function exportBatch(rows: BatchRow[]): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(i18n.t('documents:ofd.batch.sheet'));
  const { headers, cells } = batchTable(rows);
  sheet.addRow(headers).font = { bold: true };
  for (const row of cells) sheet.addRow(row);
  sheet.columns.forEach((column, i) => {
    column.width =
      i === headers.length - 2 ? 60 : Math.max(12, Math.min(40, (headers[i]?.length ?? 8) * 2 + 4));
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const buffer = await workbook.xlsx.writeBuffer();
  const url = URL.createObjectURL(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `${i18n.t('documents:ofd.batch.exportFile')}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
