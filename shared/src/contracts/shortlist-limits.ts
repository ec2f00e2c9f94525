// Limits of the shortlist and the comparison, as plain values: the browser
// reads them too, and must not load TypeBox to do so.

/** The most universities one user may keep on the shortlist. */
export const SHORTLIST_LIMIT = 100;

/** At most this many universities are compared side by side. */
export const COMPARE_LIMIT = 4;
