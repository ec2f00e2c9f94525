import fs from 'node:fs';
import path from 'node:path';
import { SHORTLIST_LIMIT } from '@gradatlas/shared/contracts';
import { SHORTLIST_FULL_MESSAGE, UNKNOWN_SLUG_MESSAGE } from '../src/features/shortlist/routes';
import { expectOurError } from './helpers/our-shape';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { databaseTargets } from './helpers/databases';

const SHORTLIST = '/api/me/shortlist';
const slugsInData = (JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'universities.json'), 'utf8')) as { universities: { slug: string }[] }).universities.map(
  (university) => university.slug,
);

describe.each(databaseTargets())('shortlist on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  /** A fresh user per test, so no test sees another's list. */
  let subjects = 0;
  const newUser = async () => bearer((await t.signIn(`shortlist-user-${(subjects += 1)}`)).accessToken);
  const call = (method: 'GET' | 'PUT' | 'DELETE', headers: Record<string, string>, slug?: string) =>
    t.app.inject({ method, url: slug === undefined ? SHORTLIST : `${SHORTLIST}/${slug}`, headers });
  const slugsOf = async (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.universities.map((university: { slug: string }) => university.slug)).toEqual(body.slugs);
    return body.slugs as string[];
  };

  it('starts empty', async () => {
    expect(await slugsOf(await call('GET', await newUser()))).toEqual([]);
  });

  it('adds universities oldest first, as full records, and re-adding changes nothing', async () => {
    const auth = await newUser();
    expect(await slugsOf(await call('PUT', auth, 'stanford-university'))).toEqual(['stanford-university']);
    expect(await slugsOf(await call('PUT', auth, 'clemson-university'))).toEqual(['stanford-university', 'clemson-university']);
    expect(await slugsOf(await call('PUT', auth, 'stanford-university'))).toEqual(['stanford-university', 'clemson-university']);
    const list = (await call('GET', auth)).json();
    const detail = (await t.app.inject({ url: '/api/universities/slug/stanford-university', headers: auth })).json().university;
    expect(list.universities[0]).toEqual(detail);
  });

  it('removes, and removing an absent university is no error', async () => {
    const auth = await newUser();
    await call('PUT', auth, 'stanford-university');
    await call('PUT', auth, 'clemson-university');
    expect(await slugsOf(await call('DELETE', auth, 'stanford-university'))).toEqual(['clemson-university']);
    expect(await slugsOf(await call('DELETE', auth, 'stanford-university'))).toEqual(['clemson-university']);
    expect(await slugsOf(await call('DELETE', auth, 'no-such-university'))).toEqual(['clemson-university']);
  });

  it('refuses an unknown slug with 404', async () => {
    const auth = await newUser();
    for (const slug of ['no-such-university', encodeURIComponent("<script>'"), 'x'.repeat(200)]) {
      const response = await call('PUT', auth, slug);
      expectOurError(response, 404);
      expect(response.json().message).toBe(UNKNOWN_SLUG_MESSAGE);
    }
    expect(await slugsOf(await call('GET', auth))).toEqual([]);
  });

  it('stores a former slug as the current one, and removes by either', async () => {
    const auth = await newUser();
    expect(await slugsOf(await call('PUT', auth, 'georgia-institute-of-technology-main-campus'))).toEqual(['georgia-institute-of-technology']);
    expect(await slugsOf(await call('PUT', auth, 'georgia-institute-of-technology'))).toEqual(['georgia-institute-of-technology']);
    expect(await slugsOf(await call('DELETE', auth, 'georgia-institute-of-technology-main-campus'))).toEqual([]);
  });

  it(`holds at most ${SHORTLIST_LIMIT} universities`, async () => {
    const auth = await newUser();
    const slugs = slugsInData.slice(0, SHORTLIST_LIMIT + 1);
    for (const slug of slugs.slice(0, SHORTLIST_LIMIT)) expect((await call('PUT', auth, slug)).statusCode).toBe(200);
    const refused = await call('PUT', auth, slugs[SHORTLIST_LIMIT] as string);
    expectOurError(refused, 409);
    expect(refused.json().message).toBe(SHORTLIST_FULL_MESSAGE);
    // Re-adding one already there is still fine, and the order is the order added.
    expect(await slugsOf(await call('PUT', auth, slugs[0] as string))).toEqual(slugs.slice(0, SHORTLIST_LIMIT));
    await call('DELETE', auth, slugs[0] as string);
    expect((await call('PUT', auth, slugs[SHORTLIST_LIMIT] as string)).statusCode).toBe(200);
  });

  it.each([
    ['GET', undefined],
    ['PUT', 'stanford-university'],
    ['DELETE', 'stanford-university'],
  ] as const)('%s is 401 for a guest', async (method, slug) => {
    const response = await call(method, {}, slug);
    expectOurError(response, 401);
    expect(response.json().message).toBe('Authentication required');
  });

  it('keeps each user to their own list', async () => {
    const a = await newUser();
    const b = await newUser();
    await call('PUT', a, 'stanford-university');
    await call('PUT', b, 'clemson-university');
    expect(await slugsOf(await call('DELETE', b, 'stanford-university'))).toEqual(['clemson-university']);
    expect(await slugsOf(await call('GET', a))).toEqual(['stanford-university']);
    expect(await slugsOf(await call('GET', b))).toEqual(['clemson-university']);
  });

  it('keeps the list across sign-out and a new sign-in', async () => {
    const first = await t.signIn('shortlist-returning-user');
    await call('PUT', bearer(first.accessToken), 'stanford-university');
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: first.refreshToken } });
    expect(logout.statusCode).toBe(200);
    const again = await t.signIn('shortlist-returning-user');
    expect(again.user.id).toBe(first.user.id);
    expect(await slugsOf(await call('GET', bearer(again.accessToken)))).toEqual(['stanford-university']);
  });
});
