// The bounds of one beacon, as plain values: the browser must not load
// TypeBox to read them. field-limits.test.ts keeps them equal to the API's
// (FIELD_LIMITS in @gradatlas/shared/contracts).

export const METRICS_PER_BATCH = 20;
export const ERRORS_PER_BATCH = 20;
export const MAX_MILLISECONDS = 600_000;
export const MAX_LAYOUT_SHIFT = 100;
