import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { createLocalJWKSet, exportJWK, SignJWT, type JWK, type JWTPayload, type JWTVerifyGetKey } from 'jose';

export const TEST_GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';
export const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * A stand-in for Google's signing keys: a local RS256 key pair whose public
 * half the app verifies against, exactly as it would Google's JWKS.
 */
export class TestIdentityKeys {
  readonly privateKey: KeyObject;
  readonly jwk: JWK;
  readonly keySet: JWTVerifyGetKey;

  private constructor(privateKey: KeyObject, jwk: JWK) {
    this.privateKey = privateKey;
    this.jwk = jwk;
    this.keySet = createLocalJWKSet({ keys: [jwk] });
  }

  static async create(kid = 'test-key'): Promise<TestIdentityKeys> {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    return new TestIdentityKeys(privateKey, jwk);
  }

  /** A Google-shaped ID token; every part can be overridden to make it wrong. */
  signIdToken(
    overrides: {
      claims?: JWTPayload;
      issuer?: string;
      audience?: string | string[];
      subject?: string;
      /** Seconds since the epoch; now when absent. */
      issuedAt?: number;
      expiresIn?: string | number;
      typ?: string;
      key?: KeyObject;
      jti?: string | null;
    } = {},
  ): Promise<string> {
    const jwt = new SignJWT({ name: 'Test Student', email: 'test.student@example.org', email_verified: true, ...overrides.claims })
      .setProtectedHeader({ alg: 'RS256', kid: this.jwk.kid as string, typ: overrides.typ ?? 'JWT' })
      .setIssuer(overrides.issuer ?? GOOGLE_ISSUER)
      .setAudience(overrides.audience ?? TEST_GOOGLE_CLIENT_ID)
      .setSubject(overrides.subject ?? 'google-subject-1')
      .setIssuedAt(overrides.issuedAt)
      .setExpirationTime(overrides.expiresIn ?? '5m');
    // Google gives every ID token its own jti; null leaves it out.
    if (overrides.jti !== null) jwt.setJti(overrides.jti ?? randomUUID());
    return jwt.sign(overrides.key ?? this.privateKey);
  }
}

/** An unsigned token (`alg: none`) with valid-looking claims. */
export function unsignedToken(payload: JWTPayload): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}
