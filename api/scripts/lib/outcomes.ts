// Real admission decisions (GradCafe, seasons 2012-2025) joined to our
// university records and to CIP programme codes. Read only by the fit and
// evaluation scripts: the rows never ship.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApplicantFigures, SchoolFigures } from '../../src/features/chances/model/admission-model';
import { plainNumber, readCsv } from './csv-rows';
import { type ProgrammeMatch, type ProgrammeNames, loadProgrammeNames } from './programme-names';
import { type RecordLike, SchoolNames } from './school-names';

export const OUTCOME_FILES = {
  early: 'admissions/gradcafe-outcomes-2012-2016.csv',
  middle: 'admissions/gradcafe-outcomes-2017-2020.csv',
  recent: 'admissions/gradcafe-decisions-2021-2024.csv',
  latest: 'admissions/gradcafe-decisions-2025.csv',
} as const;

export interface Outcome {
  applicant: ApplicantFigures;
  school: SchoolFigures;
  /** CIP code of the programme (family or series), or null when the name could not be mapped. */
  programme: string | null;
  phd: 0 | 1;
  international: boolean;
  /** Calendar year of the season: F16 or "Fall 2016" → 2016. */
  season: number;
  admitted: 0 | 1;
}

/** What became of each raw row, by season: counts only, for the evaluation's report. */
export interface MatchReport {
  rows: number;
  schoolMatched: number;
  programme: Record<ProgrammeMatch, number>;
}

const position = (rank: string | null) => {
  const digits = rank?.match(/\d+/)?.[0];
  return digits ? Number(digits) : null;
};

/** A record's figures as the model reads them (the API builds the same from the database). */
export function figuresOf(record: RecordLike): SchoolFigures {
  return {
    slug: record.slug,
    acceptanceRate: record.acceptanceRate,
    graduateStudents: record.graduateStudents ?? null,
    worldPositions: [record.qsRank, record.theRank, record.arwuRank].flatMap((r) => (position(r) === null ? [] : [position(r) as number])),
  };
}

/** GPA on 4 points, else missing: posts above 4 are on other scales we cannot convert safely. */
const gpaOf = (raw: string | undefined) => {
  const gpa = plainNumber(raw);
  return gpa !== null && gpa >= 1 && gpa <= 4 ? gpa : null;
};

/** GRE total (verbal + quantitative) when posted; a quantitative score alone is not a total and counts as no total. */
function greTotalOf(row: Record<string, string>): number | null {
  const total = plainNumber(row.gre_total);
  if (total !== null && total >= 260 && total <= 340) return total;
  const verbal = plainNumber(row.gre_v);
  const quant = plainNumber(row.gre_q);
  if (verbal !== null && quant !== null && verbal >= 130 && verbal <= 170 && quant >= 130 && quant <= 170) return verbal + quant;
  return null;
}

/** One raw row in the common form, before the school is looked up. */
interface RawDecision {
  school: RecordLike | null;
  programmeName: string;
  degree: string;
  season: number | null;
  status: 'international' | 'other';
  gpa: number | null;
  gre: number | null;
  admitted: 0 | 1;
}

const shortSeason = (season: string | undefined) => (season && /^[FS]\d\d$/.test(season) ? 2000 + Number(season.slice(1)) : null);
const longSeason = (season: string | undefined) => {
  const year = season?.match(/^(Fall|Spring|Summer|Winter) (\d{4})$/)?.[2];
  return year ? Number(year) : null;
};

/** How each file spells the same facts: its columns and codes. */
interface FileLayout {
  file: string;
  school: (row: Record<string, string>, names: SchoolNames) => RecordLike | null;
  programme: string;
  season: (value: string | undefined) => number | null;
  international: string;
  admitted: string;
}

const LAYOUTS: FileLayout[] = [
  {
    file: OUTCOME_FILES.early,
    school: (row, names) => (row.unitid ? names.byUnitid(row.unitid) : names.byTypedName(row.university_name ?? '')),
    programme: 'program_field',
    season: shortSeason,
    international: 'I',
    admitted: '1',
  },
  { file: OUTCOME_FILES.middle, school: (row, names) => names.byTypedName(row.university_name ?? ''), programme: 'program_field', season: shortSeason, international: 'I', admitted: '1' },
  { file: OUTCOME_FILES.recent, school: (row, names) => names.byTypedName(row.university ?? ''), programme: 'program', season: longSeason, international: 'International', admitted: 'Accepted' },
  // Fall and Spring 2025: names already as the API spells them, seasons F25/S25, status I/A/O, a 4-point GPA on every row (SOURCES.md).
  { file: OUTCOME_FILES.latest, school: (row, names) => names.byTypedName(row.university_name ?? ''), programme: 'program', season: shortSeason, international: 'I', admitted: '1' },
];

function rawDecisions(dataDir: string, names: SchoolNames): RawDecision[] {
  return LAYOUTS.flatMap((layout) =>
    readCsv(join(dataDir, layout.file)).map((row): RawDecision => ({
      school: layout.school(row, names),
      programmeName: row[layout.programme] ?? '',
      degree: row.degree ?? '',
      season: layout.season(row.season),
      status: row.status === layout.international ? 'international' : 'other',
      gpa: gpaOf(row.gpa),
      gre: greTotalOf(row),
      admitted: row.decision === layout.admitted ? 1 : 0,
    })),
  );
}

/**
 * Every decision at a university in our data, for a Master's or PhD
 * programme, in a known season. A GPA or GRE that was not posted (or is off
 * scale) is kept as missing: the model has an indicator for it. Rows left out
 * are counted by reason; `matches` reports the name mapping by season.
 */
export function readOutcomes(dataDir: string, universitiesFile: string, programmes: ProgrammeNames = loadProgrammeNames()) {
  const records = (JSON.parse(readFileSync(universitiesFile, 'utf8')) as { universities: RecordLike[] }).universities;
  const names = new SchoolNames(records);
  const skipped = { schoolNotInData: 0, degreeNotMastersOrPhd: 0, noSeason: 0 };
  const matches = new Map<number, MatchReport>();
  const outcomes = rawDecisions(dataDir, names).flatMap((raw): Outcome[] => {
    if (raw.season === null) {
      skipped.noSeason += 1;
      return [];
    }
    const programme = programmes.codeOf(raw.programmeName);
    const report = matches.get(raw.season) ?? { rows: 0, schoolMatched: 0, programme: { table: 0, rule: 0, unmapped: 0 } };
    report.rows += 1;
    report.programme[programme.via] += 1;
    if (raw.school) report.schoolMatched += 1;
    matches.set(raw.season, report);
    if (!raw.school) {
      skipped.schoolNotInData += 1;
      return [];
    }
    if (raw.degree !== 'PhD' && raw.degree !== 'Masters') {
      skipped.degreeNotMastersOrPhd += 1;
      return [];
    }
    const international = raw.status === 'international';
    return [
      {
        applicant: { gpa4: raw.gpa, greTotal: raw.gre, toefl: null, international: international ? 1 : 0 },
        school: figuresOf(raw.school),
        programme: programme.code,
        phd: raw.degree === 'PhD' ? 1 : 0,
        international,
        season: raw.season,
        admitted: raw.admitted,
      },
    ];
  });
  return { outcomes, skipped, matches };
}
