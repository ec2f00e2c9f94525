import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DevIdTokenResponse, ErrorResponse, JsonWebKeySet } from '@gradatlas/shared/contracts';
import { hostnameOf, isLoopbackAddress, isLoopbackHostname } from '../../lib/loopback';
import { HttpError } from '../../plugins/errors';
import type { DevIdentityProvider } from './dev-identity';

/** Headers a proxy adds when it forwards a request: their presence means someone else's request. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/**
 * Listening on loopback is not enough: a local reverse proxy would hand the
 * demo session to anyone. A token goes only to a request made on this
 * machine: from a loopback address, to a loopback host name, forwarded by
 * nobody.
 */
async function onlyFromThisMachine(request: FastifyRequest): Promise<void> {
  const hostname = hostnameOf(request.headers.host);
  const direct =
    isLoopbackAddress(request.socket.remoteAddress) &&
    hostname !== undefined &&
    isLoopbackHostname(hostname) &&
    FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
  if (!direct) throw new HttpError(403, 'The development sign-in answers only requests made directly on this machine, not through a proxy');
}

/** Registered only when the development identity provider is enabled (never in production). */
export function devIdentityRoutes(app: FastifyInstance, options: { devIdentity: DevIdentityProvider }): void {
  const { devIdentity } = options;

  app.get(
    '/api/dev-identity/jwks.json',
    { schema: { tags: ['dev-identity'], summary: 'Public keys of the development identity provider', response: { 200: JsonWebKeySet } } },
    async () => devIdentity.jwks() as JsonWebKeySet,
  );

  app.post(
    '/api/dev-identity/id-token',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      onRequest: onlyFromThisMachine,
      schema: {
        tags: ['dev-identity'],
        summary: 'An ID token for the demo student (development only, on this machine only)',
        response: { 200: DevIdTokenResponse, 403: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (): Promise<DevIdTokenResponse> => ({ idToken: await devIdentity.issueIdToken() }),
  );
}
