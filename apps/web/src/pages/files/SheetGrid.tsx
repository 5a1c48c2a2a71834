import { columnLetterOf, type SheetTable } from './sheet';

/** A worksheet as a spreadsheet shows it: column letters above, row numbers beside, merges spanned. */
export function SheetGrid({ sheet }: { sheet: SheetTable }) {
  const columns = Array.from({ length: sheet.columnCount }, (_, i) => i + 1);
  return (
    <table className="file-grid" aria-label={sheet.name}>
      <thead>
        <tr>
          <th className="file-grid__row" />
          {columns.map((c) => (
            <th key={c} scope="col">
              {columnLetterOf(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sheet.rows.map((row, r) => (
          <tr key={r}>
            <th className="file-grid__row" scope="row">
              {r + 1}
            </th>
            {row.map((cell) => (
              <td key={cell.column} rowSpan={cell.rowSpan} colSpan={cell.colSpan}>
                {cell.text}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
