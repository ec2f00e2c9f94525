import type { ReactNode } from 'react';

export interface FactRow {
  label: string;
  value: ReactNode;
}

interface FactTableProps {
  caption: string;
  rows: FactRow[];
}

/** A two-column table of labelled values; callers pass N/A for anything missing. */
export function FactTable({ caption, rows }: FactTableProps) {
  return (
    <table className="fact-table">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
