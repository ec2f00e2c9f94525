import { loadConfig } from '../src/config';
import { type TestApp, withSignedInApp } from './helpers/test-app';
import { databaseTargets } from './helpers/databases';

const WEB_ORIGIN = 'http://localhost:3000';

/** Every path the API promises (the list), as OpenAPI writes them. */
const DOCUMENTED = {
  '/api/universities': 'get',
  '/api/public/universities': 'get',
  '/api/universities/search': 'get',
  '/api/public/universities/search': 'get',
  '/api/universities/slug/{slug}': 'get',
  '/api/public/universities/slug/{slug}': 'get',
  '/api/universities/compare': 'get',
  '/api/public/universities/compare': 'get',
  '/api/me/shortlist': 'get',
  '/api/me/shortlist/{slug}': 'put',
  '/api/auth/verify-google-token': 'post',
  '/api/auth/refresh': 'post',
  '/api/auth/logout': 'post',
  '/api/auth/verify': 'get',
  '/api/blogs': 'get',
  '/api/blogs/{slug}': 'get',
  '/api/contact/submit': 'post',
  '/api/about': 'get',
  '/api/contact/info': 'get',
  '/api/rate-my-chances/suggestions': 'get',
  '/api/rate-my-chances/general': 'post',
  '/api/rate-my-chances/specific': 'post',
  '/api/rate-my-chances/batch': 'post',
  '/api/health': 'get',
} as const;

const SIGNED_IN_ONLY = ['/api/universities', '/api/universities/search', '/api/universities/slug/{slug}', '/api/auth/verify', '/api/rate-my-chances/suggestions', '/api/rate-my-chances/general', '/api/rate-my-chances/specific', '/api/rate-my-chances/batch', '/api/universities/compare', '/api/me/shortlist', '/api/me/shortlist/{slug}'];

describe.each(databaseTargets())('security and errors on $name', (target) => {
  let t: TestApp;
  let auth: Record<string, string>;

  withSignedInApp(target, (app, headers) => {
    t = app;
    auth = headers;
  });

  describe('unknown routes', () => {
    it.each([
      ['GET', '/api/nothing-here'],
      ['GET', '/'],
      ['POST', '/api/universities'],
      ['DELETE', '/api/blogs/student-visa-guide'],
      ['GET', '/api/rate-my-chances'],
    ])('%s %s is 404 JSON', async (method, url) => {
      const response = await t.app.inject({ method: method as 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ success: false, message: 'Route not found' });
    });
  });

  describe('headers', () => {
    it.each(['/api/health', '/api/nothing-here', '/api/universities'])('sends the security headers on %s', async (url) => {
      const response = await t.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-powered-by']).toBeUndefined();
    });
  });

  describe('CORS', () => {
    it('echoes an allowed origin with credentials', async () => {
      const response = await t.app.inject({ url: '/api/health', headers: { origin: WEB_ORIGIN } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(String(response.headers.vary)).toMatch(/origin/i);
    });

    it.each(['/api/rate-my-chances/specific', '/api/contact/submit', '/api/auth/refresh'])('answers a preflight for %s with the custom headers', async (url) => {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: WEB_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'idempotency-key, authorization, content-type' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toContain('POST');
      const allowed = String(response.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
      expect(allowed).toEqual(expect.arrayContaining(['idempotency-key', 'authorization', 'content-type']));
    });

    it.each(['PUT', 'DELETE'])('lets the site %s a shortlist entry across origins (the preflight allows the method)', async (method) => {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/me/shortlist/stanford-university',
        headers: { origin: WEB_ORIGIN, 'access-control-request-method': method, 'access-control-request-headers': 'authorization' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
      expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
    });

    it.each(['http://evil.example', 'null', 'http://localhost:3001', 'http://localhost:3000.evil.example', 'https://localhost:3000'])(
      'gives the origin %s no access',
      async (origin) => {
        const simple = await t.app.inject({ url: '/api/health', headers: { origin } });
        expect(simple.statusCode).toBe(200);
        expect(simple.headers['access-control-allow-origin']).toBeUndefined();
        expect(simple.headers['access-control-allow-credentials']).toBeUndefined();
        const preflight = await t.app.inject({
          method: 'OPTIONS',
          url: '/api/rate-my-chances/specific',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
        });
        expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      },
    );

    it('never lets WEB_ORIGINS allow null or any origin', () => {
      expect(loadConfig({ WEB_ORIGINS: 'null, *, https://gradatlas.example' }).webOrigins).toEqual(['https://gradatlas.example']);
    });
  });

  describe('bad requests', () => {
    it.each([
      ['/api/contact/submit', false],
      ['/api/auth/refresh', false],
      ['/api/auth/verify-google-token', false],
      ['/api/rate-my-chances/specific', true],
      ['/api/rate-my-chances/general', true],
    ])('answers malformed JSON on %s with 400 JSON', async (url, signedIn) => {
      for (const payload of ['{"name":', '{name: "x"}', "{'a': 1}", '']) {
        const response = await t.app.inject({ method: 'POST', url, headers: { ...(signedIn ? auth : {}), 'content-type': 'application/json' }, payload });
        expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const body = response.json();
        expect(body).toMatchObject({ success: false, message: expect.any(String) });
        // The calculator's 400 answers always carry the errors list its page shows.
        if (signedIn) expect(body.errors).toEqual([body.message]);
      }
    });

    it('refuses a body over 64 KiB with 413 JSON', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/contact/submit', payload: { name: 'A', email: 'a@example.org', subject: 'S', message: 'x'.repeat(70 * 1024) } });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    });

    it('refuses a body that is not JSON with 415 JSON', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { 'content-type': 'application/xml' }, payload: '<refreshToken>abc</refreshToken>' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    });
  });

  describe('OpenAPI document', () => {
    it('is OpenAPI 3.1 and lists every path of the API', async () => {
      const response = await t.app.inject({ url: '/api/openapi.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const doc = response.json();
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.info.title).toBe('GradAtlas API');
      expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
      for (const [path, method] of Object.entries(DOCUMENTED)) {
        expect({ path, documented: Boolean(doc.paths[path]?.[method]) }).toEqual({ path, documented: true });
      }
      for (const path of SIGNED_IN_ONLY) {
        const operation = doc.paths[path][DOCUMENTED[path as keyof typeof DOCUMENTED]];
        expect({ path, security: operation.security }).toEqual({ path, security: [{ bearerAuth: [] }] });
      }
      expect(doc.paths['/api/openapi.json']).toBeUndefined();
    });
  });
});
