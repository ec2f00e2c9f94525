// How often each tier came true on a season the model had not seen: each
// decision gets the estimate and likely range the calculator would show
// (its own degree level, status and programme) and the tier the calculator
// would give; then, per tier, how many decisions and what share were admits.
import { type AdmissionModel, admissionProbability, admissionRange, levelName, programmeKeysOf } from '../../src/features/chances/model/admission-model';
import { shownPercent } from '../../src/features/chances/model/constants';
import { chanceTier } from '../../src/features/chances/model/tiers';
import type { ChanceCategory } from '../../src/features/chances/model/types';
import { pct } from './evaluation-report';
import type { Outcome } from './outcomes';

export interface TierCount {
  decisions: number;
  meanEstimate: number;
  admitted: number;
}

/** The tier of each decision as the calculator would give it. */
export function tiersOf(model: AdmissionModel, outcomes: Outcome[]): Array<{ tier: ChanceCategory; estimate: number }> {
  return outcomes.map((o) => {
    const programme = programmeKeysOf(model, o.programme);
    const degree = levelName(o.phd);
    const estimate = shownPercent(admissionProbability(model, o.applicant, o.school, degree, programme));
    const range = admissionRange(model, o.applicant, o.school, degree, programme);
    return { tier: chanceTier(estimate, { low: shownPercent(range.low), high: shownPercent(range.high) }), estimate };
  });
}

export function tierCounts(model: AdmissionModel, outcomes: Outcome[]): Record<ChanceCategory, TierCount> {
  const tiers = tiersOf(model, outcomes);
  const count = (tier: ChanceCategory): TierCount => {
    const rows = tiers.flatMap((t, i) => (t.tier === tier ? [{ estimate: t.estimate, admitted: outcomes[i]!.admitted }] : []));
    const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
    return { decisions: rows.length, meanEstimate: mean(rows.map((r) => r.estimate)) / 100, admitted: mean(rows.map((r) => r.admitted)) };
  };
  return { safe: count('safe'), moderate: count('moderate'), ambitious: count('ambitious') };
}

export function printTiers(model: AdmissionModel, test: Outcome[], season: number): void {
  console.log(`\nTiers on ${season}, which the model fitted before it had not seen (each decision with the estimate, range and tier the calculator would give):`);
  console.log('Columns, for each tier: decisions, mean estimate, share admitted.');
  console.log(`  ${'applicants'.padEnd(16)}${['safe', 'moderate', 'ambitious'].map((t) => t.padStart(24)).join('')}`);
  const groups: Array<[string, (o: Outcome) => boolean]> = [
    ['all', () => true],
    ['international', (o) => o.international],
    ["Master's", (o) => o.phd === 0],
    ['PhD', (o) => o.phd === 1],
  ];
  for (const [label, keep] of groups) {
    const counts = tierCounts(model, test.filter(keep));
    const cell = (c: TierCount) => `${c.decisions} ${pct(c.meanEstimate)} ${pct(c.admitted)}`.padStart(24);
    console.log(`  ${label.padEnd(16)}${cell(counts.safe)}${cell(counts.moderate)}${cell(counts.ambitious)}`);
  }
}
