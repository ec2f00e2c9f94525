import type { UniversityRecord } from '../contracts/universities';
import type { NumericField, TextField } from '../contracts/university-fields';
import { CATEGORY_MID_RANGE_CUTOFF, CATEGORY_PREMIUM_CUTOFF } from './constants';
import { NOT_AVAILABLE } from './display-format';

/** The marker shown for a value no source gives (SPEC section 3). */
export type NotAvailable = typeof NOT_AVAILABLE;
export type NumberOrNotAvailable = number | NotAvailable;
export type UniversityCategory = UniversityRecord['category'];
export type Faq = UniversityRecord['faqs'][number];

/**
 * A university as the web apps use it: the wire record (contracts), with every
 * missing number or text turned into N/A so screens never test for null.
 * Provenance fields the screens do not show are left out.
 */
export type University = Omit<UniversityRecord, NumericField | TextField | 'fieldSources' | 'formerSlugs'> & {
  [K in NumericField]: NumberOrNotAvailable;
} & { [K in TextField]: string };

const MISSING_TEXT = new Set(['', 'na', 'n/a']);

/** True for null, undefined, '', 'na' and 'n/a' (any case, trimmed). */
export function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value === 'string') return MISSING_TEXT.has(value.trim().toLowerCase());
  return false;
}

/** Parses "$45,000", "45000" or 45000 to a number; anything else is N/A. */
export function parseNumber(value: unknown): NumberOrNotAvailable {
  if (isMissing(value)) return NOT_AVAILABLE;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NOT_AVAILABLE;
  const cleaned = value.replace(/[$,%\s]/g, '');
  if (cleaned === '' || !/^-?\d*\.?\d+$/.test(cleaned)) return NOT_AVAILABLE;
  return Number(cleaned);
}

/** Category by tuition (SPEC section 3): over 50,000 Premium, over 25,000 Mid-Range. */
export function categoryFromTuition(tuition: unknown): UniversityCategory {
  const amount = parseNumber(tuition);
  if (amount === NOT_AVAILABLE) return 'Unknown';
  if (amount > CATEGORY_PREMIUM_CUTOFF) return 'Premium';
  if (amount > CATEGORY_MID_RANGE_CUTOFF) return 'Mid-Range';
  return 'Affordable';
}

/**
 * True when the record has a tuition figure but no cost band: one
 * department's example (the data script gives it category 'Unknown'), or an
 * amount with no US$ equivalent. Such a figure is shown with its label, but sets no
 * band, filter match, 'Best' or total.
 */
export function hasUncomparableTuition(university: Pick<University, 'tuitionFees' | 'category'>): boolean {
  return university.tuitionFees !== NOT_AVAILABLE && university.category === 'Unknown';
}

/** City and state joined for display, skipping whichever is missing. */
export function placeLine(university: Pick<University, 'city' | 'state' | 'country'>): string {
  const parts = [university.city, university.state].filter((part) => part !== NOT_AVAILABLE);
  return parts.length ? parts.join(', ') : university.country;
}
