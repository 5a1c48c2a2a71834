// The pieces every printed audit document is made of, so the letter, plan and report print alike.
import type { ReactNode } from 'react';

export function DocumentHead({ issuer, title }: { issuer: string; title: string }) {
  return (
    <header className="audit-doc__head">
      <div className="audit-doc__issuer">{issuer}</div>
      <h1>{title}</h1>
    </header>
  );
}

/** A two-column table of labelled values; labels are unique within a document. */
export function FormTable({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <table className="audit-doc__table audit-doc__table--form">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th>{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface ListTableProps<T> {
  headers: readonly string[];
  items: readonly T[];
  rowKey: (item: T, index: number) => string;
  cells: (item: T, index: number) => readonly ReactNode[];
}

/** A table with one row per item under a row of headers. */
export function ListTable<T>({ headers, items, rowKey, cells }: ListTableProps<T>) {
  return (
    <table className="audit-doc__table">
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header}>{header}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={rowKey(item, index)}>
            {cells(item, index).map((cell, column) => (
              <td key={headers[column]}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
