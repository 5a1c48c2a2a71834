/** A column of a list page as the show/hide dialog knows it. */
export interface ListColumn {
  key: string;
  label: string;
  visible: boolean;
}

/** Keys of the hidden columns: the right-hand (隐藏) side of the transfer. */
export function hiddenColumnKeys(columns: readonly ListColumn[]): string[] {
  return columns.filter((column) => !column.visible).map((column) => column.key);
}

/** The columns, in their order, with exactly those in `hiddenKeys` hidden. */
export function withHiddenColumns(
  columns: readonly ListColumn[],
  hiddenKeys: readonly string[],
): ListColumn[] {
  return columns.map((column) => ({ ...column, visible: !hiddenKeys.includes(column.key) }));
}
