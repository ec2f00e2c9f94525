/**
 * The admission model: a logistic regression fitted on real admission
 * decisions (api/scripts/fit-chance-model.ts writes admission-model.json;
 * method in api/docs/chance-model.md). This file is its scoring function;
 * the fit and the evaluation scripts call the same function the API does.
 *
 *   log-odds = intercept                               the Master's level forecast for the coming season
 *            + gpa   * (GPA on 4 points - centre)      applicant scores: coefficients >= 0,
 *            + gre   * (GRE total - centre)             so the estimate never drops when a score rises
 *            + toefl * (TOEFL iBT - centre)
 *            + noGpa * (1 when no GPA is given)         missing indicators: an applicant without a score
 *            + noGre * (1 when no GRE/GMAT is given)    is scored as the applicants who posted none were admitted
 *            + phd   * (1 for a PhD decision)           the PhD level's forecast, relative to the Master's
 *            + international * (1 for an international applicant; GradAtlas users are, by default)
 *            + selectivity * (logit of the school's undergraduate admission rate - centre)
 *            + size  * (ln graduate students - centre)
 *            + world * (world-ranking standing 0-1 - centre)
 *            + one partially pooled adjustment per group the decision belongs to (GROUP_LEVELS):
 *              the field (CIP family), it at the degree level, the programme inside the field
 *              (pulled towards the field's), it at the degree level, the school, the school at
 *              the degree level, the field at the school, the programme at the school (pulled
 *              towards the field's there); 0 for a group without enough decisions.
 */
import { resolveCipGroup } from '../../../lib/cip-codes';

export const FEATURE_NAMES = ['gpa', 'gre', 'toefl', 'noGpa', 'noGre', 'phd', 'international', 'selectivity', 'size', 'world'] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];
/** Features the applicant controls; their coefficients are kept at or above zero. */
export const SCORE_FEATURES: readonly FeatureName[] = ['gpa', 'gre', 'toefl'];
export type CovarianceTerm = 'intercept' | FeatureName;

/**
 * The groups that get their own adjustment, keyed as groupKeys says. A
 * programme's adjustment is its distance from its field's, so a programme
 * with few decisions stays near its field.
 */
export const GROUP_LEVELS = ['field', 'fieldLevel', 'programme', 'programmeLevel', 'school', 'schoolLevel', 'schoolField', 'schoolProgramme'] as const;
export type GroupLevel = (typeof GROUP_LEVELS)[number];

/** Decisions counted per group for the evidence an estimate shows (only counts of at least MIN_SHOWN_COUNT are kept). */
export const COUNTED_LEVELS = ['field', 'programme', 'school', 'schoolLevel', 'schoolField', 'schoolProgramme'] as const;
export type CountedLevel = (typeof COUNTED_LEVELS)[number];

/**
 * Estimates learned from past seasons spread too far when they meet a new
 * season (a school's record carries over only in part): the estimate's
 * log-odds are centre + slope × (fitted log-odds - centre). The slope is
 * measured on the latest season a fit without it had not seen; the centre is
 * the mean fitted log-odds of the latest season's decisions, so an average
 * applicant's estimate does not move.
 */
export interface Calibration {
  slope: number;
  centre: number;
}

/** A programme as the model reads it: its field (CIP family) and, when the model knows one narrower, its programme group. */
export interface ProgrammeKeys {
  field: string;
  programme: string | null;
}

/** A partially pooled adjustment in log-odds, with its standard error. */
export interface Adjustment {
  value: number;
  sd: number;
}

export interface AdmissionModel {
  intercept: number;
  coefficients: Record<FeatureName, number>;
  centres: Record<FeatureName, number>;
  /** Covariance of the fitted intercept and coefficients (inverse information), rows and columns in covarianceTerms order. */
  covarianceTerms: CovarianceTerm[];
  covariance: number[][];
  /** How far (log-odds) the level moves from one season to the next, by degree level: the forecast level is uncertain by this much. */
  seasonMovementSd: Record<DegreeLevel, number>;
  /** How the fitted log-odds are drawn together, by degree level, as measured on the latest season the fit before had not seen (calibratedLogOdds). */
  calibration: Record<DegreeLevel, Calibration>;
  /** Spread (root mean square) of each level's fitted adjustments, log-odds: how far a group without its own may sit; 0 for a level not used. */
  adjustmentSd: Record<GroupLevel, number>;
  /** The adjustments, by level and group key; a group is here only with enough decisions of its own. */
  adjustments: Record<GroupLevel, Record<string, Adjustment>>;
  /** CIP codes narrower than a family (series, or programmes) with enough decisions to be programme groups of their own. */
  programmeGroups: string[];
  /** Real decisions the model was fitted on, per group (keys as groupKeys); only counts of at least MIN_SHOWN_COUNT. */
  decisions: Record<CountedLevel, Record<string, number>>;
  /** Share of Master's applicants assumed when the applicant gives no degree level. */
  mastersShareWithoutDegreeLevel: number;
  /** The first and the latest season fitted (calendar years; the latest one's level is carried to the coming season). */
  seasons: { first: number; latest: number };
}

export type DegreeLevel = 'masters' | 'phd';

/** No count, adjustment or profile from fewer decisions than this is kept or shown: fewer could point at a poster. */
export const MIN_SHOWN_COUNT = 20;

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
    noGpa: applicant.gpa4 === null ? 1 : 0,
    noGre: applicant.greTotal === null ? 1 : 0,
    phd,
    international: applicant.international,
    ...schoolFeatures(school),
  };
}

/** Centred values (a missing figure sits at its centre, 0). */
function centred(model: AdmissionModel, values: Record<FeatureName, number | null>): Record<FeatureName, number> {
  return Object.fromEntries(FEATURE_NAMES.map((n) => [n, values[n] === null ? 0 : (values[n] as number) - model.centres[n]])) as Record<FeatureName, number>;
}

export const levelName = (phd: 0 | 1): DegreeLevel => (phd ? 'phd' : 'masters');

/** The key of each group a decision belongs to (null: it belongs to none at that level). */
export function groupKeys(slug: string | null, programme: ProgrammeKeys | null, phd: 0 | 1): Record<GroupLevel, string | null> {
  const field = programme?.field ?? null;
  const group = programme?.programme ?? null;
  const at = (key: string | null) => (slug === null || key === null ? null : `${slug}|${key}`);
  return {
    field,
    fieldLevel: field === null ? null : `${field}|${levelName(phd)}`,
    programme: group,
    programmeLevel: group === null ? null : `${group}|${levelName(phd)}`,
    school: slug,
    schoolLevel: at(levelName(phd)),
    schoolField: at(field),
    schoolProgramme: at(group),
  };
}

/**
 * How the model reads a CIP code of any length: its field (the 2-digit
 * family) and the narrowest programme group inside the field that contains
 * it (by prefix: "11.0701" → "11.07"), or none. A family ("11") has no
 * programme group: it is the field as a whole. Null for no code.
 */
export function programmeKeysOf(model: AdmissionModel, code: string | null): ProgrammeKeys | null {
  if (code === null) return null;
  return { field: code.slice(0, 2), programme: resolveCipGroup(code, model.programmeGroups) };
}

/** Log-odds of admission for one degree level (phd: 0 Master's, 1 PhD); `programme` as programmeKeysOf reads it, or null. */
export function logOdds(model: AdmissionModel, applicant: ApplicantFigures, school: SchoolFigures, phd: 0 | 1, programme: ProgrammeKeys | null = null): number {
  const x = centred(model, featureValues(applicant, school, phd));
  const shared = FEATURE_NAMES.reduce((sum, name) => sum + model.coefficients[name] * x[name], model.intercept);
  const keys = groupKeys(school.slug, programme, phd);
  return GROUP_LEVELS.reduce((sum, level) => sum + (keys[level] === null ? 0 : (model.adjustments[level][keys[level]]?.value ?? 0)), shared);
}

/** The estimate's log-odds: the fitted log-odds drawn towards the degree level's centre by its calibration slope. */
export function calibratedLogOdds(model: AdmissionModel, applicant: ApplicantFigures, school: SchoolFigures, phd: 0 | 1, programme: ProgrammeKeys | null = null): number {
  const { slope, centre } = model.calibration[levelName(phd)];
  return centre + slope * (logOdds(model, applicant, school, phd, programme) - centre);
}

/**
 * Variance of the estimate's log-odds from what the model does not know: the
 * fitted coefficients (x' Σ x; TOEFL's effect is a fixed multiple of GRE's,
 * so it moves with GRE's column) and each group's adjustment (its standard
 * error, or the whole spread of such adjustments when the group has none of
 * its own or is not known, as a programme not given), both drawn in by the
 * calibration slope; then how far this degree level's admissions moved from
 * one season to the next, since the coming season's level is not known.
 * The parts are added as if independent: the adjustments were fitted with the
 * coefficients held fixed, so their covariance with them is not estimated.
 */
export function logOddsVariance(model: AdmissionModel, applicant: ApplicantFigures, school: SchoolFigures, phd: 0 | 1, programme: ProgrammeKeys | null = null): number {
  const x = centred(model, featureValues(applicant, school, phd));
  const toeflPerGre = model.coefficients.gre > 0 ? model.coefficients.toefl / model.coefficients.gre : 0;
  const column = (term: CovarianceTerm) => (term === 'intercept' ? 1 : term === 'gre' ? x.gre + toeflPerGre * x.toefl : x[term]);
  const v = model.covarianceTerms.map(column);
  let coefficientVariance = 0;
  model.covariance.forEach((row, i) => row.forEach((c, j) => (coefficientVariance += v[i]! * c * v[j]!)));
  const keys = groupKeys(school.slug, programme, phd);
  const groupVariance = GROUP_LEVELS.reduce((sum, level) => {
    const own = keys[level] === null ? undefined : model.adjustments[level][keys[level]];
    return sum + (own?.sd ?? model.adjustmentSd[level]) ** 2;
  }, 0);
  const level = levelName(phd);
  return model.calibration[level].slope ** 2 * (Math.max(0, coefficientVariance) + groupVariance) + model.seasonMovementSd[level] ** 2;
}

/** Normal quantile of the "likely" range: 80 % of the model's uncertainty lies between low and high. */
export const LIKELY_RANGE_Z = 1.2816;

const mixed = (model: AdmissionModel, degreeLevel: DegreeLevel | null, at: (phd: 0 | 1) => number) => {
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
export function admissionProbability(
  model: AdmissionModel, applicant: ApplicantFigures, school: SchoolFigures, degreeLevel: DegreeLevel | null, programme: ProgrammeKeys | null = null,
): number {
  return mixed(model, degreeLevel, (phd) => logistic(calibratedLogOdds(model, applicant, school, phd, programme)));
}

/** The likely range (0-1) around admissionProbability: the log-odds ± z standard deviations, mixed the same way. */
export function admissionRange(
  model: AdmissionModel, applicant: ApplicantFigures, school: SchoolFigures, degreeLevel: DegreeLevel | null, programme: ProgrammeKeys | null = null,
) {
  const bound = (sign: 1 | -1) => (phd: 0 | 1) =>
    logistic(calibratedLogOdds(model, applicant, school, phd, programme) + sign * LIKELY_RANGE_Z * Math.sqrt(logOddsVariance(model, applicant, school, phd, programme)));
  return { low: mixed(model, degreeLevel, bound(-1)), high: mixed(model, degreeLevel, bound(1)) };
}
