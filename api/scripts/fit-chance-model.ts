// Fits the admission model on real decisions and writes api/src/features/chances/model/admission-model.json.
//   npm run fit:model -w api [-- path/to/shared/data]
// Fitted on the 2012-2015 seasons (2016 is held out by evaluate-chance-model.ts),
// so the figures the evaluation prints are those of exactly these coefficients.
// Only coefficients, centres and per-school offsets are written: never a row.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIN_DECISIONS_FOR_OFFSET, OFFSET_PRIOR_SD } from './lib/logistic-fit';
import { OUTCOMES_FILE } from './lib/outcomes';
import { GRADUATE_ADMISSION_2 } from './lib/toefl-effect';
import { TRAIN_SEASONS, dataDirectory, trainModel } from './lib/model-training';

const { model, train, skipped, toefl } = trainModel(dataDirectory(process.argv[2]));
const round = (value: number) => Number(value.toFixed(6));
const roundAll = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, round(v)]));

const output = {
  method: 'logistic regression on admitted (1) / rejected (0) decisions; per-school offsets partially pooled; see api/docs/chance-model.md',
  decisions: `${OUTCOMES_FILE} (The GradCafe, self-reported), seasons ${TRAIN_SEASONS.join(', ')}: ${train.length} decisions fitted`,
  toeflEffect: `${GRADUATE_ADMISSION_2} (M. S. Acharya et al., ICCIDS 2019): TOEFL per point = ${round(toefl.ratio)} x GRE per point, from ${toefl.rows} rows`,
  pooling: { minDecisions: MIN_DECISIONS_FOR_OFFSET, priorSd: OFFSET_PRIOR_SD, schools: Object.keys(model.schoolOffsets).length },
  intercept: round(model.intercept),
  coefficients: roundAll(model.coefficients),
  centres: roundAll(model.centres),
  mastersShareWithoutDegreeLevel: model.mastersShareWithoutDegreeLevel,
  safeFromPercent: model.safeFromPercent,
  moderateFromPercent: model.moderateFromPercent,
  schoolOffsets: roundAll(Object.fromEntries(Object.entries(model.schoolOffsets).sort(([a], [b]) => a.localeCompare(b)))),
};

const target = join(__dirname, '../src/features/chances/model/admission-model.json');
writeFileSync(target, `${JSON.stringify(output, null, 2)}\n`);
console.log(`Fitted on ${train.length} decisions (left out: ${JSON.stringify(skipped)}); ${output.pooling.schools} schools with their own offset`);
console.log(`intercept ${output.intercept}; ${Object.entries(output.coefficients).map(([n, c]) => `${n} ${c}`).join(', ')}`);
console.log(`categories: safe from ${model.safeFromPercent} %, moderate from ${model.moderateFromPercent} %`);
console.log(`Wrote ${target}`);
