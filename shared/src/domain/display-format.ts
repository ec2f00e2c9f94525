import { enUsDecimal } from './en-us-digits';

export const NOT_AVAILABLE = 'N/A';

// Every number, amount, percent and date the site shows is written as Intl
// writes it in en-US (the site is in English). en-us-digits.ts writes them
// without Intl: a page's first Intl object loads ICU's locale data, a long
// task on a phone. Intl writes only a date outside the years 1-9999.

/** The currencies amounts are published in: US dollars, and Canadian dollars for Canadian records. */
export type Currency = 'USD' | 'CAD';

/**
 * Loads ICU's locale data ahead of a date that needs Intl. No page needs it at
 * start-up (the en-US digits use no Intl); kept for the domain door's callers.
 */
export function prepareDisplayFormats(): void {
  (0).toLocaleString('en-US');
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/**
 * "January 12, 2026": how the site prints a calendar day (in local time); N/A
 * for an invalid date. Intl writes a year outside 1-9999 (with its era).
 */
export function formatLongDate(date: Date): string {
  const year = date.getFullYear();
  if (Number.isNaN(year)) return NOT_AVAILABLE;
  return year > 0 && year < 1e4
    ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${year}`
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * "$45,000" (or "CA$45,000" for Canadian dollars: en-US's symbol, so a Canadian
 * amount never looks like US dollars) for a number, N/A for anything missing.
 * The symbol goes before the first digit, after a minus sign ("-$1,500").
 */
export function formatMoney(value: number | string | null | undefined, currency: Currency = 'USD'): string {
  return isNumber(value) ? enUsDecimal(value, 0).replace(/\d/, (digit) => (currency === 'CAD' ? 'CA$' : '$') + digit) : NOT_AVAILABLE;
}

/** "12,345" for a number, N/A otherwise. */
export function formatCount(value: number | string | null | undefined): string {
  return isNumber(value) ? enUsDecimal(value, 0) : NOT_AVAILABLE;
}

/**
 * "42%" for a number of percent (42 means 42 %), N/A otherwise; up to `digits`
 * decimals, kept only when not zero ("7.3%", "42%"). The value is already in
 * percent, so it is written as a number with a sign appended, not through
 * style 'percent', which would multiply by 100 and round the product (0.145 *
 * 100 is 14.499999...).
 */
export function formatPercent(value: number | string | null | undefined, digits = 1): string {
  return isNumber(value) ? `${enUsDecimal(value, digits)}%` : NOT_AVAILABLE;
}
