import { formatPercent, NOT_AVAILABLE, type NumberOrNotAvailable } from '@gradatlas/shared/domain';

/**
 * A rate as a percentage. Sources differ: some give 0.42, others 42 for the
 * same rate, so values in (0, 1] are read as fractions. A real rate of 1% or
 * less does not occur for admissions or employment, so nothing is misread.
 */
export function formatRate(value: NumberOrNotAvailable): string {
  if (typeof value !== 'number') return NOT_AVAILABLE;
  // The API sends rates in percent (7.3 means 7.3%), never as fractions.
  return formatPercent(value);
}

/** A test score or GPA as published (no thousands separator: SAT 1450, GRE 320). */
export function formatScore(value: NumberOrNotAvailable): string {
  return typeof value === 'number' ? String(value) : NOT_AVAILABLE;
}

/** A rank with its year when the year is known: "12 (2024)". */
export function formatRank(rank: string, year: NumberOrNotAvailable): string {
  if (rank === NOT_AVAILABLE) return NOT_AVAILABLE;
  return typeof year === 'number' ? `${rank} (${year})` : rank;
}

/**
 * An address safe to put in href: http(s) as given, a bare domain with https,
 * anything else (javascript:, mailto:, data:) refused, since records are not ours.
 */
export function safeExternalUrl(value: string): string | null {
  if (value === NOT_AVAILABLE) return null;
  const text = value.trim();
  if (/^https?:\/\//i.test(text)) return text;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(text)) return `https://${text}`;
  return null;
}
