// Fits the admission model on every season (2012 to Fall 2024) and writes
// api/src/features/chances/model/admission-model.json and admitted-profiles.json.
//   npm run fit:model -w api [-- path/to/shared/data]
// The settings were chosen by rolling-origin validation (evaluate-chance-model.ts).
// Only coefficients, their covariance, centres, group adjustments, counts of
// at least 20 decisions and admits' quartiles from at least 20 admits are
// written: never a row.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GROUP_LEVELS } from '../src/features/chances/model/admission-model';
import { admittedProfiles } from './lib/admitted-profiles';
import { OUTCOME_FILES } from './lib/outcomes';
import { describeSettings } from './lib/rolling-origin';
import { GRADUATE_ADMISSION_2 } from './lib/toefl-effect';
import { CHOSEN_SETTINGS, loadDecisions, trainModel } from './lib/model-training';
import { rawDataDir } from './lib/raw-data-dir';

const { outcomes, skipped, toefl, seasons } = loadDecisions(rawDataDir(process.argv[2]));
const model = trainModel(outcomes, toefl.ratio, CHOSEN_SETTINGS);
const round = (value: number) => Number(value.toPrecision(7));
const roundAll = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, round(v)]));
const source = `${Object.values(OUTCOME_FILES).join(', ')} (The GradCafe, self-reported), seasons ${seasons[0]}-${seasons[seasons.length - 1]}`;

const output = {
  method: 'logistic regression on admitted (1) / rejected (0) decisions; group adjustments partially pooled; see api/docs/chance-model.md',
  fittedOn: `${source}: ${outcomes.length} decisions`,
  settings: describeSettings(CHOSEN_SETTINGS),
  toeflEffect: `${GRADUATE_ADMISSION_2} (M. S. Acharya et al., ICCIDS 2019): TOEFL per point = ${round(toefl.ratio)} x GRE per point, from ${toefl.rows} rows`,
  intercept: round(model.intercept),
  coefficients: roundAll(model.coefficients),
  centres: roundAll(model.centres),
  covarianceTerms: model.covarianceTerms,
  covariance: model.covariance.map((row) => row.map(round)),
  seasonLevelSd: round(model.seasonLevelSd),
  adjustmentSd: model.adjustmentSd,
  adjustments: Object.fromEntries(
    GROUP_LEVELS.map((level) => [
      level,
      Object.fromEntries(Object.entries(model.adjustments[level]).sort(([a], [b]) => a.localeCompare(b)).map(([k, a]) => [k, { value: round(a.value), sd: round(a.sd) }])),
    ]),
  ),
  programmeGroups: model.programmeGroups,
  decisions: model.decisions,
  mastersShareWithoutDegreeLevel: model.mastersShareWithoutDegreeLevel,
  safeFromPercent: model.safeFromPercent,
  moderateFromPercent: model.moderateFromPercent,
};

const directory = join(__dirname, '../src/features/chances/model');
writeFileSync(join(directory, 'admission-model.json'), `${JSON.stringify(output, null, 2)}\n`);
const profiles = admittedProfiles(outcomes, model);
writeFileSync(join(directory, 'admitted-profiles.json'), `${JSON.stringify({ source, minAdmits: 20, profiles }, null, 2)}\n`);
console.log(`Fitted on ${outcomes.length} decisions, seasons ${seasons.join(', ')} (left out: ${JSON.stringify(skipped)}); ${describeSettings(CHOSEN_SETTINGS)}`);
console.log(`${Object.keys(model.decisions.school).length} schools with at least 20 decisions; adjustments: ${GROUP_LEVELS.map((l) => `${l} ${Object.keys(model.adjustments[l]).length}`).join(', ')}; season level sd ${output.seasonLevelSd}`);
console.log(`programme groups (${model.programmeGroups.length}): ${model.programmeGroups.join(', ')}`);
console.log(`intercept ${output.intercept}; ${Object.entries(output.coefficients).map(([n, c]) => `${n} ${c}`).join(', ')}`);
console.log(`categories: safe from ${model.safeFromPercent} %, moderate from ${model.moderateFromPercent} %`);
console.log(`admitted profiles: ${Object.keys(profiles).filter((k) => !k.includes('|')).length} universities, ${Object.keys(profiles).filter((k) => k.includes('|')).length} university x programme groups`);
