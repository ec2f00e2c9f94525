import { useMemo, useState } from 'react';
import type { ProgramLevel, UniversityProgram } from '@gradatlas/shared/contracts';
import { formatCount, type University } from '@gradatlas/shared/domain';
import { DETAIL_SECTIONS, DetailSection } from '../../detail/components/detail-section';
import { PROGRAM_COVERAGE_NOTE } from '../program-text';
import { groupPrograms, type ProgramGroup } from '../program-groups';
import './programs-section.css';

interface ProgramsSectionProps {
  university: University;
  /** null: IPEDS has none for this university; undefined: none came with the page (the section is left out). */
  programs: UniversityProgram[] | null | undefined;
  programFamilies: Record<string, string>;
  /** The programme the student chose in the explorer (?program=), listed first. */
  chosenCode: string | null;
}

/** More programmes than this and a filter box helps. */
const FILTER_FROM = 12;

const LEVEL_COLUMNS: { level: ProgramLevel; label: string }[] = [
  { level: 'masters', label: "Master's" },
  { level: 'doctoral', label: 'Doctoral' },
  { level: 'professional', label: 'Professional doctorate' },
  { level: 'certificate', label: 'Certificate' },
];


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

function GroupTable({ group, columns, year, previousYear }: { group: ProgramGroup; columns: typeof LEVEL_COLUMNS; year: string; previousYear: string }) {
  return (
    <table className="programs__table">
      <caption>{group.title}</caption>
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
            <th scope="row">{row.title}</th>
            {columns.map((column) => (
              <AwardsCell key={column.level} row={row.levels[column.level]} previousYear={previousYear} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The university's graduate programmes (IPEDS Completions), grouped by CIP
 * family, with the awards of the latest year and the year before. Public,
 * like the explorer's programme filter. A Canadian university is never shown
 * as lacking programmes: the data cover US universities only.
 */
export function ProgramsSection({ university, programs, programFamilies, chosenCode }: ProgramsSectionProps) {
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => groupPrograms(programs ?? [], programFamilies, chosenCode, filter), [programs, programFamilies, chosenCode, filter]);
  if (programs === undefined) return null;
  const year = programs?.[0]?.year ?? '2022-23';
  const previousYear = '2021-22';
  const shownLevels = LEVEL_COLUMNS.filter((column) => (programs ?? []).some((row) => row.level === column.level));
  const distinct = new Set((programs ?? []).map((row) => row.code)).size;

  return (
    <DetailSection section={DETAIL_SECTIONS.programs} locked={false}>
      {programs === null ? (
        <p>
          {university.country.trim().toUpperCase() === 'USA'
            ? `IPEDS reports no graduate degrees awarded by ${university.name} in ${previousYear} or ${year}.`
            : `${PROGRAM_COVERAGE_NOTE}: it has no record of ${university.name}'s programmes, which are listed on the university's own website.`}
        </p>
      ) : (
        <>
          <p className="programs__intro">
            Degrees awarded in {year} by programme (first majors), with the year before beneath. 0 means the programme exists but awarded none that year.
          </p>
          {distinct > FILTER_FROM && (
            <label className="programs__filter">
              <span>Filter programmes</span>
              <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} placeholder="e.g. engineering" />
            </label>
          )}
          {groups.length === 0 ? (
            <p role="status">No programme matches “{filter}”.</p>
          ) : (
            groups.map((group) => <GroupTable key={group.key} group={group} columns={shownLevels} year={year} previousYear={previousYear} />)
          )}
          <p className="programs__source">Source: U.S. Department of Education, IPEDS Completions {previousYear} and {year}; programme names: NCES, CIP 2020.</p>
        </>
      )}
    </DetailSection>
  );
}
