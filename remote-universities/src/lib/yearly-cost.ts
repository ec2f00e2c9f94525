import { formatMoney, NOT_AVAILABLE, type Currency, type NumberOrNotAvailable, type University } from '@gradatlas/shared/domain';

/** The currency a record's amounts are published in: CA$ for a Canadian record, US$ otherwise. */
export const currencyOf = (university: Pick<University, 'currency'>): Currency => (university.currency === 'CAD' ? 'CAD' : 'USD');

/** An amount as a number, null when missing. */
export const amountOf = (value: NumberOrNotAvailable): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Tuition plus living cost in the record's own currency; null unless both are known. */
export function yearlyCost(university: University): number | null {
  const tuition = amountOf(university.tuitionFees);
  const living = amountOf(university.livingExpenses);
  return tuition === null || living === null ? null : tuition + living;
}

/** What a yearly total is made of, with each figure's year and kind (a department example stays one). */
export function yearlyCostBasis(university: University): string {
  const label = (text: string) => (text === NOT_AVAILABLE ? 'source not stated' : text);
  return `Tuition: ${label(university.tuitionFeesLabel)}. Living cost: ${label(university.livingExpensesLabel)}.`;
}

/** True when the tuition or the living cost of a record is an estimate. */
export const includesEstimate = (university: University): boolean =>
  university.estimatedFields.some((field) => field === 'tuitionFees' || field === 'livingExpenses');

/** "$67,502 (includes an estimate)": the yearly total in the record's own currency, N/A unless both parts are known. */
export function formatYearlyCost(university: University): string {
  const text = formatMoney(yearlyCost(university), currencyOf(university));
  return text !== NOT_AVAILABLE && includesEstimate(university) ? `${text} (includes an estimate)` : text;
}
