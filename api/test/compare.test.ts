import { NO_SLUGS_MESSAGE } from '../src/features/universities/compare';
import { expectOurError } from './helpers/our-shape';
import { type TestApp, withSignedInApp } from './helpers/test-app';
import { databaseTargets } from './helpers/databases';

const GUEST_FIELDS = ['category', 'city', 'country', 'currency', 'livingExpenses', 'livingExpensesUsd', 'name', 'slug', 'state', 'summary', 'tuitionFees', 'tuitionFeesUsd'];
const GUEST = '/api/public/universities/compare';
const FULL = '/api/universities/compare';
const FIVE = ['stanford-university', 'massachusetts-institute-of-technology', 'clemson-university', 'university-of-toronto', 'harvard-university'];

describe.each(databaseTargets())('compare on $name', (target) => {
  let t: TestApp;
  let auth: Record<string, string>;

  withSignedInApp(target, (app, headers) => {
    t = app;
    auth = headers;
  });

  const compare = async (url: string, slugs: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url: `${url}?slugs=${encodeURIComponent(slugs)}`, headers });
    return { response, body: response.json() };
  };
  const slugsOf = (universities: { slug: string }[]) => universities.map((university) => university.slug);

  it('shows a guest the guest fields only, in the order asked', async () => {
    const { response, body } = await compare(GUEST, 'clemson-university,stanford-university');
    expect(response.statusCode).toBe(200);
    expect(slugsOf(body.universities)).toEqual(['clemson-university', 'stanford-university']);
    for (const university of body.universities) expect(Object.keys(university).sort()).toEqual(GUEST_FIELDS);
    expect(body).toMatchObject({ unknownSlugs: [], truncated: false });
  });

  it('shows a signed-in user the full records, as the detail route gives them', async () => {
    const { response, body } = await compare(FULL, 'stanford-university,clemson-university', auth);
    expect(response.statusCode).toBe(200);
    const detail = (await t.app.inject({ url: '/api/universities/slug/stanford-university', headers: auth })).json().university;
    expect(body.universities[0]).toEqual(detail);
    expect(body.universities[0]).toHaveProperty('acceptanceRate');
    expect(slugsOf(body.universities)).toEqual(['stanford-university', 'clemson-university']);
  });

  it('is 401 for a guest on the signed-in route', async () => {
    const { response } = await compare(FULL, 'stanford-university');
    expectOurError(response, 401);
  });

  it('reports unknown slugs and keeps the known ones', async () => {
    const long = 'x'.repeat(250);
    const { response, body } = await compare(GUEST, `no-such-school,stanford-university,${long},%3Cscript%3E'`);
    expect(response.statusCode).toBe(200);
    expect(slugsOf(body.universities)).toEqual(['stanford-university']);
    expect(body.unknownSlugs).toEqual(['no-such-school', long, "%3Cscript%3E'"]);
  });

  it('compares the first 4 distinct slugs and says it dropped the rest', async () => {
    const { body } = await compare(FULL, FIVE.join(','), auth);
    expect(slugsOf(body.universities)).toEqual(FIVE.slice(0, 4));
    expect(body.truncated).toBe(true);
    // Repeats and blanks do not count toward the 4.
    const repeated = await compare(GUEST, ` stanford-university,,stanford-university,${FIVE.slice(1, 4).join(',')}`);
    expect(slugsOf(repeated.body.universities)).toEqual(FIVE.slice(0, 4));
    expect(repeated.body.truncated).toBe(false);
  });

  it('finds a renamed university under its former slug, once', async () => {
    const { body } = await compare(GUEST, 'georgia-institute-of-technology-main-campus,georgia-institute-of-technology');
    expect(slugsOf(body.universities)).toEqual(['georgia-institute-of-technology']);
    expect(body.unknownSlugs).toEqual([]);
  });

  it.each([
    ['missing', '', 'slugs is required'],
    ['empty', '?slugs=', 'slugs is required'],
    ['only commas', '?slugs=,%20,', NO_SLUGS_MESSAGE],
    ['repeated (a list)', '?slugs=a&slugs=b', 'slugs must be of type string'],
  ])('answers %s slugs with 400 and a clear message', async (_label, query, message) => {
    for (const [url, headers] of [[GUEST, {}], [FULL, auth]] as const) {
      const response = await t.app.inject({ url: `${url}${query}`, headers });
      expectOurError(response, 400);
      expect(response.json().message).toBe(message);
    }
  });

  it('answers an over-long query with 400, never a server error', async () => {
    const response = await t.app.inject({ url: `${GUEST}?slugs=${'a,'.repeat(1500)}` });
    expectOurError(response, 400);
  });
});
