/**
 * The admission model: a logistic regression fitted on real admission
 * decisions (api/scripts/fit-chance-model.ts writes admission-model.json;
 * method in api/docs/chance-model.md). This file is its scoring function;
 * the fit and the evaluation scripts call the same function the API does.
 *
 *   log-odds = intercept                               the admitted share of the latest season, carried forward
 *            + gpa   * (GPA on 4 points - centre)      applicant scores: coefficients >= 0,
 *            + gre   * (GRE total - centre)             so the estimate never drops when a score rises
 *            + toefl * (TOEFL iBT - centre)
 *            + phd   * (1 for a PhD decision)
 *            + international * (1 for an international applicant; GradAtlas users are, by default)
 *            + internationalPhd * (1 for an international PhD applicant)
 *            + selectivity * (logit of the school's undergraduate admission rate - centre)
 *            + size  * (ln graduate students - centre)
 *            + world * (world-ranking standing 0-1 - centre)
 *            + the school's own adjustment (partially pooled; 0 for a school without enough decisions)
 *            + its adjustment for the degree level (the same, on top)
 * A score or school figure that is missing sits at its centre: it moves nothing.
 */
export const FEATURE_NAMES = ['gpa', 'gre', 'toefl', 'phd', 'international', 'internationalPhd', 'selectivity', 'size', 'world'] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];
/** Features the applicant controls; their coefficients are kept at or above zero. */
export const SCORE_FEATURES: readonly FeatureName[] = ['gpa', 'gre', 'toefl'];

export type CovarianceTerm = 'intercept' | FeatureName;

/** A partially pooled adjustment in log-odds, with its standard error. */
export interface Adjustment {
  value: number;
  sd: number;
}

/** What the decisions say about one school: counts and fitted adjustments only, never a row. */
export interface SchoolEvidence {
  /** Real decisions at this school the model was fitted on. */
  decisions: number;
  /** The school's own adjustment, or null: estimated from its profile alone. */
  school: Adjustment | null;
  /** On top of it, its Master's and its PhD adjustments, where that level has enough decisions of its own. */
  masters: Adjustment | null;
  phd: Adjustment | null;
}

export interface AdmissionModel {
  intercept: number;
  coefficients: Record<FeatureName, number>;
  centres: Record<FeatureName, number>;
  /** Covariance of the fitted intercept and coefficients (inverse information), rows and columns in covarianceTerms order. */
  covarianceTerms: CovarianceTerm[];
  covariance: number[][];
  /** How far (log-odds) the admitted share moves from one season to the next: the carried-forward level is uncertain by this much. */
  seasonLevelSd: number;
  /** Spread of the school adjustments (log-odds): how far a school without its own adjustment may sit from its profile. */
  schoolAdjustmentSd: number;
  /** Spread of the degree-level adjustments on top (log-odds), for a school's degree level without its own. */
  degreeAdjustmentSd: number;
  schools: Record<string, SchoolEvidence>;
  /** Share of Master's applicants assumed when the applicant gives no degree level. */
  mastersShareWithoutDegreeLevel: number;
  /** Category cut-offs in percent, chosen on the fitted seasons (docs). */
  safeFromPercent: number;
  moderateFromPercent: number;
}

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

/** Raw feature values of one applicant at one school for one degree level (phd: 0 Master's, 1 PhD); null = missing. */
export function featureValues(applicant: ApplicantFigures, school: SchoolFigures, phd: 0 | 1): Record<FeatureName, number | null> {
  return {
    gpa: applicant.gpa4,
    gre: applicant.greTotal,
    toefl: applicant.toefl,
    phd,
    international: applicant.international,
    internationalPhd: applicant.international * phd,
    ...schoolFeatures(school),
  };
}

/** Centred values (a missing figure sits at its centre, 0). */
function centred(model: AdmissionModel, values: Record<FeatureName, number | null>): Record<FeatureName, number> {
  return Object.fromEntries(FEATURE_NAMES.map((n) => [n, values[n] === null ? 0 : (values[n] as number) - model.centres[n]])) as Record<FeatureName, number>;
}

/** The school's evidence, or none: a school the decisions never named. */
export function schoolEvidence(model: AdmissionModel, school: SchoolFigures): SchoolEvidence {
  return (school.slug === null ? undefined : model.schools[school.slug]) ?? { decisions: 0, school: null, masters: null, phd: null };
}

const degreeAdjustment = (evidence: SchoolEvidence, phd: 0 | 1) => (phd ? evidence.phd : evidence.masters);

/** Log-odds of admission for one degree level (phd: 0 Master's, 1 PhD). */
export function logOdds(model: AdmissionModel, applicant: ApplicantFigures, school: SchoolFigures, phd: 0 | 1): number {
  const x = centred(model, featureValues(applicant, school, phd));
  const shared = FEATURE_NAMES.reduce((sum, name) => sum + model.coefficients[name] * x[name], model.intercept);
  const evidence = schoolEvidence(model, school);
  return shared + (evidence.school?.value ?? 0) + (degreeAdjustment(evidence, phd)?.value ?? 0);
}

/**
 * Variance of that log-odds from what the model does not know: the fitted
 * coefficients (x' Σ x; TOEFL's effect is a fixed multiple of GRE's, so it
 * moves with GRE's column), the level of the coming season, and the school's
 * adjustments (each one's standard error, or the whole spread of such
 * adjustments when the school, or its degree level, has none of its own).
 * The parts are added as if independent: the adjustments were fitted with the
 * coefficients held fixed, so their covariance with them is not estimated.
 */
export function logOddsVariance(model: AdmissionModel, applicant: ApplicantFigures, school: SchoolFigures, phd: 0 | 1): number {
  const x = centred(model, featureValues(applicant, school, phd));
  const toeflPerGre = model.coefficients.gre > 0 ? model.coefficients.toefl / model.coefficients.gre : 0;
  const column = (term: CovarianceTerm) => (term === 'intercept' ? 1 : term === 'gre' ? x.gre + toeflPerGre * x.toefl : x[term]);
  const v = model.covarianceTerms.map(column);
  let coefficientVariance = 0;
  model.covariance.forEach((row, i) => row.forEach((c, j) => (coefficientVariance += v[i]! * c * v[j]!)));
  const evidence = schoolEvidence(model, school);
  const schoolSd = evidence.school?.sd ?? model.schoolAdjustmentSd;
  const degreeSd = degreeAdjustment(evidence, phd)?.sd ?? model.degreeAdjustmentSd;
  return Math.max(0, coefficientVariance) + model.seasonLevelSd ** 2 + schoolSd ** 2 + degreeSd ** 2;
}

/** Normal quantile of the "likely" range: 80 % of the model's uncertainty lies between low and high. */
export const LIKELY_RANGE_Z = 1.2816;

const mixed = (model: AdmissionModel, degreeLevel: 'masters' | 'phd' | null, at: (phd: 0 | 1) => number) => {
  if (degreeLevel === 'masters') return at(0);
  if (degreeLevel === 'phd') return at(1);
  const share = model.mastersShareWithoutDegreeLevel;
  return share * at(0) + (1 - share) * at(1);
};

/**
 * Probability of admission (0-1). With a degree level, that level's estimate;
 * without, the mix of GradAtlas users (mostly Master's): the two estimates
 * weighted by mastersShareWithoutDegreeLevel. Both parts rise with every
 * score, so the mix does too.
 */
export function admissionProbability(model: AdmissionModel, applicant: ApplicantFigures, school: SchoolFigures, degreeLevel: 'masters' | 'phd' | null): number {
  return mixed(model, degreeLevel, (phd) => logistic(logOdds(model, applicant, school, phd)));
}

/** The likely range (0-1) around admissionProbability: the log-odds ± z standard deviations, mixed the same way. */
export function admissionRange(model: AdmissionModel, applicant: ApplicantFigures, school: SchoolFigures, degreeLevel: 'masters' | 'phd' | null) {
  const bound = (sign: 1 | -1) => (phd: 0 | 1) =>
    logistic(logOdds(model, applicant, school, phd) + sign * LIKELY_RANGE_Z * Math.sqrt(logOddsVariance(model, applicant, school, phd)));
  return { low: mixed(model, degreeLevel, bound(-1)), high: mixed(model, degreeLevel, bound(1)) };
}
