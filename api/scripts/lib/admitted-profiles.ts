// What admitted applicants reported, per university, per field (CIP family)
// at a university and per programme group at a university: the median and middle half of the GPA and GRE totals that
// admits posted, with how many posted and the seasons. A figure is kept only
// where at least MIN_SHOWN_COUNT admits posted it: fewer could point at a poster.
import { type AdmissionModel, MIN_SHOWN_COUNT, programmeKeysOf } from '../../src/features/chances/model/admission-model';
import type { AdmittedProfile, ReportedFigure } from '../../src/features/chances/model/admitted-profiles';
import type { Outcome } from './outcomes';

/** Quantile q of sorted values, linear between neighbours (the usual "type 7"). */
export function quantile(sorted: number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.min(sorted.length - 1, low + 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

function figure(admits: Outcome[], pick: (o: Outcome) => number | null, digits: number): ReportedFigure | null {
  const posted = admits.filter((o) => pick(o) !== null);
  if (posted.length < MIN_SHOWN_COUNT) return null;
  const values = posted.map((o) => pick(o)!).sort((a, b) => a - b);
  const round = (x: number) => Number(x.toFixed(digits));
  const seasons = posted.map((o) => o.season);
  return {
    reported: posted.length,
    median: round(quantile(values, 0.5)),
    low: round(quantile(values, 0.25)),
    high: round(quantile(values, 0.75)),
    firstSeason: Math.min(...seasons),
    lastSeason: Math.max(...seasons),
  };
}

/** Profiles keyed by school slug, by "slug|field" and by "slug|programme group" (the model's groups). */
export function admittedProfiles(outcomes: Outcome[], model: AdmissionModel): Record<string, AdmittedProfile> {
  const admitsBy = new Map<string, Outcome[]>();
  const add = (key: string, o: Outcome) => {
    if (!admitsBy.has(key)) admitsBy.set(key, []);
    admitsBy.get(key)!.push(o);
  };
  for (const o of outcomes) {
    if (!o.admitted || !o.school.slug) continue;
    add(o.school.slug, o);
    const programme = programmeKeysOf(model, o.programme);
    if (programme) add(`${o.school.slug}|${programme.field}`, o);
    if (programme?.programme) add(`${o.school.slug}|${programme.programme}`, o);
  }
  const profiles: Record<string, AdmittedProfile> = {};
  for (const [key, admits] of [...admitsBy].sort(([a], [b]) => a.localeCompare(b))) {
    const gpa = figure(admits, (o) => o.applicant.gpa4, 2);
    const gre = figure(admits, (o) => o.applicant.greTotal, 0);
    if (gpa || gre) profiles[key] = { gpa, gre };
  }
  return profiles;
}
