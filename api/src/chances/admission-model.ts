// The admission model's scoring function: one logistic model, used by the API
// (model.ts) and by the fitting and evaluation scripts, so what is evaluated is
// exactly what the product computes. See api/docs/chance-model.md.

export type DegreeLevel = 'masters' | 'phd';

/** One applicant on the scales the model was fitted on; null = not given. */
export interface ModelApplicant {
  degree: DegreeLevel;
  international: boolean;
  greTotal: number | null; // GRE verbal + quantitative, 260-340
  gpaFourPoint: number | null; // GPA on the 4-point scale
  toefl: number | null; // TOEFL iBT, 0-120
}

/** What the model knows of a school. */
export interface ModelSchool {
  /** A key of `schoolEffects`: `unitid:<UNITID>` for US schools, `name:<search form>` otherwise. */
  keys: string[];
  admissionRate: number | null; // 0-1, College Scorecard ADM_RATE (undergraduate)
  graduateStudents: number | null; // College Scorecard GRADS
}

/** The fitted parameters, as written by api/scripts/fit-chance-model.ts. */
export interface AdmissionCoefficients {
  intercept: number;
  phd: number;
  international: number;
  /** Log-odds per unit above the centre; every slope is >= 0, which makes the model monotone. */
  scores: Record<'gre' | 'gpa' | 'toefl', { centre: number; perUnit: number; cap: number }>;
  /** School selectivity: log-odds per unit of logit(admission rate), and the shift when the rate is unknown. */
  selectivity: { perLogitRate: number; unknownRate: number };
  /** Graduate size: log-odds per unit of ln(GRADS) - centre, and the shift when GRADS is unknown. */
  graduateSize: { centre: number; perLogGrads: number; unknownGrads: number };
  /** Partially pooled per-school effects (log-odds), shrunk toward 0; absent schools get 0. */
  schoolEffects: Record<string, number>;
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
export const logit = (p: number) => Math.log(p / (1 - p));

/** Admission rates are clamped to 2-98 % before the logit, so 0 % or 100 % artefacts stay finite. */
export const logitRate = (rate: number) => logit(clamp(rate, 0.02, 0.98));

/**
 * A score's contribution: slope times its distance from the centre, capped
 * (beyond the cap is outside the fitted data). A missing score sits at the
 * centre: it neither helps nor hurts.
 */
function scoreTerm(value: number | null, fit: AdmissionCoefficients['scores']['gre']): number {
  if (value === null) return 0;
  return fit.perUnit * clamp(value - fit.centre, -fit.cap, fit.cap);
}

/** The school part of the log-odds: selectivity, graduate size and its own pooled effect. */
export function schoolTerm(school: ModelSchool, c: AdmissionCoefficients): number {
  const selectivity = school.admissionRate === null ? c.selectivity.unknownRate : c.selectivity.perLogitRate * logitRate(school.admissionRate);
  const size =
    school.graduateStudents === null || school.graduateStudents <= 0
      ? c.graduateSize.unknownGrads
      : c.graduateSize.perLogGrads * (Math.log(school.graduateStudents) - c.graduateSize.centre);
  const effectKey = school.keys.find((key) => key in c.schoolEffects);
  return selectivity + size + (effectKey === undefined ? 0 : (c.schoolEffects[effectKey] ?? 0));
}

/** Probability (0-1) that this applicant is admitted to this school, by the fitted logistic model. */
export function admissionProbability(applicant: ModelApplicant, school: ModelSchool, c: AdmissionCoefficients): number {
  const logOdds =
    c.intercept +
    (applicant.degree === 'phd' ? c.phd : 0) +
    (applicant.international ? c.international : 0) +
    scoreTerm(applicant.greTotal, c.scores.gre) +
    scoreTerm(applicant.gpaFourPoint, c.scores.gpa) +
    scoreTerm(applicant.toefl, c.scores.toefl) +
    schoolTerm(school, c);
  return logistic(logOdds);
}
