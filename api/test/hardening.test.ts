import { createTestApp, type TestApp, withSignedInApp } from './helpers/test-app';
import { databaseTargets } from './helpers/databases';
import { expectOurError, expectOurHeaders } from './helpers/our-shape';

const NON_FINITE = ['Infinity', '-Infinity', '1e309', '-1e309', 'NaN'];

describe.each(databaseTargets())('hardening on $name', (target) => {
  let t: TestApp;
  let auth: Record<string, string>;

  withSignedInApp(target, (app, headers) => {
    t = app;
    auth = headers;
  });

  describe('non-finite numbers (defect 1)', () => {
    const fields = [
      ['/api/public/universities', 'page'],
      ['/api/public/universities', 'limit'],
      ['/api/universities', 'page'],
      ['/api/universities', 'limit'],
      ['/api/universities', 'minTuition'],
      ['/api/universities', 'maxTuition'],
      ['/api/public/universities/search?query=uni', 'limit'],
      ['/api/universities/search?query=uni', 'limit'],
    ];
    it.each(fields)('%s refuses every non-finite %s with a 400 naming it', async (route, field) => {
      for (const value of NON_FINITE) {
        const response = await t.app.inject({ url: `${route}${route.includes('?') ? '&' : '?'}${field}=${value}`, headers: auth });
        expect({ value, status: response.statusCode }).toEqual({ value, status: 400 });
        expectOurError(response);
        expect(response.json().message).toContain(field);
      }
    });

    it('refuses a body number that JSON reads as Infinity', async () => {
      const payload = '{"gpa":1e309,"testType":"GRE","testScore":320,"languageTest":"TOEFL","languageScore":100}';
      const response = await t.app.inject({ method: 'POST', url: '/api/rate-my-chances/general', headers: { ...auth, 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    });
  });

  describe('answer cache keys (defect 2)', () => {
    it.each(['minTuition=Infinity', 'maxTuition=-Infinity', 'minTuition=1e309'])('a request with %s cannot empty page 11 for others', async (bound) => {
      const poisoned = await t.app.inject({ url: `/api/universities?page=11&${bound}`, headers: auth });
      expect(poisoned.statusCode).toBe(400);
      const clean = await t.app.inject({ url: '/api/universities?page=11', headers: auth });
      expect(clean.statusCode).toBe(200);
      expect(clean.json().data).toHaveLength(6);
    });

    it('gives equal queries written differently the same answer', async () => {
      const a = await t.app.inject({ url: '/api/universities?page=2&minTuition=1e4&maxTuition=30000.0', headers: auth });
      const b = await t.app.inject({ url: '/api/universities?maxTuition=30000&minTuition=10000&page=2', headers: auth });
      expect(a.statusCode).toBe(200);
      expect(a.body).toBe(b.body);
      expect(a.json().pagination.total).toBeGreaterThan(0);
    });
  });

  describe('router errors (defect 5)', () => {
    it.each(['/api/blogs/%zz', '/api/blogs/%', '/api/public/universities/slug/%c0%ae', '/api/universities/slug/a%'])('answers %s with a 400 in our shape', async (url) => {
      const response = await t.app.inject({ url, headers: auth });
      expectOurError(response, 400);
      expect(response.body).not.toContain('%');
    });

    it('accepts a slug as long as the schema allows (200) and answers a plain 404', async () => {
      for (const length of [101, 200]) {
        const response = await t.app.inject({ url: `/api/blogs/${'a'.repeat(length)}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ success: false, message: 'Blog post not found' });
        const university = await t.app.inject({ url: `/api/public/universities/slug/${'b'.repeat(length)}` });
        expect(university.json()).toEqual({ success: false, message: 'University not found' });
      }
    });

    it('answers a longer path segment in our shape with our headers', async () => {
      const response = await t.app.inject({ url: `/api/blogs/${'a'.repeat(201)}` });
      expectOurError(response, 414);
      expect(response.body).not.toContain('aaaa');
    });
  });
});

describe('production without GOOGLE_CLIENT_ID (defect 4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ name: 'sqlite' }, { env: { NODE_ENV: 'production', GOOGLE_CLIENT_ID: '', LOG_LEVEL: 'silent' } });
  });
  afterAll(() => t.close());

  it('answers sign-in with 503 and a clear message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/verify-google-token', payload: { token: 'a.b.c' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: 'Sign-in is not configured on this server' });
    expectOurHeaders(response);
  });
});
