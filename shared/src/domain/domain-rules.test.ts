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
