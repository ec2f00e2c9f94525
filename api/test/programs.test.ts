import fs from 'node:fs';
import path from 'node:path';
import { UNIVERSITY_FILTER_KEYS, type UniversityFilter } from '@gradatlas/shared/contracts';
import { canonicalKey, filterKey, filterOf } from '../src/features/universities/routes';
import { databaseTargets } from './helpers/databases';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

type Row = [string, string, number | null, number | null];
const programFile = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'programs.json'), 'utf8')) as { universities: Record<string, Row[]> };

/** Awards of a slug under a code prefix at a level in either year, straight from the data file. */
function awardedInFile(slug: string, code: string, level: string): boolean {
  const under = (rowCode: string) => rowCode === code || rowCode.startsWith(code.length === 2 ? `${code}.` : code);
  return (programFile.universities[slug] ?? []).some(([rowCode, rowLevel, awards, previous]) => under(rowCode) && rowLevel === level && (awards ?? 0) + (previous ?? 0) > 0);
}

// What a student types, and the code its first suggestion must be (api/docs/data.md, "Programmes").
const FIRST_SUGGESTION: [string, string][] = [
  ['computer science', '11'],
  ['Computer Science', '11'],
  ['data science', '30.70'],
  ['economics', '45.06'],
  ['mechanical engineering', '14.19'],
  ['electrical engineering', '14.10'],
  ['public health', '51.22'],
  ['civil engineering', '14.08'],
  ['chemical engineering', '14.07'],
  ['biomedical engineering', '14.05'],
  ['industrial engineering', '14.35'],
  ['computer engineering', '14.09'],
  ['statistics', '27.05'],
  ['mathematics', '27.01'],
  ['physics', '40.08'],
  ['chemistry', '40.05'],
  ['finance', '52.08'],
  ['accounting', '52.03'],
  ['business administration', '52.02'],
  ['MBA', '52.02'],
  ['nursing', '51.38'],
  ['psychology', '42'],
  ['artificial intelligence', '11.0102'],
  ['business analytics', '30.71'],
  ['biochemistry', '26.02'],
  ['comp sci', '11'],
];

describe('the filter contract', () => {
  it('puts every filter of the contract in the cache key: changing any one changes the key', () => {
    const values: Required<UniversityFilter> = { search: 'boston', country: 'USA', minTuition: 1000, maxTuition: 2000, program: '11', level: 'masters', stem: 'true' };
    const base = canonicalKey('list', ...filterKey({}));
    for (const key of UNIVERSITY_FILTER_KEYS) {
      expect(canonicalKey('list', ...filterKey({ [key]: values[key] }))).not.toBe(base);
    }
    expect(UNIVERSITY_FILTER_KEYS).toEqual(Object.keys(values));
  });

  it('keeps every field for a signed-in student and drops the signed-in-only ones for a guest', () => {
    const query = { search: 'x', country: 'USA', minTuition: 1, maxTuition: 2, program: '11', level: 'masters' } as const;
    expect(filterOf(query, true)).toEqual(query);
    expect(filterOf(query, false)).toEqual({ search: 'x', country: 'USA', program: '11', level: 'masters' });
    expect(filterOf({ query: 'mit' }, false)).toEqual({ search: 'mit' });
  });
});

describe.each(databaseTargets())('programmes ($name)', (target) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    token = (await t.signIn()).accessToken;
  });
  afterAll(() => t.close());

  it.each(FIRST_SUGGESTION)('suggests for "%s" first the code %s', async (query, code) => {
    const response = await t.app.inject({ url: `/api/public/programs/suggestions?query=${encodeURIComponent(query)}` });
    expect(response.statusCode).toBe(200);
    const [first] = response.json<{ data: { code: string; title: string; covers: string; universities: number }[] }>().data;
    expect(first?.code).toBe(code);
    expect(first!.universities).toBeGreaterThan(0);
  });

  it('offers nothing for one character, and refuses text over 100 characters', async () => {
    expect((await t.app.inject({ url: '/api/public/programs/suggestions?query=c' })).json()).toEqual({ data: [] });
    const long = await t.app.inject({ url: `/api/public/programs/suggestions?query=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().success).toBe(false);
  });

  it("lists only universities that awarded a master's in Computer Science (family 11), Stanford, Northeastern and Michigan among them", async () => {
    const found: string[] = [];
    let programTitle = '';
    const awardsShown: Record<string, number> = {};
    for (let page = 1; ; page += 1) {
      const body = (await t.app.inject({ url: `/api/public/universities?program=11&level=masters&limit=50&page=${page}` })).json();
      found.push(...body.data.map((u: { slug: string }) => u.slug));
      programTitle = body.program.title;
      Object.assign(awardsShown, body.program.awards);
      if (!body.pagination.hasNextPage) break;
    }
    expect(found.length).toBeGreaterThan(400);
    for (const slug of ['stanford-university', 'northeastern-university', 'university-of-michigan-ann-arbor']) expect(found).toContain(slug);
    expect(found.filter((slug) => !awardedInFile(slug, '11', 'masters'))).toEqual([]);
    expect(programTitle).toBe('Computer and Information Sciences and Support Services');
    expect(awardsShown['stanford-university']).toBe(383);
  });

  it('combines the programme with search, country and the signed-in tuition filter', async () => {
    const canada = (await t.app.inject({ url: '/api/public/universities?program=11&level=masters&country=Canada' })).json();
    expect(canada.pagination.total).toBe(0);
    const search = (await t.app.inject({ url: '/api/public/universities?program=45.06&level=doctoral&search=stanford' })).json();
    expect(search.data.map((u: { slug: string }) => u.slug)).toContain('stanford-university');
    const bounded = (await t.app.inject({ url: '/api/universities?program=14.19&level=masters&minTuition=50000&limit=50', headers: bearer(token) })).json();
    expect(bounded.data.length).toBeGreaterThan(0);
    for (const university of bounded.data) {
      expect(university.tuitionFeesUsd).toBeGreaterThanOrEqual(50000);
      expect(awardedInFile(university.slug, '14.19', 'masters')).toBe(true);
    }
    const suggestions = (await t.app.inject({ url: '/api/public/universities/search?query=univ&program=30.70&level=masters' })).json();
    for (const university of suggestions.data) expect(awardedInFile(university.slug, '30.70', 'masters')).toBe(true);
  });

  it('with a level and no programme, lists universities that awarded any degree at that level (US only), the same each time', async () => {
    const all = (await t.app.inject({ url: '/api/public/universities?limit=50' })).json();
    const doctoral = (await t.app.inject({ url: '/api/public/universities?level=doctoral&limit=50' })).json();
    expect(doctoral.pagination.total).toBeGreaterThan(600);
    expect(doctoral.pagination.total).toBeLessThan(all.pagination.total);
    expect(doctoral.data.every((u: { country: string }) => u.country === 'USA')).toBe(true);
    const again = (await t.app.inject({ url: '/api/public/universities?level=doctoral&limit=50&page=2' })).json();
    expect(again.pagination.total).toBe(doctoral.pagination.total);
  });

  it('answers a cached page for each filter of its own: the programme is part of the cache key', async () => {
    const all = (await t.app.inject({ url: '/api/public/universities?page=1' })).json();
    const filtered = (await t.app.inject({ url: '/api/public/universities?page=1&program=51.38&level=doctoral' })).json();
    const again = (await t.app.inject({ url: '/api/public/universities?page=1' })).json();
    expect(filtered.pagination.total).toBeLessThan(all.pagination.total);
    expect(again.pagination.total).toBe(all.pagination.total);
  });

  it.each([
    ['program=1', 'program'],
    ['program=11.7', 'program'],
    ['program=11.07011', 'program'],
    ['level=bachelors', 'level'],
  ])('refuses a bad filter %s with a clear 400', async (query, field) => {
    const response = await t.app.inject({ url: `/api/public/universities?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(field);
  });

  it('compares universities on the chosen programme: awards for US ones that report it, none for Canada', async () => {
    const url = '/api/public/universities/compare?slugs=stanford-university,university-of-toronto,northeastern-university&program=11&level=masters';
    const body = (await t.app.inject({ url })).json();
    expect(body.program).toMatchObject({ code: '11', level: 'masters', year: '2022-23' });
    expect(body.program.awards).toEqual({ 'stanford-university': 383, 'northeastern-university': expect.any(Number) });
    const plain = (await t.app.inject({ url: '/api/public/universities/compare?slugs=stanford-university' })).json();
    expect(plain.program).toBeUndefined();
    const signedIn = (await t.app.inject({ url: '/api/universities/compare?slugs=stanford-university&program=11.07&level=doctoral', headers: bearer(token) })).json();
    expect(signedIn.program.awards).toEqual({ 'stanford-university': 53 });
  });

  it("answers what a shortlist's universities awarded in one programme, and refuses a bad list", async () => {
    const body = (await t.app.inject({ url: '/api/public/programs/awards?program=11&level=masters&slugs=stanford-university,university-of-toronto,no-such-place' })).json();
    expect(body).toEqual({
      code: '11',
      title: 'Computer and Information Sciences and Support Services',
      level: 'masters',
      year: '2022-23',
      awards: { 'stanford-university': 383 },
      stem: { listed: 26, of: 27 },
      stemOnly: false,
    });
    const tooMany = Array.from({ length: 101 }, (_, index) => `u${index}`).join(',');
    expect((await t.app.inject({ url: `/api/public/programs/awards?program=11&slugs=${tooMany}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/public/programs/awards?program=11&slugs=,,' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/public/programs/awards?program=eleven&slugs=a' })).statusCode).toBe(400);
  });

  it('gives the detail its programmes with both years, and null for a Canadian university', async () => {
    const stanford = (await t.app.inject({ url: '/api/public/universities/slug/stanford-university' })).json();
    expect(stanford.programs).toContainEqual({ code: '11.0701', title: 'Computer Science', level: 'masters', awards: 383, year: '2022-23', previousAwards: 334, stem: true });
    const signedIn = (await t.app.inject({ url: '/api/universities/slug/stanford-university', headers: bearer(token) })).json();
    expect(signedIn.programs).toEqual(stanford.programs);
    expect(stanford.programFamilies['11']).toBe('Computer and Information Sciences and Support Services');
    expect(Object.keys(stanford.programFamilies).sort()).toEqual([...new Set(stanford.programs.map((p: { code: string }) => p.code.slice(0, 2)))].sort());
    const toronto = (await t.app.inject({ url: '/api/public/universities/slug/university-of-toronto' })).json();
    expect(toronto.programs).toBeNull();
  });
});
