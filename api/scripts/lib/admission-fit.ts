// Fits the admission model (api/src/chances/admission-model.ts) on decisions.
import { logitRate, type AdmissionCoefficients } from '../../src/chances/admission-model';
import type { Decision } from './gradcafe';
import { fitLogistic, type TrainingRow } from './logistic-regression';

/**
 * Score centres and caps. Centres are round figures near the GradCafe means
 * (GRE 320, GPA 3.6) and the Graduate Admission 2 TOEFL mean (107); caps keep
 * each score inside the range the data covers (beyond it, a score counts as
 * the cap).
 */
export const SCORE_SCALES = {
  gre: { centre: 320, cap: 30 },
  gpa: { centre: 3.6, cap: 1 },
  toefl: { centre: 107, cap: 18 },
} as const;

const capped = (value: number | null, scale: { centre: number; cap: number }) =>
  value === null ? 0 : Math.min(scale.cap, Math.max(-scale.cap, value - scale.centre));

/** The dense features, in the order of the fitted weights; mirrors admissionProbability. */
function features(decision: Decision, gradsCentre: number): number[] {
  const { applicant, school } = decision;
  const rate = school.admissionRate;
  const grads = school.graduateStudents;
  return [
    1,
    applicant.degree === 'phd' ? 1 : 0,
    applicant.international ? 1 : 0,
    capped(applicant.greTotal, SCORE_SCALES.gre),
    capped(applicant.gpaFourPoint, SCORE_SCALES.gpa),
    rate === null ? 0 : logitRate(rate),
    rate === null ? 1 : 0,
    grads === null || grads <= 0 ? 0 : Math.log(grads) - gradsCentre,
    grads === null || grads <= 0 ? 1 : 0,
  ];
}

/** Mean ln(GRADS) over the decisions' schools that have it: the centre of the size term. */
function gradsCentreOf(decisions: Decision[]): number {
  const logs = decisions.flatMap((d) => (d.school.graduateStudents && d.school.graduateStudents > 0 ? [Math.log(d.school.graduateStudents)] : []));
  return logs.reduce((a, b) => a + b, 0) / logs.length;
}

export interface FitOptions {
  tau: number; // prior sd of the per-school effects (log-odds)
  toeflPerGrePoint: number; // TOEFL's effect per point relative to one GRE point (Graduate Admission 2)
}

export function fitAdmissionModel(decisions: Decision[], options: FitOptions): AdmissionCoefficients {
  const gradsCentre = gradsCentreOf(decisions);
  const schools = [...new Set(decisions.map((d) => d.schoolKey))].sort();
  const index = new Map(schools.map((key, i) => [key, i]));
  const rows: TrainingRow[] = decisions.map((d) => ({ features: features(d, gradsCentre), group: index.get(d.schoolKey) ?? null, outcome: d.admitted }));
  const fit = fitLogistic(rows, schools.length, options.tau);
  const [intercept = 0, phd = 0, international = 0, gre = 0, gpa = 0, perLogitRate = 0, unknownRate = 0, perLogGrads = 0, unknownGrads = 0] = fit.weights;
  // A negative score slope would let a higher score lower the estimate; it is held at 0 instead.
  const greSlope = Math.max(0, gre);
  const round = (value: number) => Number(value.toFixed(5));
  return {
    intercept: round(intercept),
    phd: round(phd),
    international: round(international),
    scores: {
      gre: { ...SCORE_SCALES.gre, perUnit: round(greSlope) },
      gpa: { ...SCORE_SCALES.gpa, perUnit: round(Math.max(0, gpa)) },
      toefl: { ...SCORE_SCALES.toefl, perUnit: round(greSlope * Math.max(0, options.toeflPerGrePoint)) },
    },
    selectivity: { perLogitRate: round(perLogitRate), unknownRate: round(unknownRate) },
    graduateSize: { centre: round(gradsCentre), perLogGrads: round(perLogGrads), unknownGrads: round(unknownGrads) },
    schoolEffects: Object.fromEntries(schools.map((key, i) => [key, round(fit.groupEffects[i] ?? 0)])),
  };
}

/** The school-admission-rate-only baseline: logit(p) = a + b logit(rate) (+ c when the rate is unknown). */
export function fitRateOnly(decisions: Decision[]): (decision: Decision) => number {
  const rowOf = (d: Decision) => [1, d.school.admissionRate === null ? 0 : logitRate(d.school.admissionRate), d.school.admissionRate === null ? 1 : 0];
  const fit = fitLogistic(
    decisions.map((d) => ({ features: rowOf(d), group: null, outcome: d.admitted })),
    0,
    1,
  );
  return (d) => 1 / (1 + Math.exp(-rowOf(d).reduce((sum, x, i) => sum + x * (fit.weights[i] ?? 0), 0)));
}
