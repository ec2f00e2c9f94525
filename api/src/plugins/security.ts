import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * Headers, CORS and rate limiting. The API serves only JSON, so its CSP
 * allows nothing; CORS echoes only origins on the configured allow list
 * (never `*`, never `null`), with credentials.
 */
export async function registerSecurity(app: FastifyInstance, webOrigins: readonly string[]): Promise<void> {
  await app.register(helmet, {
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
  });

  const allowed = new Set(webOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && origin !== 'null' && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    maxAge: 600,
  });

  // Limits are declared per route (sign-in, contact): a global limit would
  // throttle the public listing for everyone behind one NAT.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests. Please try again in ${context.after}.`),
  });
}
