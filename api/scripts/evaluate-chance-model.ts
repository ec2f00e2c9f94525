// Evaluates the admission model forward in time.
//   npm run evaluate:model -w api [-- path/to/shared/data]
// 1. How the raw names were mapped (universities to our records, programmes to CIP codes), by season.
// 2. The season treatment, then the pooling, compared on the folds tested on 2022 and 2023 (fit on every earlier season).
// 3. Rolling origin with the shipped settings: for 2022, 2023 and 2024, fit on every earlier season and
//    test on that one, by applicant group (all, international, Master's, PhD, the five largest programme
//    groups): n, AUC, Brier, the constant's Brier, the school-rate-only baseline, calibration by band.
import { pct } from './lib/evaluation-report';
import { printFoldTable, printMatches } from './lib/rolling-table';
import { CHOSEN_SETTINGS, type Settings, loadDecisions } from './lib/model-training';
import { rawDataDir } from './lib/raw-data-dir';
import { describeSettings, folds, scoreSettings, summary } from './lib/rolling-origin';

const { outcomes, skipped, matches, toefl, seasons } = loadDecisions(rawDataDir(process.argv[2]));
console.log(`Seasons ${seasons.join(', ')}: ${outcomes.length} decisions at universities in our data (left out: ${JSON.stringify(skipped)}).`);
printMatches(matches);

const selectionFolds = folds(outcomes, [2022, 2023]);
console.log('\nSeason treatment, compared on the folds tested on 2022 and 2023 (mean Brier, all and international; mean |estimate - admitted share|):');
// The comparison starts from fixed pooling (the spreads first tried), never from what is shipped:
// the shipped settings must come out of it, not go into it.
const base: Settings = { ...CHOSEN_SETTINGS, priorSd: { programme: 0.8, programmeLevel: 0.5, school: 0.5, schoolLevel: 0.3, schoolProgramme: 0.3 }, minProgrammeDecisions: 200 };
const candidates: Settings[] = [
  { ...base, season: { level: 'pooled', byDegree: false, window: 1, damping: 0 } },
  { ...base, season: { level: 'latest', byDegree: true, window: 1, damping: 0 } },
  { ...base, season: { level: 'trend', byDegree: true, window: 3, damping: 1 } },
  { ...base, season: { level: 'trend', byDegree: true, window: 3, damping: 0.5 } },
  { ...base, season: { level: 'trend', byDegree: true, window: 5, damping: 1 } },
];
type Scored = { settings: Settings; brierAll: number; brierInternational: number; absBias: number };
const compare = (list: Settings[], known: Scored[] = []): Scored => {
  const rows = [...known, ...list.map((settings) => ({ settings, ...summary(scoreSettings(settings, selectionFolds, toefl.ratio)) }))];
  for (const r of rows) console.log(`  Brier ${r.brierAll.toFixed(5)}  international ${r.brierInternational.toFixed(5)}  |bias| ${pct(r.absBias).padStart(5)}  ${describeSettings(r.settings)}`);
  return rows.reduce((a, b) => (b.brierAll < a.brierAll ? b : a));
};
const seasonBest = compare(candidates);
console.log('\nThen the pooling, with that season treatment: prior spreads x 0.5, x 1, x 1.5, and programme groups from 100 decisions:');
const scaled = (k: number): Settings => ({
  ...seasonBest.settings,
  priorSd: Object.fromEntries(Object.entries(seasonBest.settings.priorSd).map(([level, sd]) => [level, Number((sd! * k).toFixed(2))])),
});
const best = compare([scaled(0.5), scaled(1.5), { ...seasonBest.settings, minProgrammeDecisions: 100 }], [seasonBest]).settings;
const same = JSON.stringify(best) === JSON.stringify(CHOSEN_SETTINGS);
console.log(same ? `Best: the shipped settings (${describeSettings(CHOSEN_SETTINGS)}).` : `WARNING: the best differs from the shipped settings: ${describeSettings(best)}`);

printFoldTable(folds(outcomes, [2022, 2023, 2024]), toefl.ratio);
