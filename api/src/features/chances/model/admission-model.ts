/**
 * The admission model: a logistic regression fitted on real admission
 * decisions (api/scripts/fit-chance-model.ts writes admission-model.json;
 * method in api/docs/chance-model.md). This file is its scoring function;
 * the fit and the evaluation scripts call the same function the API does.
 *
 *   log-odds = intercept
 *            + gpa   * (GPA on 4 points - centre)      applicant scores: coefficients >= 0,
 *            + gre   * (GRE total - centre)             so the estimate never drops when a score rises
 *            + toefl * (TOEFL iBT - centre)
 *            + phd   * (1 for a PhD decision)
 *            + international * (1 for an international applicant; GradAtlas users are, by default)
 *            + selectivity * (logit of the school's undergraduate admission rate - centre)
 *            + size  * (ln graduate students - centre)
 *            + world * (world-ranking standing 0-1 - centre)
 *            + the school's own offset (partially pooled; 0 for a school without enough decisions)
 * A score or school figure that is missing sits at its centre: it moves nothing.
 */
export interface AdmissionModel {
  intercept: number;
  coefficients: Record<FeatureName, number>;
  centres: Record<FeatureName, number>;
  /** Per school slug: its pooled offset in log-odds. */
  schoolOffsets: Record<string, number>;
  /** Share of Master's applicants assumed when the applicant gives no degree level. */
  mastersShareWithoutDegreeLevel: number;
  /** Category cut-offs in percent, chosen on the training seasons (docs). */
  safeFromPercent: number;
  moderateFromPercent: number;
}

export const FEATURE_NAMES = ['gpa', 'gre', 'toefl', 'phd', 'international', 'selectivity', 'size', 'world'] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];
/** Features the applicant controls; their coefficients are kept at or above zero. */
export const SCORE_FEATURES: readonly FeatureName[] = ['gpa', 'gre', 'toefl'];

export interface SchoolFigures {
  slug: string | null;
  /** Undergraduate admission rate, percent. */
  acceptanceRate: number | null;
  graduateStudents: number | null;
  /** Positions in QS, THE and ARWU (first number of the published rank). */
  worldPositions: number[];
}

export interface ApplicantFigures {
  gpa4: number | null;
  greTotal: number | null;
  toefl: number | null;
  /** 1 international, 0 domestic; the calculator's users are international students (1). */
  international: 0 | 1;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
export const logistic = (x: number) => 1 / (1 + Math.exp(-x));
export const logit = (p: number) => Math.log(p / (1 - p));

/** 1 - ln(p)/ln(1500) averaged over the rankings (as in the GradAtlas rank); 0 when unranked. */
export function worldStanding(positions: number[]): number {
  if (!positions.length) return 0;
  return positions.map((p) => clamp(1 - Math.log(p) / Math.log(1500), 0, 1)).reduce((a, b) => a + b, 0) / positions.length;
}

/** The school's features; null where the school publishes no figure. */
export function schoolFeatures(school: SchoolFigures): Pick<Record<FeatureName, number | null>, 'selectivity' | 'size' | 'world'> {
  return {
    selectivity: school.acceptanceRate === null ? null : logit(clamp(school.acceptanceRate / 100, 0.02, 0.98)),
    size: school.graduateStudents === null || school.graduateStudents <= 0 ? null : Math.log(school.graduateStudents),
    world: worldStanding(school.worldPositions),
  };
}

/** Log-odds of admission for one degree level (phd: 0 Master's, 1 PhD). */
export function logOdds(model: AdmissionModel, applicant: ApplicantFigures, school: SchoolFigures, phd: 0 | 1, useOffset = true): number {
  const values: Record<FeatureName, number | null> = {
    gpa: applicant.gpa4,
    gre: applicant.greTotal,
    toefl: applicant.toefl,
    phd,
    international: applicant.international,
    ...schoolFeatures(school),
  };
  let sum = model.intercept;
  for (const name of FEATURE_NAMES) {
    const value = values[name];
    if (value !== null) sum += model.coefficients[name] * (value - model.centres[name]);
  }
  if (useOffset && school.slug !== null) sum += model.schoolOffsets[school.slug] ?? 0;
  return sum;
}

/**
 * Probability of admission (0-1). With a degree level, that level's estimate;
 * without, the mix of GradAtlas users (mostly Master's): the two estimates
 * weighted by mastersShareWithoutDegreeLevel. Both parts rise with every
 * score, so the mix does too.
 */
export function admissionProbability(
  model: AdmissionModel,
  applicant: ApplicantFigures,
  school: SchoolFigures,
  degreeLevel: 'masters' | 'phd' | null,
): number {
  if (degreeLevel === 'masters') return logistic(logOdds(model, applicant, school, 0));
  if (degreeLevel === 'phd') return logistic(logOdds(model, applicant, school, 1));
  const share = model.mastersShareWithoutDegreeLevel;
  return share * logistic(logOdds(model, applicant, school, 0)) + (1 - share) * logistic(logOdds(model, applicant, school, 1));
}
