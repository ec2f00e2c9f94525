import { Suspense, lazy, useId, type ReactNode } from 'react';
import type { ProgramLevel, ProgramOutcome, UniversityProgram } from '@gradatlas/shared/contracts';
import { STEM_LABEL, stemCountLabel } from '@gradatlas/shared/contracts/after-admission-labels';
import { formatCount, type University } from '@gradatlas/shared/domain';
import { STEM_NOT_LISTED } from '../after-admission-text';
import type { ProgramByLevel, ProgramGroup } from '../program-groups';

// Signed-in students only: the code comes with the first group that has figures.
const GroupOutcomes = lazy(() => import('./program-outcomes').then((module) => ({ default: module.GroupOutcomes })));

export interface LevelColumn {
  level: ProgramLevel;
  label: string;
}

/** The programme's standing on the DHS STEM list (the same for each of its levels); undefined from an API that does not say. */
export const stemOf = (row: ProgramByLevel): boolean | undefined => Object.values(row.levels).find((level) => level?.stem !== undefined)?.stem;

/** "5 of 6 programmes on the DHS STEM list", or only how many programmes when the API did not say. */
function groupMeta(group: ProgramGroup): string {
  const flags = group.rows.map(stemOf);
  if (flags.some((flag) => flag === undefined)) return `${formatCount(group.rows.length)} ${group.rows.length === 1 ? 'programme' : 'programmes'}`;
  return stemCountLabel(flags.filter(Boolean).length, group.rows.length);
}

function AwardsCell({ row, previousYear }: { row: UniversityProgram | undefined; previousYear: string }) {
  if (!row) return <td className="programs__none">—</td>;
  return (
    <td>
      <span className="programs__awards">{row.awards === null ? 'not reported' : formatCount(row.awards)}</span>
      {row.previousAwards !== null && (
        <span className="programs__previous">
          {formatCount(row.previousAwards)} in {previousYear}
        </span>
      )}
    </td>
  );
}

function ProgrammeHeader({ row }: { row: ProgramByLevel }) {
  const stem = stemOf(row);
  return (
    <th scope="row">
      {row.title}
      {stem !== undefined && <span className={stem ? 'programs__stem programs__stem--listed' : 'programs__stem'}>{stem ? STEM_LABEL : STEM_NOT_LISTED}</span>}
    </th>
  );
}

/** What US graduates of the group's series earned and borrowed, at the levels its programmes are awarded. */
export function outcomesOf(group: ProgramGroup, outcomes: readonly ProgramOutcome[]): ProgramOutcome[] {
  const wanted = new Set(group.rows.flatMap((row) => Object.keys(row.levels).map((level) => `${row.code.slice(0, 5)}:${level}`)));
  return outcomes.filter((outcome) => wanted.has(`${outcome.series}:${outcome.level}`)).sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
}

interface ProgramGroupProps {
  group: ProgramGroup;
  columns: LevelColumn[];
  year: string;
  previousYear: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  /** Signed in, with Scorecard figures: the university whose yearly cost they stand beside, and the group's figures. */
  outcomes?: { university: University; figures: ProgramOutcome[] } | undefined;
}

/**
 * One programme group, a disclosure: its title and how many of its
 * programmes are on the DHS STEM list, then, open, the table. A closed
 * group's table is not laid out, so the page's height does not change while a
 * reader scrolls and the section tabs land where they point.
 */
export function ProgramGroupDetails({ group, columns, year, previousYear, open, onToggle, outcomes }: ProgramGroupProps) {
  const titleId = useId();
  let figures: ReactNode = null;
  if (outcomes && outcomes.figures.length > 0) {
    figures = (
      <Suspense fallback={null}>
        <GroupOutcomes university={outcomes.university} outcomes={outcomes.figures} />
      </Suspense>
    );
  }
  return (
    // The event also follows React's own changes of `open`: only a reader's tap differs from what was drawn.
    <details
      className="programs__group"
      aria-labelledby={titleId}
      open={open}
      onToggle={(event) => event.currentTarget.open !== open && onToggle(event.currentTarget.open)}
    >
      <summary className="programs__summary">
        <span id={titleId} className="programs__group-title">
          {group.title}
        </span>
        <span className="programs__group-meta">{groupMeta(group)}</span>
      </summary>
      <table className="programs__table">
        <caption className="visually-hidden">{group.title}</caption>
        <thead>
          <tr>
            <th scope="col">Programme</th>
            {columns.map((column) => (
              <th key={column.level} scope="col">
                {column.label}, {year}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.rows.map((row) => (
            <tr key={row.code}>
              <ProgrammeHeader row={row} />
              {columns.map((column) => (
                <AwardsCell key={column.level} row={row.levels[column.level]} previousYear={previousYear} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {figures}
    </details>
  );
}
