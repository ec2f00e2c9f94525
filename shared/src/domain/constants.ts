// Business constants of SPEC section 9. Everything timed is in milliseconds.

export const PAGE_SIZE = 6;
export const SUGGESTION_LIMIT = 6;
export const SUGGESTION_MIN_CHARS = 2;
/** The calculator's university suggestions need MORE than this many characters. */
export const CALCULATOR_SUGGESTION_MIN_EXCLUSIVE = 2;

export const SUGGESTION_DELAY_MS = 800;
export const FULL_SEARCH_DELAY_MS = 100;
export const SUGGESTION_SUPPRESS_MS = 10_000;

export const REQUEST_TIMEOUT_MS = 30_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const TOKEN_CHECK_INTERVAL_MS = 120_000;
export const TOKEN_REFRESH_THRESHOLD_S = 300;

export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const HEADER_SCROLLED_THRESHOLD_PX = 50;
export const COPY_CONFIRMATION_MS = 2_000;

export const CATEGORY_MID_RANGE_CUTOFF = 25_000;
export const CATEGORY_PREMIUM_CUTOFF = 50_000;

export const COUNTRY_FILTERS = ['All', 'USA', 'Canada'] as const;
export type CountryFilter = (typeof COUNTRY_FILTERS)[number];

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

export const SCORE_BAR_GREEN_MIN = 0.7;
export const SCORE_BAR_AMBER_MIN = 0.4;

export const WORDS_PER_MINUTE = 200;
export const MAX_RELATED_TOPICS = 3;

export const LOCAL_BLOG_IMAGE_SLUGS = [
  'study-abroad-application-guide',
  'student-visa-guide',
  'international-student-life',
  'graduate-school-admissions',
  'statement-of-purpose',
  'letter-of-recommendation',
  'choosing-university',
  'scholarship-tips',
] as const;

export const HERO_FIGURES = [
  { value: '15k+', label: 'Successful Admits' },
  { value: '$15M+', label: 'Scholarships Achieved' },
  { value: '98%', label: 'Visa Success Rate' },
] as const;
