import fs from 'node:fs';
import path from 'node:path';
import { databaseTargets } from './helpers/databases';
import { type TestApp, withSignedInApp } from './helpers/test-app';
import { FIRST } from './fixtures/short-names-typed';

const records = (JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'universities.json'), 'utf8')) as { universities: { slug: string; name: string; country: string }[] })
  .universities;
const nameOf = new Map(records.map((record) => [record.slug, record.name]));
const countryOf = new Map(records.map((record) => [record.slug, record.country]));

// A name several universities call themselves: each of them first, in the list's order (api/docs/data.md, "Short names").
const SHARED: [typed: string, slugs: string[]][] = [
  ['osu', ['ohio-state-university', 'oregon-state-university', 'oklahoma-state-university']],
  ['uw', ['university-of-washington', 'university-of-wyoming']],
  ['cmu', ['carnegie-mellon-university', 'canadian-mennonite-university']],
  ['umd', ['university-of-maryland-college-park', 'university-of-minnesota-duluth']],
  ['uofa', ['university-of-arizona', 'university-of-alberta']],
];

const query = (text: string) => encodeURIComponent(text);
const slugs = (body: { data: { slug: string }[] }) => body.data.map((university) => university.slug);

describe.each(databaseTargets())('the short names students type, on $name', (target) => {
  let t: TestApp;
  let auth: Record<string, string>;
  withSignedInApp(target, (app, headers) => {
    t = app;
    auth = headers;
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('covers at least 40 different names from the USA and Canada', () => {
    const names = (country: string) => new Set(FIRST.filter(([, slug]) => countryOf.get(slug) === country).map(([typed]) => typed.toLowerCase())).size;
    expect(names('USA') + names('Canada')).toBeGreaterThanOrEqual(40);
    expect(names('Canada')).toBeGreaterThanOrEqual(10);
  });

  it.each(FIRST)('"%s" gives %s first in the explorer (guest and signed in, suggestions and list) and in the calculator', async (typed, slug) => {
    expect(nameOf.has(slug)).toBe(true);
    const text = query(typed);
    expect(slugs(await get(`/api/public/universities/search?query=${text}&limit=6`))[0]).toBe(slug);
    expect(slugs(await get(`/api/universities/search?query=${text}&limit=6`, auth))[0]).toBe(slug);
    expect(slugs(await get(`/api/public/universities?search=${text}&limit=6`))[0]).toBe(slug);
    expect(slugs(await get(`/api/universities?search=${text}&limit=6`, auth))[0]).toBe(slug);
    // The calculator asks only for more than 2 characters (SPEC section 4): "UW" gives nothing there.
    const calculator = (await get(`/api/rate-my-chances/suggestions?query=${text}`, auth)) as { name: string }[];
    if (typed.trim().length > 2) expect(calculator[0]?.name).toBe(nameOf.get(slug));
    else expect(calculator).toEqual([]);
  });

  it.each(SHARED)('"%s", which several universities call themselves, gives each of them first, in the list order', async (typed, expected) => {
    const found = slugs(await get(`/api/public/universities/search?query=${query(typed)}&limit=6`));
    expect(found.slice(0, expected.length)).toEqual(expected);
  });

  it('still matches the beginning of a short name, and puts a name that is the text before names that start with it', async () => {
    expect(slugs(await get('/api/public/universities/search?query=caltec&limit=6'))[0]).toBe('california-institute-of-technology');
    expect(slugs(await get('/api/public/universities/search?query=georgia%20te&limit=6'))[0]).toBe('georgia-institute-of-technology');
    expect(slugs(await get('/api/public/universities?search=uwaterl&limit=6'))[0]).toBe('university-of-waterloo');
    // "penn" is the University of Pennsylvania's own name; Penn State's starts with it.
    expect(slugs(await get('/api/public/universities/search?query=penn&limit=6')).slice(0, 2)).toEqual(['university-of-pennsylvania', 'the-pennsylvania-state-university']);
  });

  it('keeps every earlier match: a short name adds universities to a search, never removes one', async () => {
    const body = await get('/api/public/universities?search=mit&limit=50');
    expect(slugs(body)).toContain('mitchell-hamline-school-of-law');
    expect(body.pagination.total).toBe(body.data.length);
  });
});

describe.each(databaseTargets())('without the short-names file, on $name (the control case)', (target) => {
  let t: TestApp;
  withSignedInApp(target, (app) => {
    t = app;
  }, { env: { SHORT_NAMES_FILE: path.join(__dirname, 'no-such-short-names.json') } });

  it('finds no university by its short name, as before issue 46', async () => {
    const mit = (await t.app.inject({ url: '/api/public/universities/search?query=mit&limit=6' })).json();
    expect(slugs(mit)).not.toContain('massachusetts-institute-of-technology');
    const uiuc = (await t.app.inject({ url: '/api/public/universities/search?query=uiuc&limit=6' })).json();
    expect(uiuc.data).toEqual([]);
  });
});
