// Thresholds and limits of the chance estimate; each is explained in api/docs/chance-model.md.

import { FITTED_MODEL } from './fitted-model';

/**
 * Category cut-offs on the probability in percent, chosen by the fitting script
 * so that on real decisions about 75 % of 'safe' ones and at most 30 % of
 * 'ambitious' ones were admits.
 */
export const SAFE_FROM_PERCENT = FITTED_MODEL.categories.safeFromPercent;
export const MODERATE_FROM_PERCENT = FITTED_MODEL.categories.moderateFromPercent;

/**
 * Without a degree level, the estimate is the mix of GradAtlas users: mostly
 * Master's applicants. We assume 80 % Master's and 20 % PhD (an assumption, not a
 * measured figure) and average the two estimates.
 */
export const ASSUMED_MASTERS_SHARE = 0.8;

/** GradAtlas serves international applicants, so every estimate is for one. */
export const APPLICANT_IS_INTERNATIONAL = true;

/** The estimate is never shown as certain either way. */
export const MIN_PROBABILITY_PERCENT = 2;
export const MAX_PROBABILITY_PERCENT = 98;

/** weight = logistic(1.702 z) is within 0.01 of the normal CDF of the standardised gap z. */
export const WEIGHT_SLOPE = 1.702;

/** Weight of a part the applicant scored but the school has no typical value for: neutral. */
export const WEIGHT_UNKNOWN_REQUIREMENT = 0.5;

/** Weight of a part the applicant left empty: nothing is shown as met. */
export const WEIGHT_NO_SCORE = 0;
