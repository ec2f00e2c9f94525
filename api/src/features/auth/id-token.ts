import { createHash } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import type { IdentityProvider } from '../../lib/identity-provider';

export interface IdentityClaims {
  provider: IdentityProvider['name'];
  subject: string;
  name: string | undefined;
  email: string | undefined;
  picture: string | undefined;
  /** Names this one token: its issuer and jti, or its SHA-256 when it has no jti. */
  tokenKey: string;
  /** When the token expires (epoch ms). */
  expiresAtMs: number;
}

export class IdTokenError extends Error {
  override name = 'IdTokenError';
}

const ACCESS_TOKEN_TYPES = new Set(['at+jwt', 'application/at+jwt']);
const CLOCK_TOLERANCE_SECONDS = 30;
/** Google's ID tokens live one hour; a longer-lived one is not Google's and could be replayed for longer. */
const MAX_ID_TOKEN_LIFETIME_SECONDS = 60 * 60;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * Verifies an ID token completely: RS256 only, signature by the provider's
 * keys (JWKS), issuer, audience, expiry; an access token (`typ: at+jwt`) is
 * refused, and so is a token meant to live longer than Google's hour, or one
 * for several audiences whose authorised party (`azp`) is not us (OpenID
 * Connect Core 3.1.3.7). The provider is chosen by the token's (unverified) issuer and then
 * everything is checked against that provider. Google's tokens and the
 * development provider's go through this same function.
 */
export async function verifyIdToken(token: string, providers: readonly IdentityProvider[]): Promise<IdentityClaims> {
  let issuer: unknown;
  try {
    const header = decodeProtectedHeader(token);
    if (typeof header.typ === 'string' && ACCESS_TOKEN_TYPES.has(header.typ.toLowerCase())) {
      throw new IdTokenError('An access token is not an ID token');
    }
    issuer = decodeJwt(token).iss;
  } catch (error) {
    if (error instanceof IdTokenError) throw error;
    throw new IdTokenError('Malformed ID token');
  }
  const provider = providers.find((candidate) => typeof issuer === 'string' && candidate.issuers.includes(issuer));
  if (!provider) throw new IdTokenError('ID token issuer is not trusted');

  try {
    const { payload } = await jwtVerify(token, provider.keys, {
      algorithms: ['RS256'],
      issuer: provider.issuers,
      audience: provider.audience,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    const subject = text(payload.sub);
    if (!subject) throw new IdTokenError('ID token has no subject');
    const expiresAt = payload.exp as number;
    const longest = MAX_ID_TOKEN_LIFETIME_SECONDS + CLOCK_TOLERANCE_SECONDS;
    if (expiresAt - (payload.iat as number) > longest || expiresAt - Date.now() / 1000 > longest) {
      throw new IdTokenError('ID token is meant to live longer than an hour');
    }
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== provider.audience) {
      throw new IdTokenError('ID token for several audiences is not authorised for us (azp)');
    }
    const jti = text(payload.jti);
    return {
      tokenKey: jti ? `${String(payload.iss)} ${jti}` : createHash('sha256').update(token).digest('base64url'),
      expiresAtMs: expiresAt * 1000,
      provider: provider.name,
      subject,
      name: text(payload.name),
      email: text(payload.email),
      picture: text(payload.picture),
    };
  } catch (error) {
    if (error instanceof IdTokenError) throw error;
    const code = (error as { code?: string }).code;
    throw new IdTokenError(code === 'ERR_JWT_EXPIRED' ? 'ID token has expired' : 'ID token could not be verified');
  }
}
