import fs from 'node:fs';
import path from 'node:path';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { databaseTargets } from './helpers/databases';

const GUEST_FIELDS = ['category', 'city', 'country', 'currency', 'livingExpenses', 'livingExpensesUsd', 'name', 'slug', 'state', 'summary', 'tuitionFees', 'tuitionFeesUsd'];

describe.each(databaseTargets())('universities on $name', (target) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    token = (await t.signIn()).accessToken;
  });
  afterAll(() => t.close());

  it('lists one page of guest fields with pagination', async () => {
    const response = await t.app.inject({ url: '/api/public/universities?page=1&limit=6' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(6);
    expect(Object.keys(body.data[0]).sort()).toEqual(GUEST_FIELDS);
    expect(body.pagination).toEqual({ page: 1, limit: 6, total: 1041, hasNextPage: true });
  });

  it('reports no next page on the last page', async () => {
    const body = (await t.app.inject({ url: '/api/public/universities?country=Canada&page=18&limit=6' })).json();
    expect(body.pagination).toMatchObject({ total: 104, hasNextPage: false });
    expect(body.data).toHaveLength(104 - 17 * 6);
    expect(body.data.every((u: { country: string }) => u.country === 'Canada')).toBe(true);
  });

  it('ignores tuition bounds for guests', async () => {
    const all = (await t.app.inject({ url: '/api/public/universities?country=USA' })).json();
    const bounded = (await t.app.inject({ url: '/api/public/universities?country=USA&minTuition=25001&maxTuition=35000' })).json();
    expect(bounded.pagination.total).toBe(all.pagination.total);
  });

  it('refuses the full list without a token', async () => {
    const response = await t.app.inject({ url: '/api/universities' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Authentication required' });
  });

  it('gives signed-in users every field and applies tuition bounds', async () => {
    const response = await t.app.inject({ url: '/api/universities?minTuition=25001&maxTuition=35000&limit=50', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination.total).toBeGreaterThan(0);
    expect(body.pagination.total).toBeLessThan(937);
    for (const university of body.data) {
      expect(university.tuitionFees).toBeGreaterThanOrEqual(25001);
      expect(university.tuitionFees).toBeLessThanOrEqual(35000);
      expect(university).toHaveProperty('acceptanceRate');
      expect(university).toHaveProperty('averageGRE');
      expect(university).toHaveProperty('faqs');
    }
  });

  it('searches name, city and state case-insensitively with prefix matches first', async () => {
    const body = (await t.app.inject({ url: '/api/public/universities?search=MASSACHUSETTS&limit=20' })).json();
    const names: string[] = body.data.map((u: { name: string }) => u.name);
    expect(names.length).toBeGreaterThan(3);
    const firstNonPrefix = names.findIndex((name) => !name.toLowerCase().startsWith('massachusetts'));
    expect(names.slice(firstNonPrefix).every((name) => !name.toLowerCase().startsWith('massachusetts'))).toBe(true);
    expect(names[0]).toBe('Massachusetts Institute of Technology');
    const byCity = (await t.app.inject({ url: '/api/public/universities?search=pittsburgh&limit=50' })).json();
    expect(byCity.data.map((u: { name: string }) => u.name)).toContain('Carnegie Mellon University');
    const byState = (await t.app.inject({ url: '/api/public/universities?search=QUEBEC&limit=50' })).json();
    expect(byState.data.map((u: { name: string }) => u.name)).toContain('McGill University');
  });

  it('treats LIKE wildcards in the search text literally', async () => {
    const body = (await t.app.inject({ url: '/api/public/universities?search=%25%25' })).json();
    expect(body.pagination.total).toBe(0);
  });

  it('returns at most 6 suggestions and none for one character', async () => {
    const many = (await t.app.inject({ url: '/api/public/universities/search?query=university&limit=50' })).json();
    expect(many.data).toHaveLength(6);
    const short = (await t.app.inject({ url: '/api/public/universities/search?query=%20a%20' })).json();
    expect(short.data).toEqual([]);
    const signedIn = (await t.app.inject({ url: '/api/universities/search?query=stanford', headers: bearer(token) })).json();
    expect(signedIn.data[0]).toMatchObject({ name: 'Stanford University' });
    expect(signedIn.data[0]).toHaveProperty('averageGRE');
  });

  it('opens the default order with research universities a graduate applicant knows', async () => {
    const body = (await t.app.inject({ url: '/api/public/universities' })).json();
    expect(body.data.map((u: { name: string }) => u.name)).toEqual([
      'Harvard University',
      'Stanford University',
      'Massachusetts Institute of Technology',
      'Columbia University',
      'Johns Hopkins University',
      'University of Chicago',
    ]);
  });

  it('answers a renamed record under its former slug with the new record', async () => {
    const current = await t.app.inject({ url: '/api/public/universities/slug/georgia-institute-of-technology' });
    expect(current.json().university.name).toBe('Georgia Institute of Technology');
    const former = await t.app.inject({ url: '/api/universities/slug/georgia-institute-of-technology-main-campus', headers: bearer(token) });
    expect(former.statusCode).toBe(200);
    expect(former.json().university).toMatchObject({ name: 'Georgia Institute of Technology', slug: 'georgia-institute-of-technology' });
    const guestFormer = await t.app.inject({ url: '/api/public/universities/slug/georgia-institute-of-technology-main-campus' });
    expect(guestFormer.json().university.slug).toBe('georgia-institute-of-technology');
  });

  it('labels living cost, graduate students and earnings with source and year', async () => {
    const full = (await t.app.inject({ url: '/api/universities/slug/georgia-institute-of-technology', headers: bearer(token) })).json().university;
    expect(full.livingExpenses).toBeGreaterThan(10000);
    expect(full.livingExpensesLabel).toBe('estimated yearly living cost (College Scorecard, 2021-22)');
    expect(full.estimatedFields).toContain('livingExpenses');
    expect(full.graduateStudents).toBeGreaterThan(5000);
    expect(full.totalEnrolled).toBeGreaterThan(full.graduateStudents);
    expect(full.fieldSources.averageSalary).toMatchObject({ source: 'College Scorecard', year: expect.stringMatching(/^20\d\d-\d\d$/) });
    expect(full.fieldSources.internationalStudentsPercent.note).toMatch(/undergraduates/);
    const toronto = (await t.app.inject({ url: '/api/universities/slug/university-of-toronto', headers: bearer(token) })).json().university;
    expect(toronto.fieldSources.tuitionFees).toMatchObject({ year: '2022', estimated: true, note: expect.stringMatching(/department example 2022/) });
    expect(toronto.livingExpensesLabel).toMatch(/department example 2022/);
  });

  it('finds one university by slug, guest fields or all', async () => {
    const guest = await t.app.inject({ url: '/api/public/universities/slug/stanford-university' });
    expect(guest.statusCode).toBe(200);
    expect(Object.keys(guest.json().university).sort()).toEqual(GUEST_FIELDS);
    const full = await t.app.inject({ url: '/api/universities/slug/stanford-university', headers: bearer(token) });
    expect(full.json().university).toMatchObject({ name: 'Stanford University', country: 'USA' });
    expect(full.json().university.pros.length).toBeGreaterThan(0);
  });

  it('keeps the IPEDS UNITID internal: the data set has it, no answer carries it', async () => {
    const dataset = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'universities.json'), 'utf8')) as { universities: { slug: string; unitid: string | null }[] };
    expect(dataset.universities.find((record) => record.slug === 'stanford-university')?.unitid).toBe('243744');
    expect(dataset.universities.find((record) => record.slug === 'university-of-toronto')?.unitid).toBeNull();
    const answers = [
      await t.app.inject({ url: '/api/universities/slug/stanford-university', headers: bearer(token) }),
      await t.app.inject({ url: '/api/universities?limit=50', headers: bearer(token) }),
      await t.app.inject({ url: '/api/public/universities/slug/stanford-university' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toMatch(/unitid/i);
    }
  });

  it('answers an unknown slug with a clear 404', async () => {
    const response = await t.app.inject({ url: '/api/public/universities/slug/no-such-place' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'University not found' });
  });

  it.each([
    ['/api/public/universities?page=0', 'page must be at least 1'],
    ['/api/public/universities?limit=500', 'limit must be at most 50'],
    ['/api/public/universities?country=France', 'country must be one of All, USA, Canada'],
    ['/api/public/universities/search', 'query is required'],
  ])('rejects bad query %s with 400', async (url, message) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining(message) });
  });
});
