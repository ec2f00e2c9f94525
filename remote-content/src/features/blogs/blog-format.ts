import { formatLongDate } from '@gradatlas/shared/domain';

/** Reading speed behind a post's 'min read' (SPEC section 9). */
const WORDS_PER_MINUTE = 200;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today as YYYY-MM-DD in local time (the detail page's fallback date). */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * "2026-01-12" as "January 12, 2026". The date is read as a calendar day, not
 * as UTC midnight, so readers west of Greenwich do not see the day before.
 * Anything unparseable is shown as sent.
 */
export function formatPostDate(value: string): string {
  const match = ISO_DATE.exec(value);
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatLongDate(date);
}

/** Words of a markdown text; bare markup such as "##" or "-" is not a word. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** SPEC section 9: words / 200, rounded up, at least 1. */
export function readTimeMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}

/**
 * SPEC section 2 asks the list for a random 3 to 12 'N min read': the list
 * answer has no body to count. It is decoration, not data; the detail page
 * shows the real figure.
 */
export function randomListReadMinutes(random: () => number = Math.random): number {
  return 3 + Math.floor(random() * 10);
}
