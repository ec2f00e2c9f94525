import { readUniversity, readUniversityPage } from './read-university';
import { hasUncomparableTuition } from './university';

const record = (name: string, extra: Record<string, unknown> = {}) => ({ name, country: 'USA', tuitionFees: 40000, ...extra });

describe('readUniversityPage', () => {
  it('reads { data, pagination } and normalises each record', () => {
    const page = readUniversityPage({
      data: [record('Alpha University', { livingExpenses: null })],
      pagination: { page: 1, limit: 6, total: 10, hasNextPage: true },
    });
    expect(page.hasNextPage).toBe(true);
    expect(page.universities).toHaveLength(1);
    expect(page.universities[0]).toMatchObject({
      name: 'Alpha University',
      slug: 'alpha-university',
      livingExpenses: 'N/A',
      category: 'Mid-Range',
    });
  });

  it("gives a department's example tuition no category, and says it is not comparable", () => {
    const [example, own, older] = readUniversityPage([
      record('Example', { tuitionFees: 27520, tuitionFeesUsd: 21148, currency: 'CAD', category: 'Unknown' }),
      record('Own', { category: 'Mid-Range' }),
      record('Older server'),
    ]).universities;
    expect(example).toMatchObject({ tuitionFees: 27520, category: 'Unknown' });
    expect(hasUncomparableTuition(example!)).toBe(true);
    expect(own).toMatchObject({ category: 'Mid-Range' });
    expect(hasUncomparableTuition(own!)).toBe(false);
    expect(older).toMatchObject({ category: 'Mid-Range' });
    expect(hasUncomparableTuition(readUniversityPage([record('No tuition', { tuitionFees: null })]).universities[0]!)).toBe(false);
  });

  it('reads usaUniversities and canadaUniversities arrays, at the top level or inside data', () => {
    const top = readUniversityPage({ usaUniversities: [record('A')], canadaUniversities: [record('B', { country: 'Canada' })] });
    expect(top.universities.map((u) => u.name)).toEqual(['A', 'B']);

    const nested = readUniversityPage({ data: { usaUniversities: [record('C')], canadaUniversities: [] }, pagination: { hasNextPage: false } });
    expect(nested.universities.map((u) => u.name)).toEqual(['C']);
    expect(nested.hasNextPage).toBe(false);
  });

  it('reads a bare array as the whole list, with no next page', () => {
    const page = readUniversityPage([record('A'), record('B')]);
    expect(page.universities.map((u) => u.name)).toEqual(['A', 'B']);
    expect(page.hasNextPage).toBe(false);
  });

  it('works out hasNextPage from page, limit and total when the flag is missing', () => {
    expect(readUniversityPage({ data: [], pagination: { page: 1, limit: 6, total: 7 } }).hasNextPage).toBe(true);
    expect(readUniversityPage({ data: [], pagination: { page: 2, limit: 6, total: 12 } }).hasNextPage).toBe(false);
  });

  it('ignores entries that are not records and answers that are not lists', () => {
    expect(readUniversityPage({ data: [null, 'x', record('A')] }).universities.map((u) => u.name)).toEqual(['A']);
    expect(readUniversityPage('nonsense')).toEqual({ universities: [], hasNextPage: false });
    expect(readUniversityPage(null)).toEqual({ universities: [], hasNextPage: false });
  });
});

describe('readUniversity', () => {
  it('reads { university } or the record itself', () => {
    expect(readUniversity({ university: { name: 'Alpha', qsRank: '12', qsRankYear: 2024 } })).toMatchObject({
      name: 'Alpha',
      qsRank: '12',
      qsRankYear: 2024,
    });
    expect(readUniversity({ name: 'Beta' })?.slug).toBe('beta');
  });

  it('treats an empty or nameless answer as no data', () => {
    expect(readUniversity({})).toBeNull();
    expect(readUniversity({ university: null })).toBeNull();
    expect(readUniversity({ city: 'Somewhere' })).toBeNull();
    expect(readUniversity([])).toBeNull();
  });
});

describe('what admits posted', () => {
  it('passes the object through for the card that shows it (read figure by figure there), and null when there is none', () => {
    const admittedProfile = { gpa: { reported: 61, median: 3.78, low: 3.53, high: 3.9, firstSeason: 2014, lastSeason: 2025 }, gre: null };
    expect(readUniversity({ name: 'Alpha', admittedProfile })?.admittedProfile).toEqual(admittedProfile);
    expect(readUniversity({ name: 'Alpha' })?.admittedProfile).toBeNull();
    expect(readUniversity({ name: 'Alpha', admittedProfile: 'many' })?.admittedProfile).toBeNull();
  });
});
