// @gradatlas/shared/domain: the SPEC's rules every app applies the same way:
// slugs, display formats and N/A, categories, and reading university answers.
export { CATEGORY_MID_RANGE_CUTOFF, CATEGORY_PREMIUM_CUTOFF, COUNTRY_FILTERS, SUGGESTION_DELAY_MS } from './constants';
export type { CountryFilter } from './constants';
export { slugify } from './slug';
export { formatCount, formatLongDate, formatMoney, formatPercent, NOT_AVAILABLE, prepareDisplayFormats } from './display-format';
export type { Currency } from './display-format';
export { stripFirstTopLevelHeading } from './article-text';
export { hasUncomparableTuition, placeLine } from './university';
export { CAD_PER_USD, EXCHANGE_RATE_NOTE, formatAmount, formatUsdTotal, toUsd, usdAmount } from './currency';
export type { NumberOrNotAvailable, University } from './university';
export { isJsonObject, normalizeUniversity, readUniversity, readUniversityPage } from './read-university';
export type { UniversityPage } from './read-university';
export { batchBody, DEFAULT_INPUTS, DEGREE_LEVELS, GPA_SCALE_CHOICES, generalBody, hasProfile, inputsFrom, LANGUAGE_TESTS, specificBody, TEST_TYPES } from './chance-inputs';
export type { CalculatorInputs, DegreeLevelChoice, GpaScaleChoice, LanguageTest, Mode, TestTypeChoice } from './chance-inputs';
