import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './helpers/test-app';
import { generateRawRequests, generateRequests, type OpenApiDocument } from './helpers/fuzz-requests';
import { sendRaw } from './helpers/raw-http';

const SEED = 9;
const COUNT = 3000;

/**
 * Bounded fuzzing in CI, on SQLite: a few thousand malformed requests built
 * from /api/openapi.json with a fixed seed. No answer may be a 5xx, every
 * error must be ours ({ success: false, message }, JSON, our security
 * headers), and the API must still answer normally afterwards.
 */
describe('fuzzing every documented route (SQLite)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ name: 'sqlite' });
  });
  afterAll(() => t.close());

  it(`answers ${COUNT} malformed requests (seed ${SEED}) without a 5xx, each error in our shape`, async () => {
    const { accessToken } = await t.signIn('fuzz-subject');
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(15);
    const statuses = new Map<number, number>();
    const problems: string[] = [];
    const started = Date.now();

    for (const request of generateRequests(doc, COUNT, SEED, accessToken)) {
      const response = await t.app.inject(request);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const where = `${request.method} ${request.url.slice(0, 120)}`;
      if (response.statusCode >= 500) problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      if (response.statusCode >= 400) {
        let body: unknown;
        try {
          body = response.json();
        } catch {
          body = undefined;
        }
        const ours = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false && typeof (body as { message?: unknown }).message === 'string';
        if (!ours || !/^application\/json/.test(String(response.headers['content-type']))) problems.push(`${where}: not our shape: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      if (!String(response.headers['content-security-policy']).includes("default-src 'none'") || response.headers['x-content-type-options'] !== 'nosniff') {
        problems.push(`${where}: ${response.statusCode} without our security headers`);
      }
    }

    const seconds = (Date.now() - started) / 1000;
    const counts = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    // The figures the campaign note quotes: how the answers were spread.
    console.log(`fuzz seed ${SEED}: ${COUNT} requests in ${seconds.toFixed(1)} s; status counts ${JSON.stringify(counts)}`);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(seconds).toBeLessThan(60);

    // Still healthy: health, a guest list and a signed-in list answer normally.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/public/universities?page=1&limit=6' });
    expect(list.json().data).toHaveLength(6);
    const full = await t.app.inject({ url: '/api/universities?page=2', headers: { authorization: `Bearer ${accessToken}` } });
    expect(full.statusCode).toBe(200);
  }, 90_000);
});

/**
 * What Node's HTTP parser refuses never reaches Fastify's routes or hooks
 * (the server's 'clientError'): headers over Node's 16 KiB limit, a malformed
 * request line or header. `inject` skips the parser, so these go over a real
 * socket, generated from the same seed.
 */
describe('requests the HTTP parser refuses (SQLite, over a socket)', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ name: 'sqlite' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const RAW_COUNT = 60;

  it(`answers ${RAW_COUNT} refused requests (seed ${SEED}) in our shape with our headers, closing in order`, async () => {
    const statuses = new Map<number, number>();
    const problems: string[] = [];
    for (const [index, bytes] of generateRawRequests(RAW_COUNT, SEED).entries()) {
      const answer = await sendRaw(port, bytes);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const where = `#${index} ${answer.status}`;
      let body: { success?: unknown; message?: unknown } | undefined;
      try {
        body = JSON.parse(answer.body) as typeof body;
      } catch {
        body = undefined;
      }
      if (body?.success !== false || typeof body.message !== 'string') problems.push(`${where}: not our shape: ${answer.body.slice(0, 200)}`);
      if (!/^application\/json/.test(answer.headers['content-type'] ?? '')) problems.push(`${where}: content-type ${answer.headers['content-type']}`);
      if (!String(answer.headers['content-security-policy']).includes("default-src 'none'") || answer.headers['x-content-type-options'] !== 'nosniff') {
        problems.push(`${where}: without our security headers`);
      }
      if (answer.closed !== 'end') problems.push(`${where}: connection ended with ${answer.closed}`);
    }
    console.log(`raw fuzz seed ${SEED}: status counts ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(statuses.get(431)).toBeGreaterThan(0);
    expect(statuses.get(400)).toBeGreaterThan(0);
    // The server still answers normally.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  }, 60_000);
});
