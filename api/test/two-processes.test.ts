import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startApiProcess, type ApiProcess } from './helpers/api-process';
import { databaseTargets, uniqueSchema } from './helpers/databases';

/**
 * Issue 21, section 2: two API processes behind a load balancer on one
 * PostgreSQL. Each is a real `server.ts` process (nothing shared in memory),
 * on the throw-away cluster scripts/with-postgres.ts starts. They share the
 * database, the signing keys (one DATA_DIR) and the development issuer.
 */
const postgres = databaseTargets().find((target) => target.name === 'postgres');
const describeOnPostgres = postgres ? describe : describe.skip;

const SIGN_IN_LIMIT = 6;

describeOnPostgres('two API processes on one PostgreSQL', () => {
  const schema = uniqueSchema();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-two-processes-'));
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    const env = {
      DATABASE_URL: postgres?.databaseUrl ?? '',
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
      GOOGLE_CLIENT_ID: '',
      DEV_IDENTITY: 'true',
      DEV_IDENTITY_ISSUER: 'http://gradatlas.test/api/dev-identity',
      SIGN_IN_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT),
      WEB_ORIGINS: 'http://localhost:3000',
    };
    // One after the other: the first creates the schema and loads the data set.
    a = await startApiProcess(env);
    b = await startApiProcess(env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (base: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  /** Signs in the demo student through `base`: a development ID token, exchanged for our tokens. */
  async function signIn(base: string): Promise<Response> {
    const { idToken } = (await (await post(base, '/api/dev-identity/id-token', {})).json()) as { idToken: string };
    return post(base, '/api/auth/verify-google-token', { token: idToken });
  }

  async function countRows(table: string): Promise<number> {
    const client = new Client({ connectionString: postgres?.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from "${schema}"."${table}"`);
      return Number(rows[0]?.n);
    } finally {
      await client.end();
    }
  }

  let session: { accessToken: string; refreshToken: string };

  it('signs in through A and uses the token in B', async () => {
    const answer = await signIn(a.url);
    expect(answer.status).toBe(200);
    session = (await answer.json()) as typeof session;
    const verify = await fetch(`${b.url}/api/auth/verify`, { headers: { authorization: `Bearer ${session.accessToken}` } });
    expect(verify.status).toBe(200);
  });

  it('reads back through B a shortlist saved through A', async () => {
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const saved = await fetch(`${a.url}/api/me/shortlist/stanford-university`, { method: 'PUT', headers: auth });
    expect(saved.status).toBe(200);
    const read = await fetch(`${b.url}/api/me/shortlist`, { headers: auth });
    expect(((await read.json()) as { slugs: string[] }).slugs).toEqual(['stanford-university']);
  });

  it('stores once a contact message sent to A and replayed to B with the same Idempotency-Key', async () => {
    const before = await countRows('contact_messages');
    const message = { name: 'Ada', email: 'ada@example.org', subject: 'Visa', message: 'Which visa do I need?' };
    const headers = { 'idempotency-key': 'two-processes-key-1' };
    const first = await post(a.url, '/api/contact/submit', message, headers);
    const replay = await post(b.url, '/api/contact/submit', message, headers);
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    expect(await countRows('contact_messages')).toBe(before + 1);
  });

  it('refuses the access token in B within 1 s of A logging the session out', async () => {
    const auth = { authorization: `Bearer ${session.accessToken}` };
    // B has just accepted the token, so anything it remembers says "live".
    expect((await fetch(`${b.url}/api/auth/verify`, { headers: auth })).status).toBe(200);
    expect((await post(a.url, '/api/auth/logout', { refreshToken: session.refreshToken })).status).toBe(200);
    // B learns of it by NOTIFY on its listener connection (no query per request): ask again until it refuses.
    const loggedOutAt = Date.now();
    let afterLogout = await fetch(`${b.url}/api/auth/verify`, { headers: auth });
    while (afterLogout.status === 200 && Date.now() - loggedOutAt < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      afterLogout = await fetch(`${b.url}/api/auth/verify`, { headers: auth });
    }
    expect(afterLogout.status).toBe(401);
    expect(Date.now() - loggedOutAt).toBeLessThan(1_000);
    expect(await afterLogout.json()).toEqual({ success: false, message: 'Session has ended; please sign in again' });
    expect((await fetch(`${a.url}/api/me/shortlist`, { headers: auth })).status).toBe(401);
  });

  it('refuses in B an ID token already exchanged in A', async () => {
    const { idToken } = (await (await post(a.url, '/api/dev-identity/id-token', {})).json()) as { idToken: string };
    expect((await post(a.url, '/api/auth/verify-google-token', { token: idToken })).status).toBe(200);
    const replayed = await post(b.url, '/api/auth/verify-google-token', { token: idToken });
    expect(replayed.status).toBe(401);
  });

  it('counts sign-ins to A and B against one limit', async () => {
    // Three sign-in attempts so far (the first test, and the replay test's two); the limit is per address, whichever process answers.
    const statuses: number[] = [];
    for (let index = 0; index < SIGN_IN_LIMIT + 2; index += 1) statuses.push((await signIn(index % 2 === 0 ? a.url : b.url)).status);
    const allowed = SIGN_IN_LIMIT - 3;
    expect(statuses).toEqual([...Array<number>(allowed).fill(200), ...Array<number>(statuses.length - allowed).fill(429)]);
  });
});
