import { CAD_PER_USD } from '@gradatlas/shared/domain';
import type { ExchangeRate } from '../contracts/exchange-rates';
import type { Currency } from './display-format';

// Reached as @gradatlas/shared/domain/converted-cost, a path of its own that
// each app bundles for itself (it holds no state): the host's entry carries the
// domain door for the home page, and these helpers would have pushed the home
// page over its 160 KiB JavaScript budget (measured 160.8), though only the
// pages that show a cost use them.
//
// A yearly cost in the student's own currency: an estimate at one dated rate,
// so it is written "about", to three significant figures, in a locale of that
// currency (en-IN groups rupees in lakhs and crores), and always shown beside
// the published figure with the rate it was made with.

export type { ExchangeRate };

/** English locales whose grouping or symbol readers of that currency expect; every other currency is written as en-US does. */
const LOCALE_OF: Record<string, string> = { INR: 'en-IN', NGN: 'en-NG', KES: 'en-KE', GHS: 'en-GH' };

const localeOf = (currency: string) => LOCALE_OF[currency] ?? 'en-US';

const approximateFormats = new Map<string, Intl.NumberFormat>();
const rateFormats = new Map<string, Intl.NumberFormat>();
let monthFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;

/** A format built once per currency (building one is what costs time). */
function cached(formats: Map<string, Intl.NumberFormat>, currency: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(currency), { style: 'currency', currency, ...options });
    formats.set(currency, format);
  }
  return format;
}

/** The rates as received, keeping only well-formed ones: a malformed answer means fewer currencies, never a wrong figure. */
export function readExchangeRates(data: unknown): ExchangeRate[] {
  const list = (data as { data?: unknown } | null)?.data;
  return Array.isArray(list)
    ? list.filter(
        (rate: Record<string, unknown> | null): rate is ExchangeRate =>
          /^[A-Z]{3}$/.test(String(rate?.currency)) &&
          Number(rate?.unitsPerUsd) > 0 &&
          Number.isFinite(rate?.unitsPerUsd) &&
          [rate?.name, rate?.date, rate?.source].every((text) => typeof text === 'string'),
      )
    : [];
}

/**
 * The one CA$ rate every page uses: the one the data set's Canadian figures
 * were turned into US$ with (CAD_PER_USD), which their own notes, the US$
 * equivalents beside them, the comparisons and the tuition filter all rest on.
 * Converting the same CA$ figures at the rates list's newer CAD rate put two
 * CA$ rates on one page (issue 46), so the list's CAD rate is not used.
 */
export const DATA_SET_CAD_RATE: ExchangeRate = {
  currency: 'CAD',
  name: 'Canadian Dollar',
  unitsPerUsd: CAD_PER_USD,
  date: '2022',
  source: 'Bank of Canada, annual average',
};

/** The rate a page uses for `currency`: CA$ at the data set's rate, every other currency at the list's; undefined without one. */
export function pageRate(currency: string, rates: readonly ExchangeRate[]): ExchangeRate | undefined {
  return currency === 'CAD' ? DATA_SET_CAD_RATE : rates.find((rate) => rate.currency === currency);
}

/**
 * The rates a page converting into `currency` shows once, for all its amounts:
 * that currency's, and the CA$ rate when some amounts are in CA$. Empty when
 * nothing is converted (US$, or no rate for the currency).
 */
export function ratesOnPage(currency: string, rates: readonly ExchangeRate[], publishedIn: readonly Currency[]): ExchangeRate[] {
  const target = currency === 'USD' ? undefined : pageRate(currency, rates);
  if (!target) return [];
  return currency !== 'CAD' && publishedIn.includes('CAD') ? [target, DATA_SET_CAD_RATE] : [target];
}

export interface ConvertedAmount {
  amount: number;
  currency: string;
  /** Every rate the conversion used: the target's, and CAD's for a CA$ amount. */
  rates: ExchangeRate[];
}

/**
 * `amount` (in US$ or CA$) in `currency`, through US dollars; null when the
 * amount is missing, when it is already in that currency, when a rate is
 * missing, and for US dollars: a record's US$ figures are shown as published
 * (a CA$ record's at its dated 2022 rate), never converted again here.
 */
export function convertAmount(amount: number | null, from: Currency, currency: string, rates: readonly ExchangeRate[]): ConvertedAmount | null {
  if (amount === null || !Number.isFinite(amount) || currency === from || currency === 'USD') return null;
  const target = pageRate(currency, rates);
  const source = from === 'USD' ? undefined : pageRate(from, rates);
  if (!target || (from !== 'USD' && !source)) return null;
  const usd = source ? amount / source.unitsPerUsd : amount;
  return { amount: usd * target.unitsPerUsd, currency, rates: source ? [source, target] : [target] };
}

/** "₹64,10,000": three significant figures, no decimals, in the currency's locale. */
export function approximateAmount(converted: Pick<ConvertedAmount, 'amount' | 'currency'>): string {
  // lessPrecision: three significant figures, but never a decimal (€78, not €78.2).
  const format = cached(approximateFormats, converted.currency, { maximumSignificantDigits: 3, maximumFractionDigits: 0, roundingPriority: 'lessPrecision' });
  return format.format(converted.amount);
}

/** "about ₹64,10,000": an estimate, so it says so. */
export function formatApproximate(converted: Pick<ConvertedAmount, 'amount' | 'currency'>): string {
  return `about ${approximateAmount(converted)}`;
}

/** "June 2026" for a monthly average's month, "September 29, 2026" for a day, "2022" for a year. */
export function formatRateDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (year && month === undefined && /^\d{4}$/.test(date)) return date;
  if (!year || !month) return date;
  const when = new Date(Date.UTC(year, month - 1, day ?? 1));
  if (day === undefined) {
    monthFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
    return monthFormat.format(when);
  }
  dayFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return dayFormat.format(when);
}

/** A rate older than this many days has its date shown beside the amount, not only behind the rate button. */
export const OLD_RATE_DAYS = 61;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * True when the period the rate describes ended more than about two months
 * (OLD_RATE_DAYS) before `now`: a month's average counts from the month's last
 * day, a year's from December 31, a snapshot from its day.
 */
export function isOldRate(rate: Pick<ExchangeRate, 'date'>, now: number): boolean {
  const [year, month, day] = rate.date.split('-').map(Number);
  if (!year) return false;
  // Day 0 of the next month is the last day of this one.
  const end = day ? Date.UTC(year, (month ?? 1) - 1, day) : month ? Date.UTC(year, month, 0) : Date.UTC(year, 11, 31);
  return now - end > OLD_RATE_DAYS * DAY_MS;
}

/** "US$1 = ₹94.96 (Federal Reserve H.10, monthly average, June 2026)": the rate with its source and date. */
export function describeRate(rate: ExchangeRate): string {
  const units = cached(rateFormats, rate.currency, { maximumSignificantDigits: 6 }).format(rate.unitsPerUsd);
  return `US$1 = ${units} (${rate.source}, ${formatRateDate(rate.date)})`;
}
