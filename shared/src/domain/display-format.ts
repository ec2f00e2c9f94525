export const NOT_AVAILABLE = 'N/A';

// The site is in English, and these are written out rather than left to Intl
// (toLocaleString): Intl's formatters cost about 20 ms of main thread on their
// first use, which on a phone is a long task in the middle of the first render.

/** 1234567 -> "1,234,567". */
function groupThousands(whole: number): string {
  // Past 1e21 String() switches to exponent notation; no amount here comes near it.
  if (Math.abs(whole) >= 1e21) return whole.toLocaleString('en-US');
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "January 12, 2026": how the site prints a calendar day (in local time). */
export function formatLongDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "$45,000" for a number, N/A for anything missing. */
export function formatMoney(value: number | string | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NOT_AVAILABLE;
  return `$${groupThousands(Math.round(value))}`;
}

/** "12,345" for a number, N/A otherwise. */
export function formatCount(value: number | string | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NOT_AVAILABLE;
  return groupThousands(Math.round(value));
}

/** "42%" for a number, N/A otherwise; `digits` decimals kept when not whole. */
export function formatPercent(value: number | string | null | undefined, digits = 1): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NOT_AVAILABLE;
  const rounded = Number(value.toFixed(digits));
  return `${rounded}%`;
}
