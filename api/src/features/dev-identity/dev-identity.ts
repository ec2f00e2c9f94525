import { createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import path from 'node:path';
import { calculateJwkThumbprint, createLocalJWKSet, exportJWK, SignJWT, type JWK } from 'jose';
import type { IdentityProvider } from '../../lib/identity-provider';
import { loadOrCreatePrivateKeyPem, privateKeyFromPem } from '../../lib/key-files';

export const DEMO_STUDENT = { sub: 'dev-student', name: 'Demo Student', email: 'demo.student@gradatlas.example' } as const;
const ID_TOKEN_TTL = '10m';

/**
 * A local stand-in for Google for development without a Google client id. It
 * signs RS256 ID tokens with its own key pair (kept in the data folder) and
 * publishes the public half as a JWKS; its tokens are verified by the same
 * `verifyIdToken` as Google's, against its issuer, audience and keys.
 */
export class DevIdentityProvider {
  private constructor(
    private readonly privateKey: KeyObject,
    readonly publicJwk: JWK,
    private readonly issuer: string,
    private readonly audience: string,
  ) {}

  static async create(dataDir: string, issuer: string, audience: string): Promise<DevIdentityProvider> {
    const privateKey = privateKeyFromPem(loadOrCreatePrivateKeyPem(path.join(dataDir, 'dev-identity-key.pem'), 'rsa'));
    const jwk = await exportJWK(createPublicKey(privateKey));
    const publicJwk: JWK = { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
    return new DevIdentityProvider(privateKey, publicJwk, issuer, audience);
  }

  jwks(): { keys: JWK[] } {
    return { keys: [this.publicJwk] };
  }

  /** The provider entry the sign-in route verifies against (a local key set: no HTTP round trip to ourselves). */
  provider(): IdentityProvider {
    return { name: 'dev', issuers: [this.issuer], audience: this.audience, keys: createLocalJWKSet(this.jwks()) };
  }

  issueIdToken(): Promise<string> {
    return new SignJWT({ name: DEMO_STUDENT.name, email: DEMO_STUDENT.email, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: this.publicJwk.kid as string })
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setSubject(DEMO_STUDENT.sub)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(ID_TOKEN_TTL)
      .sign(this.privateKey);
  }
}
