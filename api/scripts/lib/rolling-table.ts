// The rolling-origin table evaluate-chance-model.ts prints: for each test
// season and applicant group, n, AUC, Brier, the constant's Brier (the
// training admit rate), the school-rate-only baseline and calibration by band.
import type { Outcome, MatchReport } from './outcomes';
import { fitRateOnly, pct } from './evaluation-report';
import { predictOutcomes } from './logistic-fit';
import { auc, brier, calibration } from './model-metrics';
import { trainModel } from './model-training';
import type { Fold } from './rolling-origin';
import { programmeKeysOf } from '../../src/features/chances/model/admission-model';

export function printMatches(matches: Map<number, MatchReport>): void {
  console.log('\nRaw names mapped, by season (decisions; university matched to our records; programme via the reviewed table / the keyword rules / unmapped):');
  for (const [season, m] of [...matches].sort(([a], [b]) => a - b)) {
    const share = (n: number) => pct(n / m.rows);
    console.log(`  ${season}  ${String(m.rows).padStart(6)}  university ${share(m.schoolMatched).padStart(6)}  programme ${share(m.programme.table)} / ${share(m.programme.rule)} / ${share(m.programme.unmapped)}`);
  }
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

function row(label: string, p: number[], c: number[], r: number[], y: number[]): string {
  const bands = calibration(p, y).map((b) => (b.n ? `${b.n} ${(100 * b.meanPredicted!).toFixed(0)}/${(100 * b.admitted!).toFixed(0)}` : '-').padStart(12)).join('');
  return `  ${label.padEnd(26)}${String(y.length).padStart(6)}${auc(p, y).toFixed(3).padStart(7)}${brier(p, y).toFixed(4).padStart(8)}${brier(c, y).toFixed(4).padStart(8)}${auc(r, y).toFixed(3).padStart(7)}${brier(r, y).toFixed(4).padStart(8)}  ${pct(mean(p)).padStart(6)} ${pct(mean(y)).padStart(6)}${bands}`;
}

export function printFoldTable(foldList: Fold[], toeflRatio: number): void {
  console.log('\nRolling origin, shipped settings: fit on every season before the test season, test on it. Each decision is scored with its own degree level, status and programme.');
  console.log('Columns: decisions, model AUC, model Brier, constant Brier (training admit rate), school-rate-only AUC and Brier, mean estimate, share admitted,');
  console.log('then calibration by band of the estimate (0-20, 20-40, 40-60, 60-80, 80-100 %): decisions, mean estimate / share admitted (percent).');
  for (const fold of foldList) {
    const model = trainModel(fold.train, toeflRatio);
    const rateOnly = fitRateOnly(fold.train);
    const base = mean(fold.train.map((o) => o.admitted));
    // A decision's programme as the model reads it: its programme group, else its field.
    const groupOf = (o: Outcome) => {
      const keys = programmeKeysOf(model, o.programme);
      return keys ? (keys.programme ?? keys.field) : null;
    };
    const sizes = new Map<string, number>();
    for (const o of fold.test) {
      const group = groupOf(o);
      if (group) sizes.set(group, (sizes.get(group) ?? 0) + 1);
    }
    const largest = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([code]) => code);
    const groups: Array<[string, (o: Outcome) => boolean]> = [
      ['all', () => true],
      ['international', (o) => o.international],
      ["Master's", (o) => o.phd === 0],
      ['PhD', (o) => o.phd === 1],
      ...largest.map((code): [string, (o: Outcome) => boolean] => [`programme ${code}`, (o) => groupOf(o) === code]),
    ];
    console.log(`\nTest season ${fold.season} (fitted on ${fold.train.length} decisions of the seasons before; constant ${pct(base)}):`);
    console.log(`  ${'applicants'.padEnd(26)}${'n'.padStart(6)}${'AUC'.padStart(7)}${'Brier'.padStart(8)}${'const'.padStart(8)}${'r.AUC'.padStart(7)}${'r.Brier'.padStart(8)}  ${'est.'.padStart(6)} ${'adm.'.padStart(6)}${['0-20', '20-40', '40-60', '60-80', '80-100'].map((b) => b.padStart(12)).join('')}`);
    for (const [label, keep] of groups) {
      const test = fold.test.filter(keep);
      if (!test.length) continue;
      const y = test.map((o) => o.admitted as number);
      console.log(row(label, predictOutcomes(model, test), test.map(() => base), predictOutcomes(rateOnly, test), y));
    }
  }
}
