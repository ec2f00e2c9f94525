import { type TestApp, withSignedInApp } from './helpers/test-app';
import { databaseTargets } from './helpers/databases';

const slugs = (body: { data: { slug: string }[] }) => body.data.map((university) => university.slug);

/**
 * The uncached query paths (issue 9): page and total in one query, prefix
 * search through the terms index. Suggestions take a different plan for a
 * broad prefix than for a narrow one, and the list groups every match; all
 * three must agree on the order.
 */
describe.each(databaseTargets())('university queries on $name', (target) => {
  let t: TestApp;
  let auth: Record<string, string>;

  withSignedInApp(target, (app, headers) => {
    t = app;
    auth = headers;
  }, { env: { ANSWER_CACHE_BYTES: '0' } });

  it.each(['uni', 'university of', 'new york', 'massachusetts', 'st', 'mc', 'zzzz'])('suggests for "%s" exactly the first page of the full search', async (text) => {
    const query = encodeURIComponent(text);
    const list = (await t.app.inject({ url: `/api/public/universities?search=${query}&limit=6` })).json();
    const suggestions = (await t.app.inject({ url: `/api/public/universities/search?query=${query}&limit=6` })).json();
    expect(slugs(suggestions)).toEqual(slugs(list));
    const bounded = `search=${query}&country=USA&minTuition=20000&maxTuition=60000&limit=6`;
    const signedInList = (await t.app.inject({ url: `/api/universities?${bounded}`, headers: auth })).json();
    const signedInSuggestions = (await t.app.inject({ url: `/api/universities/search?${bounded.replace('search=', 'query=')}`, headers: auth })).json();
    expect(slugs(signedInSuggestions)).toEqual(slugs(signedInList));
  });

  it('matches a phrase at any word start of the name, city or state, names starting with it first', async () => {
    const body = (await t.app.inject({ url: '/api/public/universities?search=new%20york&limit=50' })).json();
    expect(body.data[0].name).toBe('New York University');
    for (const university of body.data) {
      const fields = [university.name, university.city, university.state].map((text: string | null) => (text ?? '').toLowerCase());
      expect({ name: university.name, matches: fields.some((text: string) => /(^|[^\p{L}\p{N}])new york/u.test(text)) }).toEqual({ name: university.name, matches: true });
    }
    expect(body.pagination.total).toBe(body.data.length);
  });

  it('keeps the total on a page past the end', async () => {
    const first = (await t.app.inject({ url: '/api/public/universities?country=Canada&limit=50' })).json();
    const past = (await t.app.inject({ url: '/api/public/universities?country=Canada&limit=50&page=100' })).json();
    expect(past.data).toEqual([]);
    expect(past.pagination).toMatchObject({ total: first.pagination.total, hasNextPage: false });
    const searchPast = (await t.app.inject({ url: '/api/public/universities?search=uni&limit=50&page=100' })).json();
    const searchFirst = (await t.app.inject({ url: '/api/public/universities?search=uni&limit=50' })).json();
    expect(searchPast.pagination.total).toBe(searchFirst.pagination.total);
    expect(searchFirst.pagination.total).toBeGreaterThan(500);
  });

  it('pages through the whole list in order without repeats', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) seen.push(...slugs((await t.app.inject({ url: `/api/public/universities?page=${page}&limit=50` })).json()));
    expect(new Set(seen).size).toBe(150);
  });

  it("matches no tuition bound with a department's example tuition, which has no cost band", async () => {
    // Toronto's example is US$21,148: inside these bounds, yet not the university's tuition.
    const bounds = 'minTuition=0&maxTuition=100000&limit=50';
    const canada = (await t.app.inject({ url: `/api/universities?country=Canada&${bounds}`, headers: auth })).json();
    expect(slugs(canada)).not.toContain('university-of-toronto');
    for (const university of canada.data) expect(university.category).not.toBe('Unknown');
    const usa = (await t.app.inject({ url: `/api/universities?country=USA&${bounds}`, headers: auth })).json();
    expect(usa.pagination.total).toBeGreaterThan(800);

    const full = (await t.app.inject({ url: '/api/universities/slug/university-of-toronto', headers: auth })).json().university;
    expect(full).toMatchObject({ tuitionFees: 27520, category: 'Unknown' });
    const guest = (await t.app.inject({ url: '/api/public/universities/slug/university-of-toronto' })).json().university;
    expect(guest).toMatchObject({ tuitionFees: 27520, category: 'Unknown' });
    const michigan = (await t.app.inject({ url: '/api/public/universities/slug/university-of-michigan-ann-arbor' })).json().university;
    expect(michigan).toMatchObject({ category: 'Premium' });
  });
});
