// A worksheet as the xlsx viewer draws it: the cell texts in a grid, merged ranges as one cell with its
// spans. Typed on what it reads of an exceljs worksheet, so that it is tested without a workbook file.

/** What the viewer reads of an exceljs Worksheet. */
export interface WorksheetLike {
  name: string;
  state?: string;
  rowCount: number;
  columnCount: number;
  getCell(row: number, column: number): { text: string };
  model: { merges?: string[] };
}

export interface SheetCell {
  /** 1-based column of the cell (a merged range's first column). */
  column: number;
  text: string;
  rowSpan?: number;
  colSpan?: number;
}

export interface SheetTable {
  name: string;
  columnCount: number;
  /** Rows 1..n; a row holds only the cells drawn (cells covered by a merge are left out). */
  rows: SheetCell[][];
  /** More rows or columns than shown. */
  truncated: boolean;
}

export const MAX_ROWS = 2000;
export const MAX_COLUMNS = 100;

interface Range {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** 'A' → 1, 'AB' → 28. */
function columnNumberOf(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** 1 → 'A', 28 → 'AB'. */
export function columnLetterOf(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** 'B2:C3' as a range; `undefined` when it is not one. */
export function parseRange(range: string): Range | undefined {
  const m = /^\$?([A-Z]+)\$?(\d+):\$?([A-Z]+)\$?(\d+)$/i.exec(range.trim());
  if (!m) return undefined;
  const [a, b] = [columnNumberOf(m[1]!), columnNumberOf(m[3]!)];
  const [r1, r2] = [Number(m[2]), Number(m[4])];
  return { top: Math.min(r1, r2), left: Math.min(a, b), bottom: Math.max(r1, r2), right: Math.max(a, b) };
}

/** The grid of one worksheet, at most MAX_ROWS × MAX_COLUMNS cells. */
export function sheetTableOf(sheet: WorksheetLike): SheetTable {
  const rowCount = Math.min(sheet.rowCount, MAX_ROWS);
  const columnCount = Math.min(sheet.columnCount, MAX_COLUMNS);
  const anchors = new Map<string, Range>();
  const covered = new Set<string>();
  for (const text of sheet.model.merges ?? []) {
    const range = parseRange(text);
    if (!range) continue;
    anchors.set(`${range.top}:${range.left}`, range);
    for (let r = range.top; r <= range.bottom; r += 1) {
      for (let c = range.left; c <= range.right; c += 1) {
        if (r !== range.top || c !== range.left) covered.add(`${r}:${c}`);
      }
    }
  }
  const rows: SheetCell[][] = [];
  for (let r = 1; r <= rowCount; r += 1) {
    const row: SheetCell[] = [];
    for (let c = 1; c <= columnCount; c += 1) {
      if (covered.has(`${r}:${c}`)) continue;
      const cell: SheetCell = { column: c, text: sheet.getCell(r, c).text };
      const range = anchors.get(`${r}:${c}`);
      if (range) {
        const rowSpan = Math.min(range.bottom, rowCount) - r + 1;
        const colSpan = Math.min(range.right, columnCount) - c + 1;
        if (rowSpan > 1) cell.rowSpan = rowSpan;
        if (colSpan > 1) cell.colSpan = colSpan;
      }
      row.push(cell);
    }
    rows.push(row);
  }
  return {
    name: sheet.name,
    columnCount,
    rows,
    truncated: sheet.rowCount > rowCount || sheet.columnCount > columnCount,
  };
}
