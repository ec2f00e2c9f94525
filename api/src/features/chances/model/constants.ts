// Limits of the chance estimate and of the comparison with admitted applicants; each is explained in api/docs/chance-model.md.

/** The estimate is never shown as certain either way. */
export const MIN_PROBABILITY_PERCENT = 2;
export const MAX_PROBABILITY_PERCENT = 98;

/** A probability (0-1) as the estimate shows it: percent, one decimal, clamped to 2-98 %. */
export const shownPercent = (p: number): number =>
  Math.round(Math.min(MAX_PROBABILITY_PERCENT, Math.max(MIN_PROBABILITY_PERCENT, 100 * p)) * 10) / 10;

/**
 * The middle half of a normal spread is 1.349 standard deviations wide: the
 * admits' reported quartiles give their spread this way.
 */
export const QUARTILE_SPAN_SD = 1.349;

/**
 * The least spread assumed among admits' reported figures (GRE total points,
 * GPA on 4 points), so that a profile where most admits posted the same
 * figure (a GPA of 4.0) does not make one point look like a chasm.
 */
export const MIN_REPORTED_SPREAD = { gre: 2, gpa: 0.05 } as const;

/** weight = logistic(1.702 z) is within 0.01 of the normal CDF of z: the share of admits' figures below yours. */
export const WEIGHT_SLOPE = 1.702;

/** Weight of a part the applicant scored where admits reported no figure (fewer than 20, or a language score): neutral. */
export const WEIGHT_UNKNOWN_REQUIREMENT = 0.5;

/** Weight of a part the applicant left empty: nothing is shown as met. */
export const WEIGHT_NO_SCORE = 0;
