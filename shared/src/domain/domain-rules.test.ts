import { formatCount, formatLongDate, formatMoney, formatPercent, NOT_AVAILABLE } from './display-format';
import { slugify } from './slug';
import { normalizeUniversity } from './read-university';
import { categoryFromTuition, parseNumber, placeLine } from './university';

describe('slugify (SPEC section 2)', () => {
  it.each([
    ['Massachusetts Institute of Technology', 'massachusetts-institute-of-technology'],
    ['University of Massachusetts-Amherst', 'university-of-massachusetts-amherst'],
    ['  Texas A&M University  ', 'texas-a-m-university'],
    ["St. John's College (Annapolis)", 'st-john-s-college-annapolis'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('money and figures', () => {
  it('formats dollars with thousands separators, N/A when missing', () => {
    expect(formatMoney(45000)).toBe('$45,000');
    expect(formatMoney(1234567.6)).toBe('$1,234,568');
    expect(formatMoney(null)).toBe(NOT_AVAILABLE);
    expect(formatMoney('45000')).toBe(NOT_AVAILABLE);
    expect(formatCount(12345)).toBe('12,345');
    expect(formatPercent(7.25)).toBe('7.3%');
    expect(formatPercent(undefined)).toBe('N/A');
  });

  it('groups thousands as en-US does, at every size and sign', () => {
    for (const value of [0, 7, 999, 1000, 65535, 100000, 999999.5, 1234567, 98765432101, -1, -1500, -1234567.4]) {
      expect(formatCount(value)).toBe(Math.round(value).toLocaleString('en-US'));
      expect(formatMoney(value)).toBe(`$${Math.round(value).toLocaleString('en-US')}`);
    }
  });

  it('prints a calendar day as "Month D, YYYY", as en-US does', () => {
    for (const [year, month, day] of [[2026, 0, 12], [2026, 10, 23], [1999, 11, 31], [2024, 1, 29]] as const) {
      const date = new Date(year, month, day);
      expect(formatLongDate(date)).toBe(date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }));
    }
    expect(formatLongDate(new Date(2026, 0, 12))).toBe('January 12, 2026');
  });
});

describe('parseNumber and categories (SPEC section 3)', () => {
  it('removes dollar signs and commas, treats na, n/a and empty as missing', () => {
    expect(parseNumber('$45,000')).toBe(45000);
    expect(parseNumber(' 3.5 ')).toBe(3.5);
    expect(parseNumber('na')).toBe('N/A');
    expect(parseNumber('N/A')).toBe('N/A');
    expect(parseNumber('')).toBe('N/A');
    expect(parseNumber('about 5')).toBe('N/A');
  });

  it.each([
    [50001, 'Premium'],
    [50000, 'Mid-Range'],
    [25001, 'Mid-Range'],
    [25000, 'Affordable'],
    ['$12,000', 'Affordable'],
    ['n/a', 'Unknown'],
    [null, 'Unknown'],
  ])('tuition %p is %s', (tuition, category) => {
    expect(categoryFromTuition(tuition)).toBe(category);
  });
});

describe('normalizeUniversity', () => {
  it('accepts spaced server keys, including the misspelt tuition key', () => {
    const university = normalizeUniversity({
      Name: 'Test University',
      'Tution Fees': '$52,000',
      'Acceptance Rate': '12.5',
      'Average GRE': '321',
      'City, State': 'Boston, MA',
      Country: 'USA',
    });
    expect(university.name).toBe('Test University');
    expect(university.tuitionFees).toBe(52000);
    expect(university.category).toBe('Premium');
    expect(university.acceptanceRate).toBe(12.5);
    expect(university.averageGRE).toBe(321);
    expect(university.city).toBe('Boston');
    expect(university.state).toBe('MA');
    expect(university.slug).toBe('test-university');
  });

  it('accepts camel-case keys and makes every missing field N/A', () => {
    const university = normalizeUniversity({ name: 'Camel College', tuitionFees: 30000, acceptanceRate: 'n/a', country: 'Canada' });
    expect(university.tuitionFees).toBe(30000);
    expect(university.category).toBe('Mid-Range');
    expect(university.acceptanceRate).toBe('N/A');
    expect(university.averageGRE).toBe('N/A');
    expect(university.city).toBe('N/A');
    expect(placeLine(university)).toBe('Canada');
    expect(university.pros).toEqual([]);
  });
});
