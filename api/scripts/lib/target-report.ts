// The targets issue 47 holds the model to, measured on a test season the fit
// had not seen: international AUC at least 0.76 and Brier at least 0.04
// below the constant's, every band of at least 100 decisions within 6 points,
// the PhD estimate within 6 points of the PhD admitted share on average, and
// a Master's Brier of at most 0.17.
import type { AdmissionModel } from '../../src/features/chances/model/admission-model';
import { predictOutcomes } from './logistic-fit';
import { auc, brier, calibration } from './model-metrics';
import type { Outcome } from './outcomes';

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** The largest |mean estimate - share admitted| (points) among bands with at least 100 decisions. */
function largestGap(p: number[], y: number[]): number {
  return Math.max(0, ...calibration(p, y).filter((b) => b.n >= 100).map((b) => 100 * Math.abs(b.meanPredicted! - b.admitted!)));
}

export function printTargets(model: AdmissionModel, train: Outcome[], test: Outcome[], season: number): void {
  const constant = mean(train.map((o) => o.admitted));
  const p = predictOutcomes(model, test);
  const rows = (keep: (o: Outcome) => boolean) => {
    const index = test.flatMap((o, i) => (keep(o) ? [i] : []));
    return { p: index.map((i) => p[i]!), y: index.map((i) => test[i]!.admitted as number) };
  };
  const intl = rows((o) => o.international);
  const phd = rows((o) => o.phd === 1);
  const masters = rows((o) => o.phd === 0);
  const everyone = rows(() => true);
  const intlAuc = auc(intl.p, intl.y);
  const below = brier(intl.p.map(() => constant), intl.y) - brier(intl.p, intl.y);
  const phdGap = 100 * Math.abs(mean(phd.p) - mean(phd.y));
  const mastersBrier = brier(masters.p, masters.y);
  const gaps = { all: largestGap(everyone.p, everyone.y), international: largestGap(intl.p, intl.y), "Master's": largestGap(masters.p, masters.y), PhD: largestGap(phd.p, phd.y) };
  console.log(`\nIssue 47's targets on ${season}, fitted on the seasons before:`);
  console.log(`  international AUC ${intlAuc.toFixed(3)} (at least 0.76): ${met(intlAuc >= 0.76)}`);
  console.log(`  international Brier ${below.toFixed(4)} below the constant (at least 0.04): ${met(below >= 0.04)}`);
  console.log(`  largest band gap, bands of at least 100 decisions (at most 6 points): ${Object.entries(gaps).map(([group, gap]) => `${group} ${gap.toFixed(1)} ${met(gap <= 6)}`).join(', ')}`);
  console.log(`  PhD mean estimate ${(100 * mean(phd.p)).toFixed(1)}% against ${(100 * mean(phd.y)).toFixed(1)}% admitted, ${phdGap.toFixed(1)} points apart (at most 6): ${met(phdGap <= 6)}`);
  console.log(`  Master's Brier ${mastersBrier.toFixed(4)} (at most 0.17): ${met(mastersBrier <= 0.17)}`);
}
