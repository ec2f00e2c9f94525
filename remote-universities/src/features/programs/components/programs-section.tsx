import { Suspense, lazy, useMemo, useState } from 'react';
import type { ProgramOutcomes, UniversityProgram } from '@gradatlas/shared/contracts';
import { STEM_CAVEAT, STEM_LABEL, STEM_SOURCE } from '@gradatlas/shared/contracts/after-admission-labels';
import type { University } from '@gradatlas/shared/domain';
import { DETAIL_SECTIONS, DetailSection } from '../../detail/components/detail-section';
import { PROGRAM_COVERAGE_NOTE } from '../program-text';
import { groupPrograms } from '../program-groups';
import { outcomesOf, ProgramGroupDetails, type LevelColumn } from './program-group';
import './programs-section.css';

const OutcomesNote = lazy(() => import('./program-outcomes').then((module) => ({ default: module.OutcomesNote })));

interface ProgramsSectionProps {
  university: University;
  /** null: IPEDS has none for this university; undefined: none came with the page (the section is left out). */
  programs: UniversityProgram[] | null | undefined;
  programFamilies: Record<string, string>;
  /** The programme the student chose in the explorer (?program=), listed first. */
  chosenCode: string | null;
  /** What US graduates earned and borrowed (signed in only; undefined for a guest). */
  outcomes?: ProgramOutcomes | null | undefined;
}

/** More programmes than this and a filter box helps, and the groups start closed (all but the chosen one). */
const FILTER_FROM = 12;

const LEVEL_COLUMNS: LevelColumn[] = [
  { level: 'masters', label: "Master's" },
  { level: 'doctoral', label: 'Doctoral' },
  { level: 'professional', label: 'Professional doctorate' },
  { level: 'certificate', label: 'Certificate' },
];

/** Once on the page, wherever a programme says where its code stands on the list: the code's status, never a promise. */
function StemNote() {
  return (
    <p className="programs__intro">
      {`“${STEM_LABEL}”: the programme’s CIP code is on the ${STEM_SOURCE}, whose degrees can add 24 months of work in the US after graduation (STEM OPT); ${STEM_CAVEAT}.`}
    </p>
  );
}

/**
 * The university's graduate programmes (IPEDS Completions), grouped by CIP
 * family, with the awards of the latest year and the year before, and
 * whether each programme's code is on the DHS STEM list. Public, like the
 * explorer's programme filter; signed in, each group adds what US graduates
 * earned and borrowed. A Canadian university is never shown as lacking
 * programmes: the data cover US universities only.
 */
export function ProgramsSection({ university, programs, programFamilies, chosenCode, outcomes }: ProgramsSectionProps) {
  const [filter, setFilter] = useState('');
  // Groups the reader opened or closed; the others follow the rule below.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const groups = useMemo(() => groupPrograms(programs ?? [], programFamilies, chosenCode, filter), [programs, programFamilies, chosenCode, filter]);
  if (programs === undefined) return null;
  const year = programs?.[0]?.year ?? '2022-23';
  const previousYear = '2021-22';
  const shownLevels = LEVEL_COLUMNS.filter((column) => (programs ?? []).some((row) => row.level === column.level));
  const distinct = new Set((programs ?? []).map((row) => row.code)).size;
  const hasStem = (programs ?? []).some((row) => row.stem !== undefined);
  const figures = outcomes?.series ?? [];
  const openByRule = (key: string) => key === 'chosen' || distinct <= FILTER_FROM || filter.trim() !== '';

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
            Degrees awarded in {year} by programme (first majors), the year before beneath; 0: the programme exists but awarded none.
            {distinct > FILTER_FROM && ' Open a group to see its programmes.'}
          </p>
          {hasStem && <StemNote />}
          {outcomes && figures.length > 0 && (
            <Suspense fallback={null}>
              <OutcomesNote outcomes={outcomes} />
            </Suspense>
          )}
          {chosenCode && filter.trim() === '' && !groups.some((group) => group.key === 'chosen') && (
            <p className="programs__none-chosen">
              {university.name} reported no degree under the programme you chose in {previousYear} or {year}; its other programmes are below.
            </p>
          )}
          {distinct > FILTER_FROM && (
            <label className="programs__filter">
              <span>Filter programmes</span>
              <input type="search" value={filter} onChange={(event) => {
                  setFilter(event.target.value);
                  setToggled({});
                }} placeholder="e.g. engineering" />
            </label>
          )}
          {groups.length === 0 ? (
            <p role="status">No programme matches “{filter}”.</p>
          ) : (
            <div className="programs__groups">
              {groups.map((group) => (
                <ProgramGroupDetails
                  key={group.key}
                  group={group}
                  columns={shownLevels}
                  year={year}
                  previousYear={previousYear}
                  open={toggled[group.key] ?? openByRule(group.key)}
                  onToggle={(open) => setToggled((previous) => ({ ...previous, [group.key]: open }))}
                  outcomes={figures.length > 0 ? { university, figures: outcomesOf(group, figures) } : undefined}
                />
              ))}
            </div>
          )}
          <p className="programs__source">
            Source: U.S. Department of Education, IPEDS Completions {previousYear} and {year}; programme names: NCES, CIP 2020
            {hasStem && `; STEM list: ${STEM_SOURCE}`}.
          </p>
        </>
      )}
    </DetailSection>
  );
}
