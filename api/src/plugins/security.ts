import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { clientKey } from '../lib/client-key';
import { HttpError } from './errors';
import { refuseLongUrl } from './url-length';

/**
 * helmet's headers for a JSON-only API: a CSP that allows nothing, no referrer.
 * helmet stays the source of truth for every value; nothing here restates one.
 */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
} as const;

/**
 * helmet's headers as a plain record: helmet's middleware runs once against a
 * recording response. With these options every value is a constant (no nonce,
 * nothing read from the request), so computing them once at start gives
 * exactly what running helmet on each request would, without rebuilding its
 * middleware per request as @fastify/helmet did (test/security-headers.test.ts
 * holds the two equal).
 */
export function securityHeaderRecord(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

export const SECURITY_HEADERS = securityHeaderRecord();

/**
 * Paths whose answers carry tokens or a student's own data (sign-in, refresh,
 * logout, the development sign-in, `/api/me/...`): no browser or proxy cache
 * may keep any of them, errors included.
 */
const PRIVATE_PATHS = ['/api/auth/', '/api/me/', '/api/dev-identity/'];

const isPrivatePath = (url: string): boolean => PRIVATE_PATHS.some((prefix) => url.startsWith(prefix));

/**
 * helmet's headers, and `Cache-Control: no-store` on private paths. Also
 * called for an answer Fastify gives before any hook runs (a URL its router
 * refuses, plugins/errors.ts): hooks never see those requests.
 */
export function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  void reply.headers(SECURITY_HEADERS);
  if (isPrivatePath(request.url)) void reply.header('cache-control', 'no-store');
}

/**
 * Headers, CORS and rate limiting. CORS echoes only origins on the configured
 * allow list (never `*`, never `null`). It allows credentials only because the
 * web client sends every call "with credentials" (SPEC section 7; fetch's
 * `credentials: 'include'`), and a browser refuses a credentialed answer without
 * that header; the API itself sets no cookie and reads only bearer tokens, so
 * the credentials carry nothing. Drop both together if the SPEC drops it.
 */
export async function registerSecurity(app: FastifyInstance, webOrigins: readonly string[], rateLimitStore?: FastifyRateLimitStoreCtor): Promise<void> {
  // One synchronous hook, first of all, so every answer (404s and errors included) carries them.
  app.addHook('onRequest', (request, reply, done) => {
    addSecurityHeaders(request, reply);
    done();
  });
  // Next, before CORS or any route's work: an address past the limit (url-length.ts).
  app.addHook('onRequest', refuseLongUrl);

  const allowed = new Set(webOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && origin !== 'null' && allowed.has(origin)),
    credentials: true,
    // PUT and DELETE: the shortlist (PUT/DELETE /api/me/shortlist/:slug) is changed from the site.
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    maxAge: 600,
    // A preflight without Access-Control-Request-Method is still answered by
    // the hook below in our way, not with the plugin's text/plain 400.
    strictPreflight: false,
  });
  // The plugin answers an allowed origin's preflight itself and sends any
  // other OPTIONS to the 404 handler. Refuse those like a refused simple
  // request instead: an empty answer without CORS headers, which the browser
  // reads as "not allowed".
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'OPTIONS') return done();
    void reply.code(204).header('content-length', '0').send();
  });

  // Limits are declared per route (sign-in, contact): a global limit would
  // throttle the public listing for everyone behind one NAT. The counts live in
  // the database when a store is given, so every API process shares them.
  await app.register(rateLimit, {
    global: false,
    // Per client: an IPv4 address, an IPv6 /64 (lib/client-key.ts).
    keyGenerator: (request) => clientKey(request.ip),
    ...(rateLimitStore ? { store: rateLimitStore } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests. Please try again in ${context.after}.`),
  });
}
