import type { ReactNode } from 'react';

export interface FactRow {
  label: string;
  value: ReactNode;
  /** Set when our sources give no value: the field's name for the section's 'Not published' line, and the row is not drawn. */
  lacking?: string;
}

interface FactTableProps {
  caption: string;
  rows: FactRow[];
}

/** A two-column table of labelled values (KnownFacts leaves out the rows without one). */
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
