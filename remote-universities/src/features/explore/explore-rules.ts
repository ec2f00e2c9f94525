// The explorer's numbers from SPEC section 9. They live here because nothing
// outside the explorer uses them. Everything timed is in milliseconds.

/** Universities per list page ('Load More Universities' fetches the next six). */
export const PAGE_SIZE = 6;
/** Suggestions shown under the search box. */
export const SUGGESTION_LIMIT = 6;
/** Characters typed before suggestions are asked for. */
export const SUGGESTION_MIN_CHARS = 2;
/** Pause after typing before the list itself is searched. */
export const FULL_SEARCH_DELAY_MS = 100;
/** After a suggestion is chosen, suggestions stay closed for this long. */
export const SUGGESTION_SUPPRESS_MS = 10_000;
/** Scroll depth that shows the 'Back to top' button. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

export interface TuitionBand {
  label: string;
  min?: number;
  max?: number;
}

/** Tuition filter options; the first means no filter. */
export const TUITION_BANDS: readonly TuitionBand[] = [
  { label: 'All Tuition Fees' },
  { label: 'Up to $25,000', min: 0, max: 25_000 },
  { label: '$25,001-$35,000', min: 25_001, max: 35_000 },
  { label: '$35,001-$45,000', min: 35_001, max: 45_000 },
  { label: '$45,001-$55,000', min: 45_001, max: 55_000 },
  { label: '$55,001-$65,000', min: 55_001, max: 65_000 },
  { label: '$65,001-$75,000', min: 65_001, max: 75_000 },
  { label: '$75,001-$85,000', min: 75_001, max: 85_000 },
  { label: 'Above $85,000', min: 85_001 },
];
