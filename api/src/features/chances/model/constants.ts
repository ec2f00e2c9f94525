// Thresholds and limits of the chance estimate; each is explained in api/docs/chance-model.md.
import { ADMISSION_MODEL } from './fitted-model';

/**
 * Category cut-offs on the probability in percent, chosen by the fit script
 * on the fitted seasons so that the categories mean what they say on real
 * decisions (held-out admit rates in the docs).
 */
export const SAFE_FROM_PERCENT = ADMISSION_MODEL.safeFromPercent;
export const MODERATE_FROM_PERCENT = ADMISSION_MODEL.moderateFromPercent;

/** The estimate is never shown as certain either way. */
export const MIN_PROBABILITY_PERCENT = 2;
export const MAX_PROBABILITY_PERCENT = 98;

/**
 * Spread of each score among graduate applicants, used only for the
 * requirement weights shown beside the estimate (how far your score is from
 * the median that admitted applicants reported there): GRE total 10 points, TOEFL 8, GPA 0.6 on 10.
 */
export const DISPLAY_SD = { gre: 10, toefl: 8, cgpa: 0.6 } as const;

/** Gaps beyond 3 standard deviations count as 3 in the requirement weights. */
export const MAX_GAP_SD = 3;

/** weight = logistic(1.702 z) is within 0.01 of the normal CDF of the standardised gap z. */
export const WEIGHT_SLOPE = 1.702;

/** Weight of a part the applicant scored where admits reported no figure (fewer than 20, or a language score): neutral. */
export const WEIGHT_UNKNOWN_REQUIREMENT = 0.5;

/** Weight of a part the applicant left empty: nothing is shown as met. */
export const WEIGHT_NO_SCORE = 0;
