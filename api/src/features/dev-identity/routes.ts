import type { FastifyInstance } from 'fastify';
import { DevIdTokenResponse, ErrorResponse, JsonWebKeySet } from '@gradatlas/shared/contracts';
import type { DevIdentityProvider } from './dev-identity';

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
      schema: {
        tags: ['dev-identity'],
        summary: 'An ID token for the demo student (development only)',
        response: { 200: DevIdTokenResponse, 429: ErrorResponse },
      },
    },
    async (): Promise<DevIdTokenResponse> => ({ idToken: await devIdentity.issueIdToken() }),
  );
}
