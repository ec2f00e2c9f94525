// Fits the admission-chance model on real decisions and writes
// api/src/chances/model-coefficients.json (committed; the API never reads raw data).
//   npx tsx api/scripts/fit-chance-model.ts [path/to/shared/data]   (npm run fit:model -w api)
// Seasons 2012-2015 are fitted; 2016 is held out for evaluate-chance-model.ts.
// The prior sd of the per-school effects is chosen by fitting 2012-2014 and
// scoring 2015 (Brier), never by looking at 2016. See api/docs/chance-model.md.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { admissionProbability, type AdmissionCoefficients } from '../src/chances/admission-model';
import type { FittedModelFile } from '../src/chances/fitted-model';
import { ADMISSION_FILE, dataDirectory, readAdmissions } from './lib/admission-data';
import { fitAdmissionModel } from './lib/admission-fit';
import { brier } from './lib/classification-metrics';
import { fitCoefficients } from './lib/fit';
import { DECISIONS_FILE, readDecisions, SCORECARD_FILE, type Decision } from './lib/gradcafe';
import { AMBITIOUS_ADMIT_SHARE, FIT_SEASONS, SAFE_ADMIT_SHARE, TAU_CANDIDATES } from './lib/model-file';

const dataDir = dataDirectory(process.argv[2]);
const decisions = readDecisions(dataDir);
const inSeasons = (from: number, to: number) => decisions.filter((d) => d.season >= from && d.season <= to);
const training = inSeasons(FIT_SEASONS.from, FIT_SEASONS.to);

// TOEFL's effect relative to GRE's, from Graduate Admission 2 (the only source with TOEFL).
const selfReported = fitCoefficients(readAdmissions(dataDir));
const toeflPerGrePoint = selfReported.inputs.toefl.coefficient / selfReported.inputs.gre.coefficient;

const scored = (model: AdmissionCoefficients, rows: Decision[]) =>
  rows.map((d) => ({ probability: admissionProbability(d.applicant, d.school, model), outcome: d.admitted }));

const validationScores = TAU_CANDIDATES.map((tau) => {
  const model = fitAdmissionModel(inSeasons(FIT_SEASONS.from, FIT_SEASONS.to - 1), { tau, toeflPerGrePoint });
  return { tau, brier: brier(scored(model, inSeasons(FIT_SEASONS.to, FIT_SEASONS.to))) };
});
const { tau } = validationScores.reduce((best, candidate) => (candidate.brier < best.brier ? candidate : best));
const model = fitAdmissionModel(training, { tau, toeflPerGrePoint });

/** Share admitted among the training decisions whose probability passes the test. */
function admitShare(items: ReturnType<typeof scored>, test: (p: number) => boolean) {
  const chosen = items.filter((item) => test(item.probability));
  return { count: chosen.length, share: chosen.filter((item) => item.outcome === 1).length / chosen.length };
}
const trainingScores = scored(model, training);
const percents = Array.from({ length: 99 }, (_, i) => i + 1);
// Safe: the lowest cut-off at which at least 75 % of decisions at or above it were admits.
const safeFromPercent = percents.find((p) => {
  const { count, share } = admitShare(trainingScores, (q) => q * 100 >= p);
  return count >= 100 && share >= SAFE_ADMIT_SHARE;
});
// Ambitious: the highest cut-off below which at most 30 % of decisions were admits.
const ambitiousBelowPercent = [...percents].reverse().find((p) => {
  const { count, share } = admitShare(trainingScores, (q) => q * 100 < p);
  return count >= 100 && share <= AMBITIOUS_ADMIT_SHARE;
});
if (safeFromPercent === undefined || ambitiousBelowPercent === undefined) throw new Error('No category threshold meets its admit share');

const output: FittedModelFile = {
  dataSets: [
    `${DECISIONS_FILE}: GradCafe-derived decisions, seasons ${FIT_SEASONS.from}-${FIT_SEASONS.to} (${training.length} decisions); rows never shipped`,
    `${SCORECARD_FILE}: ADM_RATE and GRADS, College Scorecard 2021-22, joined on UNITID`,
    `${ADMISSION_FILE}: only the ratio of TOEFL's effect to GRE's (${toeflPerGrePoint.toFixed(3)} per point)`,
  ],
  method: 'logistic regression; per-school effects partially pooled with a normal prior (sd tau); score slopes held >= 0',
  fittedSeasons: FIT_SEASONS,
  decisions: training.length,
  schools: Object.keys(model.schoolEffects).length,
  tau,
  validation: validationScores.map((v) => ({ tau: v.tau, brier2015: Number(v.brier.toFixed(4)) })),
  categories: { safeFromPercent, moderateFromPercent: ambitiousBelowPercent },
  comparisonSpread: {
    gre: Number(selfReported.inputs.gre.std.toFixed(3)),
    toefl: Number(selfReported.inputs.toefl.std.toFixed(3)),
    cgpa: Number(selfReported.inputs.cgpa.std.toFixed(3)),
  },
  coefficients: model,
};

const target = join(__dirname, '../src/chances/model-coefficients.json');
writeFileSync(target, `${JSON.stringify(output, null, 2)}\n`);
console.log(`Fitted on ${training.length} decisions (${FIT_SEASONS.from}-${FIT_SEASONS.to}), ${output.schools} schools, tau ${tau}`);
console.log(`Validation (fit ${FIT_SEASONS.from}-${FIT_SEASONS.to - 1}, score ${FIT_SEASONS.to}): ${output.validation.map((v) => `tau ${v.tau} Brier ${v.brier2015}`).join('; ')}`);
const { scores, selectivity, graduateSize } = model;
console.log(`intercept ${model.intercept}, PhD ${model.phd}, international ${model.international}`);
console.log(`per GRE point ${scores.gre.perUnit}, per GPA point ${scores.gpa.perUnit}, per TOEFL point ${scores.toefl.perUnit}`);
console.log(`per logit(admission rate) ${selectivity.perLogitRate} (unknown rate ${selectivity.unknownRate}); per ln(GRADS) ${graduateSize.perLogGrads}`);
console.log(`categories: safe from ${safeFromPercent} %, ambitious below ${ambitiousBelowPercent} %`);
console.log(`Wrote ${target}`);
