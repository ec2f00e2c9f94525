/** How the legal pages print a date, e.g. "November 22, 2026": the site's one long date. */
export { formatLongDate } from '@gradatlas/shared/domain';

/** The local calendar date as YYYY-MM-DD, for a <time dateTime> attribute. */
export function isoLocalDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
