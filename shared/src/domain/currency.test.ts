import { normalizeUniversity } from './read-university';
import { formatAmount, formatUsdTotal, toUsd, usdAmount } from './currency';

const canadian = normalizeUniversity({ name: 'Toronto', country: 'Canada', currency: 'CAD', tuitionFees: 27520, tuitionFeesUsd: 21148, livingExpenses: 15872, livingExpensesUsd: 12197 });
const american = normalizeUniversity({ name: 'Michigan', country: 'USA', currency: 'USD', tuitionFees: 52456, tuitionFeesUsd: 52456, livingExpenses: null });

describe('amounts in their currency', () => {
  it('shows CA$ with the US$ equivalent, and US dollars as $', () => {
    expect(formatAmount(canadian, 'tuitionFees')).toBe('CA$27,520 (≈ US$21,148)');
    expect(formatAmount(canadian, 'livingExpensesOneYear')).toBe('N/A');
    expect(formatAmount(american, 'tuitionFees')).toBe('$52,456');
    expect(formatAmount(american, 'livingExpenses')).toBe('N/A');
  });

  it('compares in US dollars and never reads a CA$ amount as US$', () => {
    expect(usdAmount(canadian, 'tuitionFees')).toBe(21148);
    expect(usdAmount(american, 'tuitionFees')).toBe(52456);
    const noEquivalent = normalizeUniversity({ name: 'X', currency: 'CAD', tuitionFees: 30000 });
    expect(usdAmount(noEquivalent, 'tuitionFees')).toBeNull();
  });

  it('places a CA$ tuition in a category by its US$ value', () => {
    expect(canadian.category).toBe('Affordable');
    expect(normalizeUniversity({ name: 'X', currency: 'CAD', tuitionFees: 30000 }).category).toBe('Unknown');
    expect(normalizeUniversity({ name: 'Y', tuitionFees: 30000 }).category).toBe('Mid-Range');
  });

  it('converts at the 2022 Bank of Canada annual average and marks a converted total', () => {
    expect(toUsd(13013, 'CAD')).toBe(10000);
    expect(formatUsdTotal(33345, true)).toBe('US$33,345');
    expect(formatUsdTotal(48000, false)).toBe('$48,000');
  });
});
