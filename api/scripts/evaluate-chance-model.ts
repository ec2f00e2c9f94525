// Evaluates the admission model forward in time.
//   npm run evaluate:model -w api [-- path/to/shared/data]
// 1. How the raw names were mapped (universities to our records, programmes to CIP codes), by season.
// 2. The season treatment, then the calibration, then the pooling, compared on the folds tested on
//    2023 and 2024 (each fitted on every earlier season). 2025 is never used to choose.
// 3. Rolling origin with the shipped settings: for 2023, 2024 and 2025, fit on every earlier season and
//    test on that one, by applicant group (all, international, Master's, PhD, the five largest programme
//    groups): n, AUC, Brier, the constant's Brier, the school-rate-only baseline, calibration by band.
// 4. Issue 47's targets on 2025, and how often each tier came true there, fitted on the seasons before.
// 5. How far each season's admissions moved from the one before, by degree level (the fit on every season).
import { pct } from './lib/evaluation-report';
import { printFoldTable, printMatches } from './lib/rolling-table';
import { CHOSEN_SETTINGS, type Settings, loadDecisions, trainModel } from './lib/model-training';
import { rawDataDir } from './lib/raw-data-dir';
import { describeSettings, folds, scoreSettings, summary } from './lib/rolling-origin';
import { printSeasonMovement } from './lib/season-report';
import { printTargets } from './lib/target-report';
import { printTiers } from './lib/tier-report';

const SELECTION_SEASONS = [2023, 2024];
const TEST_SEASONS = [2023, 2024, 2025];

const { outcomes, skipped, matches, toefl, seasons } = loadDecisions(rawDataDir(process.argv[2]));
console.log(`Seasons ${seasons.join(', ')}: ${outcomes.length} decisions at universities in our data (left out: ${JSON.stringify(skipped)}).`);
printMatches(matches);

const selectionFolds = folds(outcomes, SELECTION_SEASONS);
type Scored = { settings: Settings; brierAll: number; brierInternational: number; absBias: number };
const score = (settings: Settings): Scored => ({ settings, ...summary(scoreSettings(settings, selectionFolds, toefl.ratio)) });
const print = (r: Scored, note = '') =>
  console.log(`  Brier ${r.brierAll.toFixed(5)}  international ${r.brierInternational.toFixed(5)}  |bias| ${pct(r.absBias).padStart(5)}  ${note}${describeSettings(r.settings)}`);
const compare = (list: Settings[], known: Scored[] = []): Scored => {
  const rows = [...known, ...list.map(score)];
  for (const r of rows) print(r);
  return rows.reduce((a, b) => (b.brierAll < a.brierAll ? b : a));
};

console.log(`\nSeason treatment, compared on the folds tested on ${SELECTION_SEASONS.join(' and ')} (mean Brier, all and international; mean |estimate - admitted share|):`);
console.log('The candidates carry the newest season\'s level by degree level (issue 47), with or without the trend between seasons;');
console.log('one level for all seasons, which cannot follow a season that moves, is shown first for reference only.');
// The comparison starts from fixed pooling (spreads first tried), never from what is shipped:
// the shipped settings must come out of it, not go into it.
const base: Settings = {
  ...CHOSEN_SETTINGS,
  priorSd: { field: 0.8, fieldLevel: 0.5, programme: 0.4, programmeLevel: 0.3, school: 0.5, schoolLevel: 0.3, schoolField: 0.3, schoolProgramme: 0.2 },
  minProgrammeDecisions: 200,
  calibrate: true,
};
print(score({ ...base, season: { level: 'pooled', byDegree: false, window: 1, damping: 0 } }), '(reference) ');
const seasonBest = compare([
  { ...base, season: { level: 'latest', byDegree: true, window: 1, damping: 0 } },
  { ...base, season: { level: 'latest', byDegree: true, byStatus: true, window: 1, damping: 0 } },
  { ...base, season: { level: 'trend', byDegree: true, window: 3, damping: 1 } },
  { ...base, season: { level: 'trend', byDegree: true, window: 3, damping: 0.5 } },
  { ...base, season: { level: 'trend', byDegree: true, window: 5, damping: 1 } },
  { ...base, season: { level: 'trend', byDegree: true, window: 5, damping: 0.5 } },
]);
console.log('\nThen the calibration, with that season treatment: without it:');
const calibrationBest = compare([{ ...seasonBest.settings, calibrate: false }], [seasonBest]);
console.log('\nThen the pooling: prior spreads x 0.5, x 1, x 1.5, and programme groups from 100 decisions:');
const scaled = (k: number): Settings => ({
  ...calibrationBest.settings,
  priorSd: Object.fromEntries(Object.entries(calibrationBest.settings.priorSd).map(([level, sd]) => [level, Number((sd! * k).toFixed(2))])),
});
const best = compare([scaled(0.5), scaled(1.5), { ...calibrationBest.settings, minProgrammeDecisions: 100 }], [calibrationBest]).settings;
const same = JSON.stringify(best) === JSON.stringify(CHOSEN_SETTINGS);
console.log(same ? `Best: the shipped settings (${describeSettings(CHOSEN_SETTINGS)}).` : `WARNING: the best differs from the shipped settings: ${describeSettings(best)}`);

const testFolds = folds(outcomes, TEST_SEASONS);
printFoldTable(testFolds, toefl.ratio);
const last = testFolds[testFolds.length - 1]!;
const lastModel = trainModel(last.train, toefl.ratio);
printTargets(lastModel, last.train, last.test, last.season);
printTiers(lastModel, last.test, last.season);
printSeasonMovement(trainModel(outcomes, toefl.ratio), outcomes);
