// Evaluates the admission model forward in time.
//   npm run evaluate:model -w api [-- path/to/shared/data]
// 1. Rolling origin: for every season t + 1, fit on the seasons up to t and test on t + 1.
//    The settings (how seasons drift, how far schools and their degree levels are pooled) are
//    compared on the folds before the latest season, one step at a time, and the best mean Brier is kept.
// 2. Final test: the latest season, with the chosen settings fitted on every earlier season,
//    against a constant (the training admit rate) and the school-admission-rate-only baseline,
//    by calibration band, for all, international and Master's applicants.
import { admissionRange, schoolEvidence } from '../src/features/chances/model/admission-model';
import { predictOutcomes } from './lib/logistic-fit';
import { auc, brier } from './lib/model-metrics';
import { fitRateOnly, type Forecasts, forecastsFor, largestBandGap, pct, printGroup } from './lib/evaluation-report';
import { CHOSEN_SETTINGS, loadDecisions, trainModel } from './lib/model-training';
import { rawDataDir } from './lib/raw-data-dir';
import { type Settings, describeSettings, folds, scoreSettings, summary } from './lib/rolling-origin';
import type { Outcome } from './lib/outcomes';

const { outcomes, toefl, seasons } = loadDecisions(rawDataDir(process.argv[2]));
const finalSeason = seasons[seasons.length - 1]!;
const allFolds = folds(outcomes, seasons);
const selectionFolds = allFolds.filter((f) => f.season !== finalSeason);
console.log(`Seasons ${seasons.join(', ')}: ${outcomes.length} decisions. Rolling origin: fit on seasons <= t, test on t + 1.`);
console.log(`Settings are compared on the folds tested on ${selectionFolds.map((f) => f.season).join(', ')}; ${finalSeason} is the final test.`);

const compare = (candidates: Settings[]) => {
  const rows = candidates.map((settings) => ({ settings, ...summary(scoreSettings(settings, selectionFolds, toefl.ratio)) }));
  for (const r of rows) console.log(`  Brier ${r.brierAll.toFixed(4)}  international ${r.brierInternational.toFixed(4)}  |bias| ${pct(r.absBias).padStart(5)}  ${describeSettings(r.settings)}`);
  return rows.reduce((best, r) => (r.brierAll < best.brierAll ? r : best)).settings;
};

console.log('\nStep 1, drift of the admitted share (mean over the selection folds):');
// Step 1 starts from fixed pooling settings (those of the model fitted before rolling-origin validation),
// step 2 from the season treatment step 1 found best: the choice never depends on what is shipped.
const base: Settings = {
  season: { level: 'pooled', halfLife: null },
  adjustmentPriorSd: 0.5,
  degreeAdjustmentPriorSd: null,
  minDecisionsForAdjustment: 20,
  internationalByDegree: true,
};
const seasonChoice = compare(
  (['pooled', 'latest', 'trend'] as const).flatMap((level) => [null, 2, 1].map((halfLife) => ({ ...base, season: { level, halfLife } }))),
);
console.log('\nStep 2, school adjustments, with that season treatment:');
const poolingChoice = compare(
  [0.3, 0.5, 0.8].flatMap((sd) => [1, 5, 20].map((min) => ({ ...base, season: seasonChoice.season, adjustmentPriorSd: sd, minDecisionsForAdjustment: min }))),
);
console.log("\nStep 3, degree-level adjustments on top of the school's, and the international x degree term:");
const chosen = compare(
  [null, 0.3, 0.5, 0.8].flatMap((sd) => [true, false].map((internationalByDegree) => ({ ...poolingChoice, degreeAdjustmentPriorSd: sd, internationalByDegree }))),
);
const same = JSON.stringify(chosen) === JSON.stringify(CHOSEN_SETTINGS);
console.log(`\nBest: ${describeSettings(chosen)}`);
console.log(same ? 'These are the shipped settings (CHOSEN_SETTINGS).' : `WARNING: the shipped settings differ: ${describeSettings(CHOSEN_SETTINGS)}`);

const forecastsOn = (train: Outcome[]): Forecasts => ({
  model: trainModel(train, toefl.ratio, CHOSEN_SETTINGS),
  baseRate: train.reduce((s, o) => s + o.admitted, 0) / train.length,
  rateOnly: fitRateOnly(train),
});

console.log('\nEvery fold, shipped settings (AUC / Brier; in brackets the Brier of the constant and of the rate-only baseline):');
const groups: Array<[string, (o: Outcome) => boolean]> = [['all', () => true], ['international', (o) => o.international], ["Master's", (o) => o.phd === 0]];
for (const fold of allFolds) {
  const f = forecastsOn(fold.train);
  const cells = groups.map(([name, keep]) => {
    const test = fold.test.filter(keep);
    const y = test.map((o) => o.admitted as number);
    const [[, p], [, c], , [, r]] = forecastsFor(f, test) as Array<[string, number[]]> as [[string, number[]], [string, number[]], unknown, [string, number[]]];
    return `${name} ${auc(p, y).toFixed(3)} / ${brier(p, y).toFixed(4)} (${brier(c, y).toFixed(4)}, ${brier(r, y).toFixed(4)}) gap ${largestBandGap(p, y)?.toFixed(1) ?? '-'}`;
  });
  console.log(`  test ${fold.season} (${fold.test.length}; fit ${fold.train.length}): ${cells.join(' | ')}`);
}

const last = allFolds[allFolds.length - 1]!;
const f = forecastsOn(last.train);
console.log(`\nFinal test: season ${finalSeason} (${last.test.length} decisions), fitted on ${seasons.filter((s) => s < finalSeason).join(', ')} (${last.train.length}).`);
console.log('Each decision is scored with its own degree level and status (international or not).');
for (const [name, keep] of [...groups, ['PhD', (o: Outcome) => o.phd === 1] as [string, (o: Outcome) => boolean]]) {
  printGroup(name === 'all' ? 'All applicants' : name === 'international' ? 'International applicants' : name === "Master's" ? "Master's applicants" : 'PhD applicants', last.test.filter(keep), f);
}
// The calculator always estimates for an international applicant; this is how it scores everyone.
const asInternational = (o: Outcome): Outcome => ({ ...o, international: true, applicant: { ...o.applicant, international: 1 } });
const masters = last.test.filter((o) => o.phd === 0);
const y = masters.map((o) => o.admitted as number);
const pAsCalculator = predictOutcomes(f.model, masters.map(asInternational));
console.log(`\nMaster's scored as the calculator scores them (everyone as an international applicant): AUC ${auc(pAsCalculator, y).toFixed(3)}, Brier ${brier(pAsCalculator, y).toFixed(4)}, largest band gap ${largestBandGap(pAsCalculator, y)?.toFixed(1) ?? '-'} points.`);

const p = predictOutcomes(f.model, last.test);
const share = (keep: (x: number) => boolean) => {
  const idx = p.flatMap((x, i) => (keep(x * 100) ? [i] : []));
  return `${idx.length} decisions, ${pct(idx.reduce((s, i) => s + last.test[i]!.admitted, 0) / idx.length)} admitted`;
};
console.log(`\nCategories (cut-offs chosen on the training seasons: safe >= ${f.model.safeFromPercent} %, ambitious < ${f.model.moderateFromPercent} %), ${finalSeason}:`);
console.log(`  safe      ${share((x) => x >= f.model.safeFromPercent)}`);
console.log(`  moderate  ${share((x) => x >= f.model.moderateFromPercent && x < f.model.safeFromPercent)}`);
console.log(`  ambitious ${share((x) => x < f.model.moderateFromPercent)}`);

// The likely range: narrower where the school has more decisions of its own (fitted ones, before 2016).
console.log(`\nLikely range (80 %) on the ${finalSeason} decisions, as the calculator gives it (international applicant, own degree level), by the school's fitted decisions:`);
const groupsByEvidence: Array<[string, (n: number) => boolean]> = [['none', (n) => n === 0], ['1-4', (n) => n >= 1 && n < 5], ['5-49', (n) => n >= 5 && n < 50], ['50-199', (n) => n >= 50 && n < 200], ['200+', (n) => n >= 200]];
for (const [label, keep] of groupsByEvidence) {
  const rows = last.test.filter((o) => keep(schoolEvidence(f.model, o.school).decisions)).map(asInternational);
  if (!rows.length) continue;
  const widths = rows.map((o) => {
    const range = admissionRange(f.model, o.applicant, o.school, o.phd ? 'phd' : 'masters');
    return 100 * (range.high - range.low);
  });
  console.log(`  ${label.padEnd(7)} ${String(rows.length).padStart(5)} decisions, mean width ${(widths.reduce((a, b) => a + b, 0) / widths.length).toFixed(1)} points`);
}
