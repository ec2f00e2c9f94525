import type { ReactNode } from 'react';
import type { University } from '@gradatlas/shared/domain';
import { FactTable, type FactRow } from './fact-table';
import { LackingFields } from './lacking-fields';

export interface FactGroup {
  caption: string;
  rows: FactRow[];
}

interface KnownFactsProps {
  university: University;
  groups: FactGroup[];
  /** What else the section shows (pros and cons): counts as something to show. */
  children?: ReactNode;
}

/**
 * A section's tables with only the rows that have a value; a table left with
 * none is dropped. What is lacking is named once, after the tables, so a page
 * never reads as a wall of N/A.
 */
export function KnownFacts({ university, groups, children }: KnownFactsProps) {
  const known = groups.map((group) => ({ ...group, rows: group.rows.filter((row) => !row.lacking) })).filter((group) => group.rows.length > 0);
  const lacking = groups.flatMap((group) => group.rows.flatMap((row) => (row.lacking ? [row.lacking] : [])));
  return (
    <>
      {children}
      {known.length > 0 && (
        <div className="table-grid">
          {known.map((group) => (
            <FactTable key={group.caption} caption={group.caption} rows={group.rows} />
          ))}
        </div>
      )}
      <LackingFields university={university} names={lacking} nothingShown={known.length === 0 && !children} />
    </>
  );
}
