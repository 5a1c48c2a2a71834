// Table-layout editing (spec forms.md §4, §5): add/remove rows and columns, merge right/down, unmerge.
// Rows hold only the cells that start in them, as an HTML table does: a merged cell covers its
// neighbours, which are removed. Each operation is pure and answers either the new rows or the
// refusal message of §5, verbatim in Chinese (or in the language of the translate `t` it is given).
import type { FieldItem, TableCell, TableRow } from '@platform/form-core';
import { chineseText, type DesignerTranslate } from '../text';

export type TableResult = { ok: true; trs: TableRow[] } | { ok: false; message: string };

/** Where a cell is: its row in `trs` and index in that row's `tds`. */
export interface CellRef {
  row: number;
  cell: number;
}

interface Placed {
  row: number;
  cell: number;
  /** Grid column where the cell starts. */
  col: number;
  td: TableCell;
}

const emptyCell = (): TableCell => ({ colspan: 1, rowspan: 1, list: [] });
const span = (n: unknown) => Math.max(1, Number(n) || 1);

/** Places every cell on the grid: its starting column, and the grid's size. */
export function layout(trs: readonly TableRow[]): { placed: Placed[]; rows: number; cols: number } {
  const taken: boolean[][] = [];
  const placed: Placed[] = [];
  let cols = 0;
  trs.forEach((tr, row) => {
    let col = 0;
    (tr.tds ?? []).forEach((td, cell) => {
      while (taken[row]?.[col]) col += 1;
      const rs = span(td.rowspan);
      const cs = span(td.colspan);
      for (let r = row; r < row + rs; r++) {
        taken[r] ??= [];
        for (let c = col; c < col + cs; c++) taken[r]![c] = true;
      }
      placed.push({ row, cell, col, td });
      col += cs;
      cols = Math.max(cols, col);
    });
  });
  return { placed, rows: trs.length, cols };
}

const copyRows = (trs: readonly TableRow[]): TableRow[] =>
  trs.map((tr) => ({ ...tr, tds: [...(tr.tds ?? [])] }));

/** A row's cells from (column, cell) pairs, in column order. */
function rowOf(cells: { col: number; td: TableCell }[]): TableCell[] {
  return [...cells].sort((a, b) => a.col - b.col).map((c) => c.td);
}

/** The cells starting in a row with their columns, as laid out before a change. */
function startsIn(placed: readonly Placed[], row: number): { col: number; td: TableCell }[] {
  return placed.filter((p) => p.row === row).map((p) => ({ col: p.col, td: p.td }));
}

export function mergeRight(
  trs: readonly TableRow[],
  ref: CellRef,
  t: DesignerTranslate = chineseText,
): TableResult {
  const { placed, cols } = layout(trs);
  const me = placed.find((p) => p.row === ref.row && p.cell === ref.cell);
  if (!me) return { ok: false, message: t('table.refusals.cannotMergeRight') };
  const nextCol = me.col + span(me.td.colspan);
  if (nextCol >= cols) return { ok: false, message: t('table.refusals.lastColumnMergeRight') };
  const right = placed.find((p) => p.row === me.row && p.col === nextCol);
  if (!right || span(right.td.rowspan) !== span(me.td.rowspan)) {
    return { ok: false, message: t('table.refusals.cannotMergeRight') };
  }
  const out = copyRows(trs);
  out[me.row]!.tds[me.cell] = {
    ...me.td,
    colspan: span(me.td.colspan) + span(right.td.colspan),
    list: [...(me.td.list ?? []), ...(right.td.list ?? [])],
  };
  out[me.row]!.tds.splice(right.cell, 1);
  return { ok: true, trs: out };
}

export function mergeDown(
  trs: readonly TableRow[],
  ref: CellRef,
  t: DesignerTranslate = chineseText,
): TableResult {
  const { placed, rows } = layout(trs);
  const me = placed.find((p) => p.row === ref.row && p.cell === ref.cell);
  if (!me) return { ok: false, message: t('table.refusals.cannotMergeDown') };
  const nextRow = me.row + span(me.td.rowspan);
  if (nextRow >= rows) return { ok: false, message: t('table.refusals.lastRowMergeDown') };
  const below = placed.find((p) => p.row === nextRow && p.col === me.col);
  if (!below || span(below.td.colspan) !== span(me.td.colspan)) {
    return { ok: false, message: t('table.refusals.cannotMergeDown') };
  }
  const out = copyRows(trs);
  out[me.row]!.tds[me.cell] = {
    ...me.td,
    rowspan: span(me.td.rowspan) + span(below.td.rowspan),
    list: [...(me.td.list ?? []), ...(below.td.list ?? [])],
  };
  out[below.row]!.tds.splice(below.cell, 1);
  return { ok: true, trs: out };
}

/** Splits a merged cell back into single cells; its items stay in the top-left one. */
export function unmerge(
  trs: readonly TableRow[],
  ref: CellRef,
  t: DesignerTranslate = chineseText,
): TableResult {
  const { placed } = layout(trs);
  const me = placed.find((p) => p.row === ref.row && p.cell === ref.cell);
  if (!me) return { ok: false, message: t('table.refusals.notMerged') };
  const rs = span(me.td.rowspan);
  const cs = span(me.td.colspan);
  if (rs === 1 && cs === 1) return { ok: false, message: t('table.refusals.notMerged') };
  const out = copyRows(trs);
  for (let r = me.row; r < me.row + rs; r++) {
    const cells = startsIn(placed, r).map((c) =>
      c.td === me.td ? { col: c.col, td: { ...me.td, colspan: 1, rowspan: 1 } } : c,
    );
    for (let c = me.col; c < me.col + cs; c++) {
      if (r === me.row && c === me.col) continue;
      cells.push({ col: c, td: emptyCell() });
    }
    out[r] = { ...out[r]!, tds: rowOf(cells) };
  }
  return { ok: true, trs: out };
}

/** A new row below the cell's row(s); cells spanning across the new row grow instead. */
export function addRow(trs: readonly TableRow[], ref?: CellRef): TableResult {
  const { placed, cols } = layout(trs);
  const me = ref ? placed.find((p) => p.row === ref.row && p.cell === ref.cell) : undefined;
  const index = me ? me.row + span(me.td.rowspan) : trs.length;
  const out = copyRows(trs);
  const row: TableRow = { tds: [] };
  const covered = new Set<number>();
  for (const p of placed) {
    const end = p.row + span(p.td.rowspan);
    if (p.row < index && end > index) {
      out[p.row]!.tds[p.cell] = { ...p.td, rowspan: span(p.td.rowspan) + 1 };
      for (let c = p.col; c < p.col + span(p.td.colspan); c++) covered.add(c);
    }
  }
  for (let c = 0; c < Math.max(cols, 1); c++) if (!covered.has(c)) row.tds.push(emptyCell());
  out.splice(index, 0, row);
  return { ok: true, trs: out };
}

/** A new column right of the cell's column(s); cells spanning across the new column grow instead. */
export function addColumn(trs: readonly TableRow[], ref?: CellRef): TableResult {
  const { placed, cols } = layout(trs);
  const me = ref ? placed.find((p) => p.row === ref.row && p.cell === ref.cell) : undefined;
  const index = me ? me.col + span(me.td.colspan) : cols;
  const out = copyRows(trs);
  const coveredRows = new Set<number>();
  for (const p of placed) {
    const end = p.col + span(p.td.colspan);
    if (p.col < index && end > index) {
      out[p.row]!.tds[p.cell] = { ...p.td, colspan: span(p.td.colspan) + 1 };
      for (let r = p.row; r < p.row + span(p.td.rowspan); r++) coveredRows.add(r);
    }
  }
  for (let r = 0; r < out.length; r++) {
    if (coveredRows.has(r)) continue;
    // Insert before the first cell starting at or after the new column (positions computed before the insert).
    const starts = placed.filter((p) => p.row === r);
    const before = starts.findIndex((p) => p.col >= index);
    out[r]!.tds.splice(before === -1 ? out[r]!.tds.length : before, 0, emptyCell());
  }
  return { ok: true, trs: out };
}

/** Removes the cell's (first) row; cells spanning it shrink, merged cells starting in it move down. */
export function removeRow(
  trs: readonly TableRow[],
  ref: CellRef,
  t: DesignerTranslate = chineseText,
): TableResult {
  if (trs.length <= 1) return { ok: false, message: t('table.refusals.lastRowRemove') };
  const { placed } = layout(trs);
  const row = ref.row;
  const out = copyRows(trs);
  const moved: { col: number; td: TableCell }[] = [];
  for (const p of placed) {
    const rs = span(p.td.rowspan);
    if (p.row < row && p.row + rs > row) out[p.row]!.tds[p.cell] = { ...p.td, rowspan: rs - 1 };
    if (p.row === row && rs > 1) moved.push({ col: p.col, td: { ...p.td, rowspan: rs - 1 } });
  }
  if (moved.length && row + 1 < trs.length) {
    out[row + 1] = { ...out[row + 1]!, tds: rowOf([...startsIn(placed, row + 1), ...moved]) };
  }
  out.splice(row, 1);
  return { ok: true, trs: out };
}

/** Removes the cell's (first) column; cells spanning it shrink. */
export function removeColumn(
  trs: readonly TableRow[],
  ref: CellRef,
  t: DesignerTranslate = chineseText,
): TableResult {
  const { placed, cols } = layout(trs);
  if (cols <= 1) return { ok: false, message: t('table.refusals.lastColumnRemove') };
  const me = placed.find((p) => p.row === ref.row && p.cell === ref.cell);
  if (!me) return { ok: false, message: t('table.refusals.lastColumnRemove') };
  const col = me.col;
  const out = trs.map((tr, r) => ({
    ...tr,
    tds: (tr.tds ?? []).flatMap((td, cell) => {
      const p = placed.find((x) => x.row === r && x.cell === cell)!;
      const cs = span(td.colspan);
      if (p.col > col || p.col + cs <= col) return [td];
      return cs > 1 ? [{ ...td, colspan: cs - 1 }] : [];
    }),
  }));
  return { ok: true, trs: out };
}

export type TableOperation =
  'addRow' | 'addColumn' | 'removeRow' | 'removeColumn' | 'mergeRight' | 'mergeDown' | 'unmerge';

export function applyTableOperation(
  item: FieldItem,
  op: TableOperation,
  ref: CellRef,
  t: DesignerTranslate = chineseText,
): TableResult {
  const trs = ((item as { trs?: TableRow[] }).trs ?? []) as TableRow[];
  switch (op) {
    case 'addRow':
      return addRow(trs, ref);
    case 'addColumn':
      return addColumn(trs, ref);
    case 'removeRow':
      return removeRow(trs, ref, t);
    case 'removeColumn':
      return removeColumn(trs, ref, t);
    case 'mergeRight':
      return mergeRight(trs, ref, t);
    case 'mergeDown':
      return mergeDown(trs, ref, t);
    case 'unmerge':
      return unmerge(trs, ref, t);
  }
}
