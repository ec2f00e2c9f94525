// Evaluates the committed admission-chance model on the held-out 2016 season.
//   npx tsx api/scripts/evaluate-chance-model.ts [path/to/shared/data]   (npm run evaluate:model -w api)
// The model file was fitted on 2012-2015 only (fit-chance-model.ts). Each 2016
// decision is scored with the product's own function, clamped as the product
// clamps, against two baselines fitted on the same seasons: a constant (the
// base rate) and a logistic model of the school's admission rate alone.
import { admissionProbability } from '../src/chances/admission-model';
import { MAX_PROBABILITY_PERCENT, MIN_PROBABILITY_PERCENT } from '../src/chances/constants';
import { FITTED_MODEL } from '../src/chances/fitted-model';
import { dataDirectory } from './lib/admission-data';
import { fitRateOnly } from './lib/admission-fit';
import { auc, brier, calibration, type Scored } from './lib/classification-metrics';
import { readDecisions, type Decision } from './lib/gradcafe';
import { HELD_OUT_SEASON } from './lib/model-file';

const decisions = readDecisions(dataDirectory(process.argv[2]));
const { fittedSeasons, coefficients, categories } = FITTED_MODEL;
const training = decisions.filter((d) => d.season >= fittedSeasons.from && d.season <= fittedSeasons.to);
const heldOut = decisions.filter((d) => d.season === HELD_OUT_SEASON);

const baseRate = training.filter((d) => d.admitted === 1).length / training.length;
const rateOnly = fitRateOnly(training);
const clampProduct = (p: number) => Math.min(MAX_PROBABILITY_PERCENT / 100, Math.max(MIN_PROBABILITY_PERCENT / 100, p));

const predictors: Array<[string, (d: Decision) => number]> = [
  ['GradAtlas model', (d) => clampProduct(admissionProbability(d.applicant, d.school, coefficients))],
  ['constant base rate', () => baseRate],
  ['school admission rate only', rateOnly],
];

const groups: Array<[string, (d: Decision) => boolean]> = [
  ['all', () => true],
  ["Master's", (d) => d.applicant.degree === 'masters'],
  ['PhD', (d) => d.applicant.degree === 'phd'],
  ['international', (d) => d.applicant.international],
];

const pct = (value: number) => (Number.isNaN(value) ? '  -  ' : `${(100 * value).toFixed(1)}%`.padStart(6));
const bandText = (items: Scored[]) =>
  calibration(items)
    .map((band) => `${Math.round(band.from * 100)}-${Math.round(band.to * 100)}: ${band.count ? `${pct(band.meanPredicted)} vs ${pct(band.admitted)} (n ${band.count})` : 'n 0'}`)
    .join(' | ');

console.log(`Fitted on ${fittedSeasons.from}-${fittedSeasons.to} (${training.length} decisions); held out ${HELD_OUT_SEASON}: ${heldOut.length} decisions`);
console.log('Calibration bands: mean predicted vs share admitted (decisions).\n');
for (const [groupName, inGroup] of groups) {
  const rows = heldOut.filter(inGroup);
  const admitted = rows.filter((d) => d.admitted === 1).length / rows.length;
  console.log(`## ${groupName}: ${rows.length} decisions, ${pct(admitted)} admitted`);
  for (const [name, predict] of predictors) {
    const items = rows.map((d) => ({ probability: predict(d), outcome: d.admitted }));
    const meanPredicted = items.reduce((s, i) => s + i.probability, 0) / items.length;
    console.log(`  ${name.padEnd(27)} AUC ${auc(items).toFixed(3)}  Brier ${brier(items).toFixed(4)}  mean ${pct(meanPredicted)}`);
    if (name === 'GradAtlas model') console.log(`    ${bandText(items)}`);
  }
  console.log('');
}

// What the categories meant on the held-out season.
const model = heldOut.map((d) => ({ probability: 100 * clampProduct(admissionProbability(d.applicant, d.school, coefficients)), outcome: d.admitted }));
const share = (test: (p: number) => boolean) => {
  const chosen = model.filter((m) => test(m.probability));
  return `${pct(chosen.filter((m) => m.outcome === 1).length / chosen.length)} admitted of ${chosen.length}`;
};
console.log(`Categories (safe >= ${categories.safeFromPercent} %, ambitious < ${categories.moderateFromPercent} %) on ${HELD_OUT_SEASON}:`);
console.log(`  safe: ${share((p) => p >= categories.safeFromPercent)}`);
console.log(`  moderate: ${share((p) => p >= categories.moderateFromPercent && p < categories.safeFromPercent)}`);
console.log(`  ambitious: ${share((p) => p < categories.moderateFromPercent)}`);
