import type { JWTVerifyGetKey } from 'jose';

/**
 * A party whose ID tokens we accept: Google, or the local development provider.
 * Here rather than in the auth feature because the dev-identity feature
 * supplies one; app.ts hands the list to the auth routes.
 */
export interface IdentityProvider {
  name: 'google' | 'dev';
  issuers: string[];
  audience: string;
  keys: JWTVerifyGetKey;
}
