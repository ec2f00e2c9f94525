// Real admission decisions (GradCafe, 2012-2016 seasons) joined to our school
// records. Read only by the fit and evaluation scripts: the rows never ship.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApplicantFigures, SchoolFigures } from '../../src/features/chances/model/admission-model';
import { displayName } from './graduate-rules';
import { nameKey } from './names';
import { plainNumber, readCsv } from './csv-rows';

export const OUTCOMES_FILE = 'admissions/gradcafe-outcomes-2012-2016.csv';

export interface Outcome {
  applicant: ApplicantFigures;
  school: SchoolFigures;
  phd: 0 | 1;
  international: boolean;
  /** Calendar year of the season: F16 → 2016. */
  season: number;
  admitted: 0 | 1;
}

interface RecordLike {
  slug: string;
  name: string;
  state: string | null;
  city: string | null;
  country: string;
  acceptanceRate: number | null;
  graduateStudents?: number | null;
  qsRank: string | null;
  theRank: string | null;
  arwuRank: string | null;
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

/**
 * Decisions joined to our records: US rows on UNITID (through the Scorecard
 * name and state, as the data script names them), Canadian rows on the name.
 * Rows whose school is not in our data, or whose GPA or GRE is off scale, are
 * left out and counted.
 */
export function readOutcomes(dataDir: string, universitiesFile: string): { outcomes: Outcome[]; skipped: Record<string, number> } {
  const records = (JSON.parse(readFileSync(universitiesFile, 'utf8')) as { universities: RecordLike[] }).universities;
  const usByKey = new Map(records.filter((r) => r.country === 'USA').map((r) => [`${r.name}|${r.state}|${r.city}`, r]));
  const caByKey = new Map(records.filter((r) => r.country === 'Canada').map((r) => [nameKey(r.name), r]));
  const byUnitId = new Map<string, RecordLike>();
  for (const row of readCsv(join(dataDir, 'scorecard/merged-2021-22-extract.csv'))) {
    const record = usByKey.get(`${displayName(row.INSTNM ?? '')}|${row.STABBR}|${row.CITY}`);
    if (record && row.UNITID) byUnitId.set(row.UNITID, record);
  }
  const skipped = { schoolNotInData: 0, scoreOffScale: 0 };
  const outcomes = readCsv(join(dataDir, OUTCOMES_FILE)).flatMap((row): Outcome[] => {
    const record = row.unitid ? byUnitId.get(row.unitid) : caByKey.get(nameKey(row.university_name ?? ''));
    if (!record) {
      skipped.schoolNotInData += 1;
      return [];
    }
    const gpa = plainNumber(row.gpa);
    const gre = plainNumber(row.gre_total);
    if (gpa === null || gre === null || gpa < 1 || gpa > 4 || gre < 260 || gre > 340) {
      skipped.scoreOffScale += 1;
      return [];
    }
    return [
      {
        applicant: { gpa4: gpa, greTotal: gre, toefl: null, international: row.status === 'I' ? 1 : 0 },
        school: figuresOf(record),
        phd: row.degree === 'PhD' ? 1 : 0,
        international: row.status === 'I',
        season: 2000 + Number((row.season ?? '').slice(1)),
        admitted: row.decision === '1' ? 1 : 0,
      },
    ];
  });
  return { outcomes, skipped };
}
