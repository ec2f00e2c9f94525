import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { loadConfig } from '../src/config';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { databaseTargets, uniqueSchema } from './helpers/databases';

const REUSED = 'Refresh token was already used; the session has been ended for safety';
const REVOKED = 'Session has ended; please sign in again';
const UNKNOWN = 'Refresh token is not valid';

describe.each(databaseTargets())('refresh and logout on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const logout = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } });
  const verify = (accessToken: string) => t.app.inject({ url: '/api/auth/verify', headers: bearer(accessToken) });

  it('rotates: a new refresh token and a working access token', async () => {
    const session = await t.signIn('sub-rotate');
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(body.refreshToken).not.toBe(session.refreshToken);
    expect(body.accessToken).not.toBe(session.accessToken);
    expect((await verify(body.accessToken)).json()).toEqual({ success: true, user: session.user });
    // The new refresh token rotates again.
    const again = await refresh(body.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().refreshToken).not.toBe(body.refreshToken);
  });

  it('treats a used refresh token presented again as theft and ends the whole family', async () => {
    const session = await t.signIn('sub-reuse');
    const second = (await refresh(session.refreshToken)).json().refreshToken as string;
    const third = (await refresh(second)).json().refreshToken as string;

    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ success: false, message: REUSED });

    // The newest token of that family, never used, is now refused too.
    const newest = await refresh(third);
    expect(newest.statusCode).toBe(401);
    expect(newest.json()).toEqual({ success: false, message: REVOKED });
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const stolen = await t.signIn('sub-two-devices');
    const laptop = await t.signIn('sub-two-devices');
    await refresh(stolen.refreshToken);
    expect((await refresh(stolen.refreshToken)).statusCode).toBe(401);
    const response = await refresh(laptop.refreshToken);
    expect(response.statusCode).toBe(200);
  });

  it('lets only one of two concurrent uses of a refresh token succeed', async () => {
    const session = await t.signIn('sub-concurrent');
    const answers = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    // The loser was a reuse: the family, including the winner's token, is ended.
    expect((await refresh(winner.json().refreshToken)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token with 401', async () => {
    const response = await refresh('x'.repeat(43));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: UNKNOWN });
  });

  it('refuses an access token in place of a refresh token', async () => {
    const session = await t.signIn('sub-wrong-kind');
    const response = await refresh(session.accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: UNKNOWN });
  });

  it.each(['/api/auth/refresh', '/api/auth/logout'])('answers %s without a refresh token with 400', async (url) => {
    const response = await t.app.inject({ method: 'POST', url, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'refreshToken is required' });
  });

  it('logs out: the session can no longer be refreshed', async () => {
    const session = await t.signIn('sub-logout');
    const rotated = (await refresh(session.refreshToken)).json().refreshToken as string;
    const response = await logout(rotated);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logged out' });
    const after = await refresh(rotated);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, message: REVOKED });
  });

  it('answers logout with success for an unknown token too', async () => {
    const response = await logout('never-issued-token');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logged out' });
  });

  it('answers a second logout of the same session with success', async () => {
    const session = await t.signIn('sub-double-logout');
    expect((await logout(session.refreshToken)).statusCode).toBe(200);
    expect((await logout(session.refreshToken)).json()).toEqual({ success: true, message: 'Logged out' });
  });
});

describe.each(databaseTargets())('development identity provider on $name', (target) => {
  describe('without a Google client id', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, { env: { GOOGLE_CLIENT_ID: '', DEV_IDENTITY: 'true' } });
    });
    afterAll(() => t.close());

    it('issues an ID token that sign-in accepts as the demo student', async () => {
      const issued = await t.app.inject({ method: 'POST', url: '/api/dev-identity/id-token' });
      expect(issued.statusCode).toBe(200);
      const { idToken } = issued.json();
      expect(Object.keys(issued.json())).toEqual(['idToken']);
      expect(decodeProtectedHeader(idToken).alg).toBe('RS256');
      expect(decodeJwt(idToken)).toMatchObject({ sub: 'dev-student', aud: 'gradatlas-local-dev' });

      const response = await t.app.inject({ method: 'POST', url: '/api/auth/verify-google-token', payload: { token: idToken } });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        success: true,
        user: { id: expect.any(String), name: 'Demo Student', email: 'demo.student@gradatlas.example' },
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
      });
      expect((await t.app.inject({ url: '/api/auth/verify', headers: bearer(body.accessToken) })).json()).toEqual({ success: true, user: body.user });
    });

    it('publishes one public RSA key', async () => {
      const response = await t.app.inject({ url: '/api/dev-identity/jwks.json' });
      expect(response.statusCode).toBe(200);
      const { keys } = response.json();
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String), n: expect.any(String), e: 'AQAB' });
      expect(keys[0]).not.toHaveProperty('d');
    });

    it('trusts no Google token when Google is not configured', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/verify-google-token', payload: { token: await t.keys.signIdToken() } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('with a Google client id', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target);
    });
    afterAll(() => t.close());

    it.each([
      ['POST', '/api/dev-identity/id-token'],
      ['GET', '/api/dev-identity/jwks.json'],
    ])('%s %s is 404', async (method, url) => {
      const response = await t.app.inject({ method: method as 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Route not found' });
    });
  });
});

describe('development identity configuration', () => {
  it('refuses DEV_IDENTITY in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_IDENTITY: 'true' })).toThrow('DEV_IDENTITY cannot be enabled when NODE_ENV=production');
  });

  it('keeps it off in production even without a Google client id', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devIdentity.enabled).toBe(false);
  });

  it('is on only when DEV_IDENTITY=true asks for it, never because a Google client id is missing', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devIdentity.enabled).toBe(false);
    expect(loadConfig({}).devIdentity.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' }).devIdentity.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEV_IDENTITY: 'true' }).devIdentity.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', DEV_IDENTITY: 'true' }).devIdentity.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEV_IDENTITY: 'false' }).devIdentity.enabled).toBe(false);
  });

  it.each(['127.0.0.1', '127.0.0.2', '::1', 'localhost'])('runs on the loopback host %s', (host) => {
    expect(loadConfig({ DEV_IDENTITY: 'true', HOST: host }).devIdentity.enabled).toBe(true);
  });

  it.each(['0.0.0.0', '::', '10.1.2.3', 'api.gradatlas.example'])('refuses to start on the reachable host %s', (host) => {
    expect(() => loadConfig({ DEV_IDENTITY: 'true', HOST: host })).toThrow(
      `DEV_IDENTITY gives anyone a session of the demo account, so it only runs on a loopback HOST (127.0.0.1, ::1, localhost), not "${host}"`,
    );
  });

  it('starts on a reachable host when it is off', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe.each(databaseTargets())('access-token signing key on $name', (target) => {
  it('is generated once into the data folder and reused by the next start', async () => {
    // Both starts share one database (same SQLite file, or the same PostgreSQL schema) and one data folder.
    const schemaEnv: Record<string, string> = target.databaseUrl ? { DATABASE_SCHEMA: uniqueSchema() } : {};
    const first = await createTestApp(target, { env: schemaEnv });
    try {
      const keyFile = path.join(first.dataDir, 'access-token-key.pem');
      expect(fs.existsSync(keyFile)).toBe(true);
      const pem = fs.readFileSync(keyFile, 'utf8');
      expect(pem).toContain('BEGIN PRIVATE KEY');
      expect(fs.statSync(keyFile).mode & 0o077).toBe(0);
      const { accessToken, user } = await first.signIn('sub-key-reuse');
      // The next start comes after this one stops: one process per SQLite database (db/single-process.ts).
      await first.app.close();

      const second = await createTestApp(target, { env: { ...schemaEnv, DATA_DIR: first.dataDir } });
      try {
        expect(fs.readFileSync(keyFile, 'utf8')).toBe(pem);
        const response = await second.app.inject({ url: '/api/auth/verify', headers: bearer(accessToken) });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, user });
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });

  it('uses JWT_SIGNING_KEY when given and writes no key file', async () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const t = await createTestApp(target, { env: { JWT_SIGNING_KEY: pem } });
    try {
      const { accessToken } = await t.signIn();
      expect(decodeProtectedHeader(accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
      expect(fs.existsSync(path.join(t.dataDir, 'access-token-key.pem'))).toBe(false);
      expect((await t.app.inject({ url: '/api/auth/verify', headers: bearer(accessToken) })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
