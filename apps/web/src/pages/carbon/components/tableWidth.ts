// A list's scroll width: the sum of its shown columns' widths and the row actions'. Every column
// has a width, so the table is laid out at exactly that width and a narrower window scrolls it
// sideways instead of squeezing columns under the fixed actions column.
export function tableWidth(columns: readonly { width?: number | string }[], actionsWidth = 0): number {
  return columns.reduce<number>((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), actionsWidth);
}
