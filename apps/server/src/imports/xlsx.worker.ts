// Reads sheets of an .xlsx file in a worker thread (imports/xlsx.ts runs it): exceljs's streaming reader
// over the parts xlsxParts inflated within the size limit, row by row, stopping at the row and column
// limits. Answers the rows as plain values, or the reason the file is refused.
import ExcelJS from 'exceljs';
import { UNREADABLE, XlsxRefusal, xlsxParts } from './xlsx-parts.js';
import type { ReadTask, ReadResult, XlsxCell, XlsxRow, XlsxSheet } from './xlsx.js';

/** A cell as plain data: formulas give their result, rich text and links their text, errors nothing. */
function plain(value: ExcelJS.CellValue): XlsxCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text ?? '').join('');
  if ('formula' in value || 'sharedFormula' in value) return plain(value.result as ExcelJS.CellValue);
  if ('hyperlink' in value) return plain(value.text as ExcelJS.CellValue);
  return null;
}

/** exceljs names each sheet it emits; its typings leave the name out. */
type SheetReader = ExcelJS.stream.xlsx.WorksheetReader & { name: string };

async function readRows(sheet: SheetReader, task: ReadTask): Promise<XlsxSheet> {
  const rows: XlsxRow[] = [];
  let dataRows = 0;
  for await (const row of sheet) {
    const cells: XlsxCell[] = [];
    let filled = false;
    row.eachCell((cell, col) => {
      const value = plain(cell.value);
      if (value === null || value === '') return;
      if (col > task.maxColumns)
        throw new XlsxRefusal({ key: 'imports.tooManyColumns', params: { max: task.maxColumns } });
      if (typeof value === 'string' && value.length > task.maxCellChars) {
        throw new XlsxRefusal({
          key: 'imports.cellTooLong',
          params: { row: row.number, max: task.maxCellChars },
        });
      }
      cells[col - 1] = value;
      filled = true;
    });
    if (!filled) continue;
    if (row.number > task.headerRows && ++dataRows > task.maxRows) {
      throw new XlsxRefusal({ key: 'imports.tooManyRows', params: { max: task.maxRows } });
    }
    rows.push({ row: row.number, cells: Array.from(cells, (cell) => cell ?? null) });
  }
  return { name: sheet.name, rows };
}

/** The named sheets in workbook order, or the first sheet when there are no names or none is there. */
async function read(task: ReadTask): Promise<XlsxSheet[]> {
  const { stream, failed } = await xlsxParts(Buffer.from(task.file), task.maxExpandedBytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell dates from numbers.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const wanted = new Set(task.sheets);
  const found: XlsxSheet[] = [];
  let first: XlsxSheet | undefined;
  const reading = (async () => {
    for await (const sheet of reader) {
      const worksheet = sheet as SheetReader;
      if (wanted.delete(worksheet.name)) found.push(await readRows(worksheet, task));
      else if (!first && !found.length) first = await readRows(worksheet, task);
      if (!wanted.size && (found.length || first)) break;
    }
  })();
  await Promise.race([reading, failed]);
  return found.length ? found : first ? [first] : [];
}

export default async function readWorkbook(task: ReadTask): Promise<ReadResult> {
  try {
    return { sheets: await read(task) };
  } catch (error) {
    return { refused: error instanceof XlsxRefusal ? error.reason : UNREADABLE };
  }
}
