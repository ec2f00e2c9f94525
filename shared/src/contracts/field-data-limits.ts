// Where field data is sent and the bounds of one beacon, as plain values: the
// host's reporter reads them in the browser, which must not load TypeBox to do
// so, and the API's schema (field-data.ts) is built from the same values.

/** The API route that stores field data (api/src/features/field-data). */
export const FIELD_DATA_PATH = '/api/vitals';

/**
 * Bounds of one beacon. Timings are milliseconds: ten minutes is far beyond
 * any real LCP, INP, FCP or TTFB, so a larger value is a broken or forged
 * report. CLS is a unitless score; real pages stay far below 100.
 */
export const FIELD_LIMITS = { metricsPerBatch: 20, errorsPerBatch: 20, maxMilliseconds: 600_000, maxLayoutShift: 100 } as const;

/**
 * The taps an INP report may name (issue 50): an element marks itself with
 * `data-interaction={'load-more' satisfies FieldInteraction}` (a plain
 * attribute, checked against this list when compiled: nothing added to the
 * page's scripts; INTERACTION_ATTRIBUTE names it) and the host's reporter
 * names the kind of the interaction that set a page's INP; anything unmarked
 * is `other`. A fixed list, so a report never carries text from the page.
 */
export const FIELD_INTERACTIONS = ['search', 'filter', 'load-more', 'section-tab', 'calculate', 'save', 'compare', 'currency', 'other'] as const;
export type FieldInteraction = (typeof FIELD_INTERACTIONS)[number];
export const INTERACTION_ATTRIBUTE = 'data-interaction';
