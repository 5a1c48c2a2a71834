// Which rows of a long dynamic table to render: those in the scroll viewport plus a margin, with spacer
// heights standing in for the rest. Rows are assumed to share one height (measured from a real row).
export interface RowWindow {
  start: number;
  end: number;
  before: number;
  after: number;
}

export const VIRTUAL_FROM_ROWS = 60;
const OVERSCAN = 8;

export function rowWindow(count: number, rowHeight: number, scrollTop: number, viewport: number): RowWindow {
  if (count <= VIRTUAL_FROM_ROWS || rowHeight <= 0 || viewport <= 0) {
    return { start: 0, end: count, before: 0, after: 0 };
  }
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(viewport / rowHeight);
  const start = Math.max(0, first - OVERSCAN);
  const end = Math.min(count, first + visible + OVERSCAN);
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}
