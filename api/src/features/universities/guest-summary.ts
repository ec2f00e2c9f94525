import type { GuestUniversity, UniversityRecord } from '@gradatlas/shared/contracts';

// The summary a guest reads is written here from the guest fields alone (name,
// place, cost, cost band), never from the data set's own summary: that text is
// for signed-in students and speaks of acceptance rates, enrolment, research
// class and rankings, which SPEC section 6 keeps from guests.

type GuestFacts = Omit<GuestUniversity, 'summary'>;

const amount = (value: number, currency: string | null) => `${currency === 'CAD' ? 'CA$' : '$'}${Math.round(value).toLocaleString('en-US')}`;

/** "CA$20,000 (about US$14,600)" for a Canadian figure, "$20,000" for a US one. */
function money(value: number | null, usd: number | null, currency: string | null): string | null {
  if (value === null) return null;
  const own = amount(value, currency);
  return currency === 'CAD' && usd !== null ? `${own} (about US$${Math.round(usd).toLocaleString('en-US')})` : own;
}

const BANDS: Record<GuestUniversity['category'], string> = {
  Premium: 'the Premium cost band',
  'Mid-Range': 'the Mid-Range cost band',
  Affordable: 'the Affordable cost band',
  Unknown: 'no cost band, since its costs are not known',
};

export function guestSummaryOf(u: GuestFacts): string {
  const place = [u.city, u.state, u.country].filter((part): part is string => Boolean(part)).join(', ');
  const parts = [`${u.name} is a university in ${place}.`];
  const tuition = money(u.tuitionFees, u.tuitionFeesUsd, u.currency);
  const living = money(u.livingExpenses, u.livingExpensesUsd, u.currency);
  if (tuition) parts.push(`Graduate tuition and fees: ${tuition} a year.`);
  if (living) parts.push(`Estimated living cost: ${living} a year.`);
  parts.push(`It falls in ${BANDS[u.category]}.`);
  parts.push('Sign in for admission figures, test scores, outcomes and rankings.');
  return parts.join(' ');
}

/** A guest's view of a record: the guest contract's fields, and the summary written from them. */
export function guestOf(record: UniversityRecord): GuestUniversity {
  // Non-null: readDataset checked name, slug and country.
  const facts: GuestFacts = {
    name: record.name as string,
    slug: record.slug as string,
    city: record.city,
    state: record.state,
    country: record.country as string,
    tuitionFees: record.tuitionFees,
    livingExpenses: record.livingExpenses,
    currency: record.currency,
    tuitionFeesUsd: record.tuitionFeesUsd,
    livingExpensesUsd: record.livingExpensesUsd,
    category: record.category,
  };
  return { ...facts, summary: guestSummaryOf(facts) };
}
