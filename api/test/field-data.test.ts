import { randomBytes } from 'node:crypto';
import type { FieldInteraction, FieldMetric } from '@gradatlas/shared/contracts';
import type { DatabaseHandle } from '../src/db/connection';
import { FieldReports } from '../src/features/field-data/field-reports';
import { fieldSummary, percentile75 } from '../src/features/field-data/field-summary';
import { formatFieldSummary } from '../src/features/field-data/format-summary';
import type { TestApp } from './helpers/test-app';
import { appWithDatabase, withAppWithDatabase } from './helpers/app-with-database';
import { databaseTargets } from './helpers/databases';
import { expectOurError } from './helpers/our-shape';

const URL = '/api/vitals';
const SITE = 'http://localhost:3000';
const DAY = 24 * 60 * 60 * 1000;

const metricId = () => randomBytes(16).toString('hex');
/** A metric as the browser sends it; tests override fields with wrong values too, which only travel as JSON. */
const metric = (overrides: Partial<Record<keyof FieldMetric, unknown>> = {}) =>
  ({ id: metricId(), name: 'LCP', value: 1234.5, route: '/university/:name', ...overrides }) as FieldMetric;

describe('percentile75 (nearest rank)', () => {
  it('is the smallest value with three quarters of the samples at or below it', () => {
    expect(percentile75([10])).toBe(10);
    expect(percentile75([1, 2, 3, 4])).toBe(3);
    expect(percentile75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6);
    expect(percentile75([100, 200, 300, 400, 500])).toBe(400);
    expect(() => percentile75([])).toThrow();
  });
});

describe.each(databaseTargets())('field data (POST /api/vitals) on $name', (target) => {
  let t: TestApp;
  let db: DatabaseHandle;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, db, close } = await appWithDatabase(target));
  });
  afterAll(() => close());

  /** As navigator.sendBeacon sends a string: text/plain, from the site's page. */
  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE, ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const metricRows = (ids: string[]) => db.db.selectFrom('field_metrics').selectAll().where('id', 'in', ids).orderBy('name').execute();

  it("keeps the kind of tap an INP names, and refuses a kind outside the list with the rest of its beacon", async () => {
    const named = { ...metric({ name: 'INP', value: 130, route: '/' }), interaction: 'load-more' };
    expect((await beacon({ metrics: [named] })).statusCode).toBe(200);
    expect((await metricRows([named.id])).map((row) => row.interaction)).toEqual(['load-more']);
    const forged = { ...metric({ name: 'INP', value: 50, route: '/' }), interaction: 'Stanford University' };
    expect((await beacon({ metrics: [forged] })).statusCode).toBe(400);
    expect(await metricRows([forged.id])).toEqual([]);
  });

  it('stores a beacon sent as text/plain (no CORS preflight) and answers the site with CORS headers', async () => {
    const lcp = metric();
    const cls = metric({ name: 'CLS', value: 0.042, route: '/' });
    const response = await beacon({ metrics: [lcp, cls], errors: [{ kind: 'chunk', route: '/blogs/:slug' }] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, metrics: 2, errors: 1 });
    expect(response.headers['access-control-allow-origin']).toBe(SITE);
    const rows = await metricRows([lcp.id, cls.id]);
    expect(rows.map(({ name, value, route }) => ({ name, value, route }))).toEqual([
      { name: 'CLS', value: 0.042, route: '/' },
      { name: 'LCP', value: 1234.5, route: '/university/:name' },
    ]);
    const errors = await db.db.selectFrom('field_errors').select(['kind', 'route']).where('route', '=', '/blogs/:slug').execute();
    expect(errors).toEqual([{ kind: 'chunk', route: '/blogs/:slug' }]);
  });

  it('stores a beacon sent as application/json too', async () => {
    const ttfb = metric({ name: 'TTFB', value: 80, route: '/blogs' });
    const response = await t.app.inject({ method: 'POST', url: URL, headers: { origin: SITE }, payload: { metrics: [ttfb] } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, metrics: 1, errors: 0 });
    expect(await metricRows([ttfb.id])).toHaveLength(1);
  });

  it('keeps one row per metric id: a later CLS or INP replaces the earlier value, also within one batch', async () => {
    const id = metricId();
    expect((await beacon({ metrics: [metric({ id, name: 'INP', value: 40 })] })).statusCode).toBe(200);
    expect((await beacon({ metrics: [metric({ id, name: 'INP', value: 120 }), metric({ id, name: 'INP', value: 180 })] })).statusCode).toBe(200);
    expect((await metricRows([id])).map((row) => row.value)).toEqual([180]);
    // The same id sent for another metric changes nothing.
    expect((await beacon({ metrics: [metric({ id, name: 'LCP', value: 9000 })] })).statusCode).toBe(200);
    expect((await metricRows([id])).map((row) => [row.name, row.value])).toEqual([['INP', 180]]);
  });

  it.each([
    ['an unknown metric name', { metrics: [metric({ name: 'FID' })] }, /name must be one of LCP, INP, CLS, FCP, TTFB/],
    ['a full address instead of a route pattern', { metrics: [metric({ route: '/university/stanford-university' })] }, /route must be one of/],
    ['an address with a query', { errors: [{ kind: 'render', route: '/?search=priya@example.org' }] }, /route must be one of/],
    ['a negative time', { metrics: [metric({ value: -1 })] }, /value must be at least 0/],
    ['a time over ten minutes', { metrics: [metric({ value: 600_001 })] }, /value must be at most 600000/],
    ['a CLS over 100', { metrics: [metric({ name: 'CLS', value: 101 })] }, /value must be at most 100/],
    ['a value that is not a number', { metrics: [metric({ value: 'fast' })] }, /value must be of type number/],
    ['an id that is not 32 hex digits', { metrics: [metric({ id: 'priya@example.org' })] }, /id contains characters that are not allowed/],
    ['an unknown error kind', { errors: [{ kind: 'TypeError: x is undefined', route: '/' }] }, /kind must be one of/],
    ['21 metrics', { metrics: Array.from({ length: 21 }, () => metric()) }, /metrics must NOT have more than 20 items/],
    ['21 errors', { errors: Array.from({ length: 21 }, () => ({ kind: 'render', route: '/' })) }, /errors must NOT have more than 20 items/],
  ])('refuses %s with 400 in our shape and stores nothing', async (_case, body, message) => {
    const before = await db.db.selectFrom('field_metrics').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const response = await beacon(body);
    expectOurError(response, 400);
    expect(response.json().message).toMatch(message);
    const after = await db.db.selectFrom('field_metrics').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses text/plain that is not JSON, and JSON with a __proto__ key', async () => {
    expectOurError(await beacon('LCP=1200'), 400);
    expectOurError(await beacon('{"metrics":[],"__proto__":{"polluted":true}}'), 400);
  });

  it('refuses other content types with 415, and text/plain on every other route', async () => {
    expectOurError(await beacon('<p>hi</p>', { 'content-type': 'text/html' }), 415);
    const contact = await t.app.inject({ method: 'POST', url: '/api/contact/submit', headers: { 'content-type': 'text/plain' }, payload: '{}' });
    expectOurError(contact, 415);
  });

  it('refuses a beacon from a page that is not the site', async () => {
    const response = await beacon({ metrics: [metric()] }, { origin: 'https://evil.example' });
    expectOurError(response, 403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a beacon without an Origin header (browsers always send one) and stores nothing', async () => {
    const sent = metric();
    const response = await t.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'text/plain' }, payload: JSON.stringify({ metrics: [sent] }) });
    expectOurError(response, 403);
    expect(response.json().message).toBe('Field data is accepted from the GradAtlas site only');
    expect(await metricRows([sent.id])).toEqual([]);
  });

  it('refuses a body over 16 KiB with 413', async () => {
    const response = await beacon(`{"metrics":[],"errors":[],"pad":"${'x'.repeat(17 * 1024)}"}`);
    expectOurError(response, 413);
  });
});

describe.each(databaseTargets())('field data limits on $name', (target) => {
  it('rate-limits beacons per client with 429 in our shape', async () => {
    await withAppWithDatabase(target, { rateLimits: { fieldDataPerMinute: 2 } }, async ({ t }) => {
      const send = () => t.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'text/plain', origin: SITE }, payload: JSON.stringify({ metrics: [metric()] }) });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const limited = await send();
      expectOurError(limited, 429);
      expect(limited.headers['retry-after']).toBeDefined();
    });
  });

  it('caps the rows one client adds in a day, counting metrics and failures, and refuses the beacons beyond', async () => {
    await withAppWithDatabase(target, { rateLimits: { fieldDataRowsPerDay: 5 } }, async ({ t, db }) => {
      const send = (remoteAddress: string, metrics: number, errors: number) =>
        t.app.inject({
          method: 'POST',
          url: URL,
          remoteAddress,
          headers: { 'content-type': 'text/plain', origin: SITE },
          payload: JSON.stringify({ metrics: Array.from({ length: metrics }, () => metric()), errors: Array.from({ length: errors }, () => ({ kind: 'render', route: '/' })) }),
        });
      expect((await send('198.51.100.1', 2, 1)).statusCode).toBe(200);
      expect((await send('198.51.100.1', 1, 1)).statusCode).toBe(200);
      const refused = await send('198.51.100.1', 1, 0);
      expectOurError(refused, 429);
      expect(refused.json().message).toBe('Too much field data from this address today. Please try again tomorrow.');
      // Another client has a day of its own.
      expect((await send('198.51.100.2', 3, 0)).statusCode).toBe(200);
      const rows = (await db.db.selectFrom('field_metrics').select('id').execute()).length + (await db.db.selectFrom('field_errors').select('id').execute()).length;
      expect(rows).toBe(8);
    });
  });

  it('keeps at most maxRows rows per table, the newest', async () => {
    await withAppWithDatabase(target, { fieldStorage: { maxRows: 3, pruneEvery: 1 } }, async ({ t, db }) => {
      const ids: string[] = [];
      for (let index = 0; index < 5; index += 1) {
        const sent = metric({ value: index });
        ids.push(sent.id);
        const response = await t.app.inject({
          method: 'POST',
          url: URL,
          headers: { origin: SITE },
          payload: { metrics: [sent], errors: [{ kind: 'render', route: '/' }] },
        });
        expect(response.statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 2)); // distinct created_at
      }
      const kept = await db.db.selectFrom('field_metrics').select(['id', 'value']).orderBy('value').execute();
      expect(kept.map((row) => row.value)).toEqual([2, 3, 4]);
      const errors = await db.db.selectFrom('field_errors').select('id').execute();
      expect(errors).toHaveLength(3);
    });
  });

  it('deletes rows older than the retention period', async () => {
    await withAppWithDatabase(target, {}, async ({ db }) => {
      const reports = new FieldReports(db.db, { maxRows: 100, retentionDays: 10, pruneEvery: 1000 });
      const now = Date.now();
      const old = metric({ value: 1 });
      const recent = metric({ value: 2 });
      await reports.store({ metrics: [old], errors: [{ kind: 'manifest', route: '/terms' }] }, now - 11 * DAY);
      await reports.store({ metrics: [recent], errors: [] }, now - 9 * DAY);
      await reports.prune(now);
      expect((await db.db.selectFrom('field_metrics').select('id').execute()).map((row) => row.id)).toEqual([recent.id]);
      expect(await db.db.selectFrom('field_errors').select('id').execute()).toEqual([]);
    });
  });

  it('summarises the p75 of each metric per route and failures by kind and route over the chosen days', async () => {
    await withAppWithDatabase(target, {}, async ({ db }) => {
      const reports = new FieldReports(db.db, { maxRows: 1000, retentionDays: 90, pruneEvery: 1000 });
      const now = Date.now();
      // Eight LCP values on the detail page: nearest-rank p75 is the 6th, 600.
      const lcp = [800, 100, 700, 200, 600, 300, 500, 400].map((value) => metric({ value }));
      const cls = [0.01, 0.3, 0.05, 0.12].map((value) => metric({ name: 'CLS', value, route: '/' }));
      await reports.store({ metrics: [...lcp, ...cls], errors: [{ kind: 'chunk', route: '/blogs/:slug' }, { kind: 'chunk', route: '/blogs/:slug' }, { kind: 'render', route: '/' }] }, now - DAY);
      // Outside a 7-day window: counted with 28 days, not with 7.
      await reports.store({ metrics: [metric({ value: 5000 })], errors: [{ kind: 'manifest', route: '/' }] }, now - 10 * DAY);

      const week = await fieldSummary(db.db, 7, now);
      expect(week.metrics).toEqual([
        { route: '/', name: 'CLS', samples: 4, p75: 0.12 },
        { route: '/university/:name', name: 'LCP', samples: 8, p75: 600 },
      ]);
      expect(week.errors).toEqual([
        { kind: 'chunk', route: '/blogs/:slug', count: 2 },
        { kind: 'render', route: '/', count: 1 },
      ]);
      const month = await fieldSummary(db.db, 28, now);
      expect(month.metrics.find((row) => row.name === 'LCP')).toEqual({ route: '/university/:name', name: 'LCP', samples: 9, p75: 700 });
      expect(month.errors).toContainEqual({ kind: 'manifest', route: '/', count: 1 });

      const text = formatFieldSummary(week);
      expect(text).toContain('Field data of the last 7 days');
      expect(text).toMatch(/\/university\/:name\s+600 ms \(n=8\)\s+N\/A\s+N\/A\s+N\/A\s+N\/A/);
      expect(text).toMatch(/\/\s+N\/A\s+N\/A\s+0\.12 \(n=4\)/);
      expect(text).toMatch(/chunk\s+\/blogs\/:slug\s+2/);
    });
  });

  it('gives the p75 of INP by the kind of tap that set it, across routes, slowest first; an unnamed INP counts as "other"', async () => {
    await withAppWithDatabase(target, {}, async ({ db }) => {
      const reports = new FieldReports(db.db, { maxRows: 1000, retentionDays: 90, pruneEvery: 1000 });
      const now = Date.now();
      const inp = (value: number, interaction?: FieldInteraction, route = '/') => ({ ...metric({ name: 'INP', value, route }), ...(interaction ? { interaction } : {}) });
      await reports.store({ metrics: [inp(120, 'load-more'), inp(80, 'load-more', '/universities'), inp(240, 'calculate', '/rate-my-chances'), inp(40), metric({ value: 900 })], errors: [] }, now);
      const summary = await fieldSummary(db.db, 7, now);
      expect(summary.interactions).toEqual([
        { interaction: 'calculate', samples: 1, p75: 240 },
        { interaction: 'load-more', samples: 2, p75: 120 },
        { interaction: 'other', samples: 1, p75: 40 },
      ]);
      expect(formatFieldSummary(summary)).toMatch(/calculate\s+240 ms \(n=1\)/);
    });
  });
});
