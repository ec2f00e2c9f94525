// Reads the GradCafe-derived admission decisions and the school facts the
// model uses (College Scorecard 2021-22, joined on UNITID). Used only by the
// fitting and evaluation scripts: these rows are never shipped or shown.
import { join } from 'node:path';
import { searchForm } from '../../src/lib/search-text';
import type { ModelApplicant, ModelSchool } from '../../src/chances/admission-model';
import { cellNumber, readCsv } from './csv';

export const DECISIONS_FILE = 'admissions/gradcafe-outcomes-2012-2016.csv';
export const SCORECARD_FILE = 'scorecard/merged-2021-22-extract.csv';

export interface Decision {
  season: number; // the year of the season: F16 and S16 are 2016
  applicant: ModelApplicant;
  school: ModelSchool;
  schoolKey: string; // the school's own key, for its pooled effect
  admitted: 0 | 1;
}

/** `unitid:<id>` when the school has a UNITID (US), else `name:<search form>` (Canada). */
export const schoolKeys = (unitid: number | null, name: string): string[] =>
  unitid === null ? [`name:${searchForm(name)}`] : [`unitid:${unitid}`, `name:${searchForm(name)}`];

interface ScorecardFacts {
  admissionRate: number | null;
  graduateStudents: number | null;
}

function readScorecard(dataDir: string): Map<number, ScorecardFacts> {
  const facts = new Map<number, ScorecardFacts>();
  for (const row of readCsv(join(dataDir, SCORECARD_FILE))) {
    const unitid = cellNumber(row.UNITID);
    if (unitid === null) continue;
    facts.set(unitid, { admissionRate: cellNumber(row.ADM_RATE), graduateStudents: cellNumber(row.GRADS) });
  }
  return facts;
}

/** Every decision with a known outcome, degree and scores, with its school's Scorecard facts. */
export function readDecisions(dataDir: string): Decision[] {
  const scorecard = readScorecard(dataDir);
  return readCsv(join(dataDir, DECISIONS_FILE)).flatMap((row): Decision[] => {
    const year = Number((row.season ?? '').slice(1));
    const degree = row.degree === 'PhD' ? 'phd' : row.degree === 'Masters' ? 'masters' : null;
    const decision = row.decision === '1' ? 1 : row.decision === '0' ? 0 : null;
    if (!Number.isFinite(year) || degree === null || decision === null) return [];
    const unitid = cellNumber(row.unitid);
    const facts = unitid === null ? undefined : scorecard.get(unitid);
    const keys = schoolKeys(unitid, row.university_name ?? '');
    return [
      {
        season: 2000 + year,
        applicant: { degree, international: row.status === 'I', greTotal: cellNumber(row.gre_total), gpaFourPoint: cellNumber(row.gpa), toefl: null },
        school: { keys, admissionRate: facts?.admissionRate ?? null, graduateStudents: facts?.graduateStudents ?? null },
        schoolKey: keys[0] ?? '',
        admitted: decision,
      },
    ];
  });
}
