// Fits the admission-chance regression and writes api/src/chances/model-coefficients.json.
//   npx tsx api/scripts/fit-chance-model.ts [path/to/shared/data]
// Inputs: only what the product asks an applicant for (GRE, TOEFL, GPA out of 10).
// The output is committed; the API never reads the raw data. See api/docs/chance-model.md.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { predictChanceOfAdmit } from '../src/chances/coefficients';
import { ADMISSION_FILE, dataDirectory, readAdmissions } from './lib/admission-data';
import { fitCoefficients, goodnessOfFit } from './lib/fit';

const rows = readAdmissions(dataDirectory(process.argv[2]));
const fitted = fitCoefficients(rows);
const inSample = goodnessOfFit(
  rows.map((row) => row.chance),
  rows.map((row) => predictChanceOfAdmit(row, fitted)),
);

const round = (value: number, digits = 6) => Number(value.toFixed(digits));
const output = {
  dataSet: `${ADMISSION_FILE}: M. S. Acharya, A. Armaan, A. S. Antony, "A Comparison of Regression Models for Prediction of Graduate Admissions", ICCIDS 2019, doi:10.1109/ICCIDS.2019.8862140`,
  target: 'Chance of Admit (0-1), self-reported by applicants before results; not an outcome',
  method: 'ordinary least squares: chance = intercept + sum(coefficient * input)',
  rows: rows.length,
  generatedAt: new Date().toISOString(),
  inSample: { r2: round(inSample.r2, 4), rmse: round(inSample.rmse, 4) },
  intercept: round(fitted.intercept),
  meanChance: round(fitted.meanChance),
  inputs: Object.fromEntries(
    Object.entries(fitted.inputs).map(([name, fit]) => [
      name,
      { coefficient: round(fit.coefficient), mean: round(fit.mean), std: round(fit.std) },
    ]),
  ),
};

const target = join(__dirname, '../src/chances/model-coefficients.json');
writeFileSync(target, `${JSON.stringify(output, null, 2)}\n`);
console.log(`Fitted on ${rows.length} rows; in-sample R^2 ${output.inSample.r2}, RMSE ${output.inSample.rmse}`);
console.log(`chance = ${output.intercept} + ${Object.entries(output.inputs).map(([n, f]) => `${f.coefficient} ${n}`).join(' + ')}`);
for (const [name, fit] of Object.entries(output.inputs)) console.log(`  ${name}: mean ${fit.mean}, std ${fit.std}`);
console.log(`Wrote ${target}`);
