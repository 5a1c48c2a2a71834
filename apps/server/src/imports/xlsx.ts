// The one reader of uploaded .xlsx files (DESIGN.md: every import goes through it). A spreadsheet is a
// zip of XML that may expand a thousandfold, so the reader streams, refuses past an expanded-size, row,
// column and cell-length limit before reading the rest, and works in a worker thread, off the event
// loop that serves every tenant's requests. A refusal is a 400 on `file` whose reason names the limit.
//
//   const [sheet] = await readSheets(file, { sheets: ['用户'], maxRows: 5000 });
//   for (const { row, cells } of sheet.rows) …   // row: the sheet's row number; cells[0] is column A
import { Piscina } from 'piscina';
import { refuse } from '../http/errors.js';
import { text } from '../i18n/index.js';
import type { XlsxReason } from './xlsx-parts.js';

/** A cell's value: formulas give their result, rich text and links their text, errors and blanks null. */
export type XlsxCell = string | number | boolean | Date | null;
/** A row with at least one value. */
export interface XlsxRow {
  row: number;
  cells: XlsxCell[];
}
export interface XlsxSheet {
  name: string;
  rows: XlsxRow[];
}

export interface XlsxLimits {
  /** Most rows with a value below the header rows, per sheet. */
  maxRows: number;
  /** The last column a value may be in. */
  maxColumns: number;
  /** Longest text in a cell (Excel's own limit). */
  maxCellChars: number;
  /** Most bytes the parts that are read (workbook, strings, styles, sheets) may inflate to. */
  maxExpandedBytes: number;
  /** Rows at the top not counted against maxRows. */
  headerRows: number;
  /** Longest a read may take, waiting for a free worker included. */
  timeMs: number;
}

export const XLSX_LIMITS: XlsxLimits = {
  maxRows: 5000,
  maxColumns: 256,
  maxCellChars: 32_767,
  maxExpandedBytes: 50 * 1024 * 1024,
  headerRows: 1,
  timeMs: 60_000,
};

export interface ReadSheetsOptions extends Partial<XlsxLimits> {
  /** Sheets to read by name; the first sheet is read instead without names or when none is there. */
  sheets?: string[];
  /** The field a refusal names (default `file`). */
  field?: string;
}

/** What the worker is given and answers (xlsx.worker.ts). */
export type ReadTask = XlsxLimits & { file: ArrayBuffer; sheets: string[] };
export type ReadResult = { sheets: XlsxSheet[] } | { refused: XlsxReason };

// From source (tsx, vitest) the worker is TypeScript and needs tsx as its parent does; built, it is .js.
const fromSource = import.meta.url.endsWith('.ts');
let pool: Piscina<ReadTask, ReadResult> | undefined;

function workers() {
  pool ??= new Piscina<ReadTask, ReadResult>({
    filename: new URL(`./xlsx.worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href,
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
    // Two reads at a time, each in a heap of its own: a pathological file ends its worker, not the server.
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return pool;
}

/** The named sheets (or the first sheet) of an .xlsx file; refuses a file it cannot or may not read. */
export async function readSheets(file: Buffer, options: ReadSheetsOptions = {}): Promise<XlsxSheet[]> {
  const { sheets = [], field = 'file', ...given } = options;
  const limits = { ...XLSX_LIMITS, ...given };
  // A copy of its own, moved to the worker: the upload's buffer may share its memory with others.
  const copy = new Uint8Array(file).buffer;
  let result: ReadResult;
  try {
    result = await workers().run(
      { ...limits, file: copy, sheets },
      { transferList: [copy], signal: AbortSignal.timeout(limits.timeMs) },
    );
  } catch (error) {
    const { name, code } = error as { name?: string; code?: string };
    if (name === 'AbortError') refuse(field, text('imports.tooSlow', { seconds: limits.timeMs / 1000 }));
    if (code === 'ERR_WORKER_OUT_OF_MEMORY') refuse(field, text('imports.tooMuch'));
    throw error;
  }
  if ('refused' in result) refuse(field, text(result.refused.key, result.refused.params));
  return result.sheets;
}
