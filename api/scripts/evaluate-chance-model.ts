// Evaluates the admission model on a held-out season.
//   npm run evaluate:model -w api [-- path/to/shared/data]
// Fits on the 2012-2015 seasons exactly as fit-chance-model.ts does, then scores the 2016
// decisions with the product's own scoring function. Baselines, fitted on the same seasons:
// a constant (the admit rate) and a logistic model of the school's admission rate alone.
import { logOdds, logistic, type AdmissionModel } from '../src/features/chances/model/admission-model';
import { fitModel, predictOutcomes } from './lib/logistic-fit';
import { auc, brier, calibration } from './lib/model-metrics';
import { TEST_SEASON, TRAIN_SEASONS, dataDirectory, trainModel } from './lib/model-training';
import type { Outcome } from './lib/outcomes';

const { model, train, test, toefl } = trainModel(dataDirectory(process.argv[2]));
const baseRate = train.reduce((s, o) => s + o.admitted, 0) / train.length;
// The school-admission-rate-only baseline: the same fit with every input but selectivity switched off.
const onlyRate = (() => {
  const blank = (o: Outcome): Outcome => ({ ...o, phd: 0, applicant: { gpa4: null, greTotal: null, toefl: null, international: 0 }, school: { ...o.school, slug: null, graduateStudents: null, worldPositions: [] } });
  const fitted = fitModel(train.map(blank), { toeflPerGreRatio: 0, pool: false });
  return (outcomes: Outcome[]) => outcomes.map((o) => logistic(logOdds(fitted as AdmissionModel, blank(o).applicant, blank(o).school, 0)));
})();

const pct = (x: number | null) => (x === null ? '   -  ' : `${(100 * x).toFixed(1).padStart(5)}%`);

function report(label: string, outcomes: Outcome[]) {
  const y = outcomes.map((o) => o.admitted as number);
  const admitted = y.reduce((a, b) => a + b, 0) / y.length;
  console.log(`\n== ${label}: ${outcomes.length} decisions, ${pct(admitted)} admitted`);
  const forecasts: Array<[string, number[]]> = [
    ['GradAtlas model', predictOutcomes(model, outcomes)],
    ['constant base rate', outcomes.map(() => baseRate)],
    ['school admission rate only', onlyRate(outcomes)],
  ];
  console.log(`${'forecast'.padEnd(28)} ${'AUC'.padStart(6)} ${'Brier'.padStart(7)}  mean  | calibration (band: n, mean predicted / admitted)`);
  for (const [name, p] of forecasts) {
    const bands = calibration(p, y)
      .map((b) => `${b.label}: ${b.n}${b.n ? ` ${pct(b.meanPredicted).trim()}/${pct(b.admitted).trim()}` : ''}`)
      .join('; ');
    const meanP = p.reduce((a, b) => a + b, 0) / p.length;
    const area = name === 'constant base rate' ? '  0.500' : auc(p, y).toFixed(3).padStart(7);
    console.log(`${name.padEnd(28)}${area} ${brier(p, y).toFixed(4).padStart(7)} ${pct(meanP)} | ${bands}`);
  }
}

console.log(`Fitted on seasons ${TRAIN_SEASONS.join(', ')} (${train.length} decisions); tested on ${TEST_SEASON} (${test.length} decisions).`);
console.log(`TOEFL effect from Graduate Admission 2: ${toefl.ratio.toFixed(3)} x GRE per point (no TOEFL in the decisions, so it is not measured here).`);
report('All applicants', test);
report("Master's", test.filter((o) => o.phd === 0));
report('PhD', test.filter((o) => o.phd === 1));
report('International applicants', test.filter((o) => o.international));

const p = predictOutcomes(model, test);
const share = (keep: (x: number) => boolean) => {
  const idx = p.flatMap((x, i) => (keep(x * 100) ? [i] : []));
  return `${idx.length} decisions, ${pct(idx.reduce((s, i) => s + test[i]!.admitted, 0) / idx.length).trim()} admitted`;
};
console.log(`\nCategories (cut-offs chosen on the training seasons: safe >= ${model.safeFromPercent} %, ambitious < ${model.moderateFromPercent} %), held-out ${TEST_SEASON}:`);
console.log(`  safe      ${share((x) => x >= model.safeFromPercent)}`);
console.log(`  moderate  ${share((x) => x >= model.moderateFromPercent && x < model.safeFromPercent)}`);
console.log(`  ambitious ${share((x) => x < model.moderateFromPercent)}`);
