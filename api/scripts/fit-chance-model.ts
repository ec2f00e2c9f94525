// Fits the admission model on every season (2012 to Fall 2025) and writes
// api/src/features/chances/model/admission-model.json and admitted-profiles.json.
//   npm run fit:model -w api [-- path/to/shared/data]
//   npm run fit:model -w api -- --check   fits again and fails unless the committed files are exactly what it gives
// The settings were chosen by rolling-origin validation (evaluate-chance-model.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GROUP_LEVELS } from '../src/features/chances/model/admission-model';
import { CHOSEN_SETTINGS, loadDecisions, trainModel } from './lib/model-training';
import { MODEL_DIRECTORY, MODEL_FILES, modelOutput } from './lib/model-output';
import { rawDataDir } from './lib/raw-data-dir';
import { describeSettings } from './lib/rolling-origin';

const check = process.argv.includes('--check');
const { outcomes, skipped, toefl, seasons } = loadDecisions(rawDataDir(process.argv.slice(2).find((arg) => !arg.startsWith('--'))));
const model = trainModel(outcomes, toefl.ratio, CHOSEN_SETTINGS);
const files = modelOutput(model, outcomes, CHOSEN_SETTINGS, toefl);

if (check) {
  const stale = (Object.keys(MODEL_FILES) as Array<keyof typeof MODEL_FILES>).flatMap((kind) => {
    const committed = readFileSync(join(MODEL_DIRECTORY, MODEL_FILES[kind]), 'utf8');
    if (committed === files[kind]) return [];
    const lines = committed.split('\n');
    const line = files[kind].split('\n').findIndex((text, i) => text !== lines[i]);
    return [`${MODEL_FILES[kind]} differs from a fit today from line ${line + 1}: ${JSON.stringify(lines[line])} here, ${JSON.stringify(files[kind].split('\n')[line])} fitted`];
  });
  if (stale.length) {
    console.error(`${stale.join('\n')}\nRun \`npm run fit:model -w api\` and commit the files (or find what changed in the data or the scripts).`);
    process.exit(1);
  }
  console.log(`The committed ${Object.values(MODEL_FILES).join(' and ')} are exactly what the fit gives (${outcomes.length} decisions, seasons ${seasons[0]}-${seasons[seasons.length - 1]}).`);
} else {
  for (const kind of Object.keys(MODEL_FILES) as Array<keyof typeof MODEL_FILES>) writeFileSync(join(MODEL_DIRECTORY, MODEL_FILES[kind]), files[kind]);
  console.log(`Fitted on ${outcomes.length} decisions, seasons ${seasons.join(', ')} (left out: ${JSON.stringify(skipped)}); ${describeSettings(CHOSEN_SETTINGS)}`);
  console.log(`${Object.keys(model.decisions.school).length} schools with at least 20 decisions; adjustments: ${GROUP_LEVELS.map((l) => `${l} ${Object.keys(model.adjustments[l]).length}`).join(', ')}`);
  console.log(`season movement (log-odds): Master's ${model.seasonMovementSd.masters.toFixed(3)}, PhD ${model.seasonMovementSd.phd.toFixed(3)}; calibration slope: Master's ${model.calibration.masters.slope.toFixed(3)}, PhD ${model.calibration.phd.slope.toFixed(3)}`);
  console.log(`programme groups (${model.programmeGroups.length}): ${model.programmeGroups.join(', ')}`);
  console.log(`intercept ${model.intercept.toFixed(3)}; ${Object.entries(model.coefficients).map(([n, c]) => `${n} ${c.toFixed(3)}`).join(', ')}`);
}
