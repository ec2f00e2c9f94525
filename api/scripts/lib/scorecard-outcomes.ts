// College Scorecard, Field of Study, graduate levels: per university (UNITID),
// 4-digit CIP series and credential level, the median earnings one year after
// completing (2015-16 and 2016-17 completers, the only cohort whose graduate
// earnings are published) and the median federal loan debt at completion
// (2018-19 and 2019-20 completers, else 2015-17). Only students who received
// federal aid are counted: no international student is in these figures.
import { join } from 'node:path';
import { cellNumber, readCsv } from './csv-rows';
import type { ProgrammeLevel } from './program-awards';

export const SCORECARD_FILES = {
  '2015-17': 'scorecard/field-of-study-graduate-1516_1617.csv',
  '2018-20': 'scorecard/field-of-study-graduate-1819_1920.csv',
} as const;
type Cohort = keyof typeof SCORECARD_FILES;

/**
 * Scorecard credential levels kept, as the programme levels of IPEDS
 * Completions (program-awards.ts): 5 master's, 6 doctoral, 7 first
 * professional (MD, JD ...). 8, graduate certificates, are not degrees.
 */
const LEVEL_OF_CREDENTIAL: Record<string, ProgrammeLevel> = { '5': 'masters', '6': 'doctoral', '7': 'professional' };

/** [series, level, median earnings, earners (null: count suppressed), median debt, borrowers, cohort of the debt]. */
export type OutcomeRow = [
  series: string,
  level: ProgrammeLevel,
  earnings: number | null,
  earners: number | null,
  debt: number | null,
  borrowers: number | null,
  debtCohort: Cohort | null,
];

/** "1107" → "11.07"; the Scorecard drops the family's leading zero ("180" → "01.80"). */
export function seriesOfScorecardCip(raw: string): string | null {
  if (!/^\d{3,4}$/.test(raw)) return null;
  const digits = raw.padStart(4, '0');
  return `${digits.slice(0, 2)}.${digits.slice(2)}`;
}

interface Figures {
  earnings: number | null;
  earners: number | null;
  debt: number | null;
  borrowers: number | null;
}

/** UNITID → "series|level" → the published figures of one cohort file ("PS", privacy-suppressed, and blanks are null). */
function readCohort(dataDir: string, cohort: Cohort): Map<string, Map<string, Figures>> {
  const out = new Map<string, Map<string, Figures>>();
  for (const row of readCsv(join(dataDir, SCORECARD_FILES[cohort]))) {
    const series = seriesOfScorecardCip(row.CIPCODE ?? '');
    const level = LEVEL_OF_CREDENTIAL[row.CREDLEV ?? ''];
    const unitid = row.UNITID ?? '';
    if (!series || !level || !unitid) continue;
    const figures: Figures = {
      earnings: cellNumber(row.EARN_MDN_HI_1YR),
      earners: cellNumber(row.EARN_COUNT_WNE_HI_1YR),
      debt: cellNumber(row.DEBT_ALL_STGP_EVAL_MDN),
      borrowers: cellNumber(row.DEBT_ALL_STGP_EVAL_N),
    };
    const rows = out.get(unitid) ?? new Map<string, Figures>();
    out.set(unitid, rows);
    const key = `${series}|${level}`;
    if (rows.has(key)) throw new Error(`${SCORECARD_FILES[cohort]}: UNITID ${unitid} has two rows for ${key}`);
    rows.set(key, figures);
  }
  return out;
}

export interface OutcomeCounts {
  /** Series and levels with a figure that the university still awards (IPEDS 2021-23), kept. */
  kept: number;
  /** Series and levels with a figure that the university no longer reports in IPEDS Completions: no programme row to show them on. */
  withoutProgramme: number;
  withEarnings: number;
  debtFrom2018: number;
  debtFrom2015: number;
}

/**
 * The figures of each university, for the series and levels it awards.
 * `unitids` gives, per slug, the UNITIDs to look under, first the one that
 * counts (a record's own, then the campus its completions come from);
 * `awarded` the "series|level" pairs of its programme rows.
 */
export function readScorecardOutcomes(
  dataDir: string,
  unitids: ReadonlyMap<string, readonly string[]>,
  awarded: ReadonlyMap<string, ReadonlySet<string>>,
): { bySlug: Map<string, OutcomeRow[]>; counts: OutcomeCounts } {
  const earlier = readCohort(dataDir, '2015-17');
  const later = readCohort(dataDir, '2018-20');
  const counts: OutcomeCounts = { kept: 0, withoutProgramme: 0, withEarnings: 0, debtFrom2018: 0, debtFrom2015: 0 };
  const bySlug = new Map<string, OutcomeRow[]>();
  for (const [slug, ids] of unitids) {
    const find = (cohort: Map<string, Map<string, Figures>>, key: string) => ids.map((id) => cohort.get(id)?.get(key)).find(Boolean);
    const keys = new Set(ids.flatMap((id) => [...(earlier.get(id)?.keys() ?? []), ...(later.get(id)?.keys() ?? [])]));
    const rows: OutcomeRow[] = [];
    for (const key of [...keys].sort()) {
      const [series, level] = key.split('|') as [string, ProgrammeLevel];
      const first = find(earlier, key);
      const second = find(later, key);
      const debtCohort: Cohort | null = second?.debt != null ? '2018-20' : first?.debt != null ? '2015-17' : null;
      const debtFrom = debtCohort === '2018-20' ? second : first;
      const earnings = first?.earnings ?? null;
      if (earnings === null && debtCohort === null) continue;
      if (!awarded.get(slug)?.has(key)) {
        counts.withoutProgramme += 1;
        continue;
      }
      counts.kept += 1;
      if (earnings !== null) counts.withEarnings += 1;
      if (debtCohort === '2018-20') counts.debtFrom2018 += 1;
      if (debtCohort === '2015-17') counts.debtFrom2015 += 1;
      rows.push([series, level, earnings, earnings === null ? null : (first?.earners ?? null), debtFrom?.debt ?? null, debtFrom?.borrowers ?? null, debtCohort]);
    }
    if (rows.length) bySlug.set(slug, rows);
  }
  return { bySlug, counts };
}

/**
 * How many UNITIDs share each record's 6-digit OPEID (the federal aid
 * number), from the Scorecard's 2022-23 institution file. The Scorecard
 * reports field-of-study earnings and debt per OPEID, so where campuses share
 * one (Arizona State's campuses and its online "Digital Immersion" unit) a
 * figure covers them all. `unitids` as for readScorecardOutcomes (Penn State's
 * system UNITID is not in that file, its main campus is). Only records that
 * share are returned.
 */
export function campusesSharingOpeid(dataDir: string, unitids: ReadonlyMap<string, readonly string[]>): Map<string, number> {
  const opeidOf = new Map<string, string>();
  const perOpeid = new Map<string, number>();
  for (const row of readCsv(join(dataDir, 'scorecard', 'scorecard-merged-2022-23-2023-24-enrolment.csv'))) {
    const opeid = row.OPEID6 ?? '';
    if (!opeid || !row.UNITID) continue;
    opeidOf.set(row.UNITID, opeid);
    perOpeid.set(opeid, (perOpeid.get(opeid) ?? 0) + 1);
  }
  const out = new Map<string, number>();
  for (const [slug, ids] of unitids) {
    const opeid = ids.map((id) => opeidOf.get(id)).find(Boolean);
    const campuses = perOpeid.get(opeid ?? '') ?? 0;
    if (campuses > 1) out.set(slug, campuses);
  }
  return out;
}
