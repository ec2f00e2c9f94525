// Business constants of SPEC section 9 that more than one part of GradAtlas
// needs. A constant with a single user lives next to that user instead.
// Everything timed is in milliseconds.

/** Pause after typing before suggestions are asked for (explorer and calculator). */
export const SUGGESTION_DELAY_MS = 800;

export const REQUEST_TIMEOUT_MS = 30_000;

export const TOKEN_CHECK_INTERVAL_MS = 120_000;
export const TOKEN_REFRESH_THRESHOLD_S = 300;

export const CATEGORY_MID_RANGE_CUTOFF = 25_000;
export const CATEGORY_PREMIUM_CUTOFF = 50_000;

export const COUNTRY_FILTERS = ['All', 'USA', 'Canada'] as const;
export type CountryFilter = (typeof COUNTRY_FILTERS)[number];
