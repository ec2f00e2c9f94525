export const NOT_AVAILABLE = 'N/A';

// Every number, amount, percent and date the site shows goes through Intl, in
// en-US (the site is in English). Building a formatter is what costs time, not
// using one, so each format is built once and reused for every value. They are
// built when first needed, or earlier by prepareDisplayFormats, not when this
// module loads: the first Intl object of a page loads ICU's locale data (13-34
// ms on a desktop, several times that on a phone), and at module load that
// cost landed inside the host's longest start-up task.

/** The currencies amounts are published in: US dollars, and Canadian dollars for Canadian records. */
export type Currency = 'USD' | 'CAD';

interface DisplayFormats {
  money: Record<Currency, Intl.NumberFormat>;
  count: Intl.NumberFormat;
  longDate: Intl.DateTimeFormat;
}

let built: DisplayFormats | undefined;

const wholeMoney = (currency: Currency) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });

function displayFormats(): DisplayFormats {
  built ??= {
    // en-US prints CAD as "CA$1,234", so a Canadian amount never looks like US dollars.
    money: { USD: wholeMoney('USD'), CAD: wholeMoney('CAD') },
    count: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
    longDate: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
  };
  return built;
}

const percentFormats = new Map<number, Intl.NumberFormat>();

/**
 * Builds the formats now, so that the first page that shows a number does not
 * pay for it. The host calls it in a task of its own while it waits for the network.
 */
export function prepareDisplayFormats(): void {
  displayFormats();
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** "January 12, 2026": how the site prints a calendar day (in local time); N/A for an invalid date. */
export function formatLongDate(date: Date): string {
  return Number.isNaN(date.getTime()) ? NOT_AVAILABLE : displayFormats().longDate.format(date);
}

/** "$45,000" (or "CA$45,000" for Canadian dollars) for a number, N/A for anything missing. */
export function formatMoney(value: number | string | null | undefined, currency: Currency = 'USD'): string {
  return isNumber(value) ? displayFormats().money[currency].format(value) : NOT_AVAILABLE;
}

/** "12,345" for a number, N/A otherwise. */
export function formatCount(value: number | string | null | undefined): string {
  return isNumber(value) ? displayFormats().count.format(value) : NOT_AVAILABLE;
}

/**
 * "42%" for a number of percent (42 means 42 %), N/A otherwise; up to `digits`
 * decimals, kept only when not zero ("7.3%", "42%").
 */
export function formatPercent(value: number | string | null | undefined, digits = 1): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  let format = percentFormats.get(digits);
  if (!format) {
    // The value is already in percent, so it is printed as a number with a sign
    // appended rather than through style 'percent', which would multiply by 100
    // and round the product (0.145 * 100 is 14.499999...).
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
    percentFormats.set(digits, format);
  }
  return `${format.format(value)}%`;
}
