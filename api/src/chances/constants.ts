// Thresholds and limits of the chance estimate; each is explained in api/docs/chance-model.md.

/** Category cut-offs on the probability in percent: safe >= 70, moderate >= 40, else ambitious. */
export const SAFE_FROM_PERCENT = 70;
export const MODERATE_FROM_PERCENT = 40;

/** The estimate is never shown as certain either way. */
export const MIN_PROBABILITY_PERCENT = 2;
export const MAX_PROBABILITY_PERCENT = 98;

/** Starting point when a school publishes no admission rate (all Canadian records): no information either way. */
export const DEFAULT_ACCEPTANCE_RATE_PERCENT = 50;

/** Gaps beyond 3 standard deviations are outside the fitted data; they count as 3. */
export const MAX_GAP_SD = 3;

/** weight = logistic(1.702 z) is within 0.01 of the normal CDF of the standardised gap z. */
export const WEIGHT_SLOPE = 1.702;

/** Weight of a part the applicant scored but the school has no typical value for: neutral. */
export const WEIGHT_UNKNOWN_REQUIREMENT = 0.5;

/** Weight of a part the applicant left empty: nothing is shown as met. */
export const WEIGHT_NO_SCORE = 0;
