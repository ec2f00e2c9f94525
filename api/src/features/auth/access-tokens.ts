import { createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { algorithmOf, loadOrCreatePrivateKeyPem, privateKeyFromPem, type SigningAlgorithm } from '../../lib/key-files';

export const ACCESS_TOKEN_TYPE = 'at+jwt';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessTokenSettings {
  dataDir: string;
  /** PKCS#8 PEM; when absent a key is generated once into dataDir. */
  signingKeyPem: string | undefined;
  issuer: string;
  audience: string;
}

export interface VerifiedAccessToken {
  subject: string;
  /** The session (refresh-token family) the token was issued in; logout revokes it. */
  sessionId: string;
}

/**
 * Our own access tokens (RFC 9068 style): 15 minutes, our issuer and audience,
 * `typ: at+jwt` so they can never pass as an ID token (nor an ID token as
 * one), verified against a one-algorithm allow list.
 */
export class AccessTokens {
  /**
   * Tokens already verified, with their subject and expiry. A token is
   * immutable and signed, so checking its signature once is enough; its expiry
   * is still checked on every use. Saves a signature check per request.
   */
  private readonly verified = new LRUCache<string, VerifiedAccessToken & { expiresAtMs: number }>({ max: 10_000 });

  private constructor(
    private readonly privateKey: KeyObject,
    private readonly publicKey: KeyObject,
    private readonly algorithm: SigningAlgorithm,
    private readonly kid: string,
    private readonly settings: AccessTokenSettings,
  ) {}

  static async create(settings: AccessTokenSettings): Promise<AccessTokens> {
    const pem = settings.signingKeyPem ?? loadOrCreatePrivateKeyPem(path.join(settings.dataDir, 'access-token-key.pem'), 'ed25519');
    const privateKey = privateKeyFromPem(pem);
    const publicKey = createPublicKey(privateKey);
    const kid = await calculateJwkThumbprint(await exportJWK(publicKey));
    return new AccessTokens(privateKey, publicKey, algorithmOf(privateKey), kid, settings);
  }

  sign(userId: string, sessionId: string): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: this.algorithm, typ: ACCESS_TOKEN_TYPE, kid: this.kid })
      .setIssuer(this.settings.issuer)
      .setAudience(this.settings.audience)
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.privateKey);
  }

  /** The user and session of a valid access token; throws for anything else. */
  async verify(token: string): Promise<VerifiedAccessToken> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return { subject: known.subject, sessionId: known.sessionId };
      this.verified.delete(token);
    }
    const { payload } = await jwtVerify(token, this.publicKey, {
      algorithms: [this.algorithm],
      issuer: this.settings.issuer,
      audience: this.settings.audience,
      typ: ACCESS_TOKEN_TYPE,
      requiredClaims: ['sub', 'exp', 'iat', 'sid'],
    });
    const sessionId = payload.sid;
    if (!payload.sub || payload.exp === undefined || typeof sessionId !== 'string') throw new Error('access token without subject, expiry or session');
    this.verified.set(token, { subject: payload.sub, sessionId, expiresAtMs: payload.exp * 1000 });
    return { subject: payload.sub, sessionId };
  }
}
