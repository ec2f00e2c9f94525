// Fits the admission model on every shared season and writes
// api/src/features/chances/model/admission-model.json.
//   npm run fit:model -w api [-- path/to/shared/data]
// The settings (season drift, school pooling) were chosen by rolling-origin
// validation: evaluate-chance-model.ts prints it, and the latest season's
// forward test. Only coefficients, their covariance, centres, per-school
// adjustments and per-school decision counts are written: never a row.
import { writeFileSync } from 'node:fs';
import type { Adjustment } from '../src/features/chances/model/admission-model';
import { join } from 'node:path';
import { OUTCOMES_FILE } from './lib/outcomes';
import { describeSettings } from './lib/rolling-origin';
import { GRADUATE_ADMISSION_2 } from './lib/toefl-effect';
import { CHOSEN_SETTINGS, loadDecisions, trainModel } from './lib/model-training';
import { rawDataDir } from './lib/raw-data-dir';

const { outcomes, skipped, toefl, seasons } = loadDecisions(rawDataDir(process.argv[2]));
const model = trainModel(outcomes, toefl.ratio, CHOSEN_SETTINGS);
const round = (value: number) => Number(value.toPrecision(7));
const roundAll = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, round(v)]));
const rounded = (a: Adjustment | null) => (a === null ? null : { value: round(a.value), sd: round(a.sd) });
const schools = Object.entries(model.schools).sort(([a], [b]) => a.localeCompare(b));

const output = {
  method: 'logistic regression on admitted (1) / rejected (0) decisions; per-school adjustments partially pooled; see api/docs/chance-model.md',
  decisions: `${OUTCOMES_FILE} (The GradCafe, self-reported), seasons ${seasons.join(', ')}: ${outcomes.length} decisions fitted`,
  settings: describeSettings(CHOSEN_SETTINGS),
  toeflEffect: `${GRADUATE_ADMISSION_2} (M. S. Acharya et al., ICCIDS 2019): TOEFL per point = ${round(toefl.ratio)} x GRE per point, from ${toefl.rows} rows`,
  intercept: round(model.intercept),
  coefficients: roundAll(model.coefficients),
  centres: roundAll(model.centres),
  covarianceTerms: model.covarianceTerms,
  covariance: model.covariance.map((row) => row.map(round)),
  seasonLevelSd: round(model.seasonLevelSd),
  schoolAdjustmentSd: model.schoolAdjustmentSd,
  degreeAdjustmentSd: model.degreeAdjustmentSd,
  mastersShareWithoutDegreeLevel: model.mastersShareWithoutDegreeLevel,
  safeFromPercent: model.safeFromPercent,
  moderateFromPercent: model.moderateFromPercent,
  schools: Object.fromEntries(
    schools.map(([slug, e]) => [slug, { decisions: e.decisions, school: rounded(e.school), masters: rounded(e.masters), phd: rounded(e.phd) }]),
  ),
};

const target = join(__dirname, '../src/features/chances/model/admission-model.json');
writeFileSync(target, `${JSON.stringify(output, null, 2)}\n`);
const own = schools.filter(([, e]) => e.school !== null).length;
console.log(`Fitted on ${outcomes.length} decisions, seasons ${seasons.join(', ')} (left out: ${JSON.stringify(skipped)}); ${describeSettings(CHOSEN_SETTINGS)}`);
console.log(`${schools.length} schools with decisions, ${own} with their own adjustment; season level sd ${output.seasonLevelSd}`);
console.log(`intercept ${output.intercept}; ${Object.entries(output.coefficients).map(([n, c]) => `${n} ${c}`).join(', ')}`);
console.log(`categories: safe from ${model.safeFromPercent} %, moderate from ${model.moderateFromPercent} %`);
console.log(`Wrote ${target}`);
