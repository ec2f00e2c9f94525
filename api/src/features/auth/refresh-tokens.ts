import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RevokedSessions } from './revoked-sessions';

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type RotateResult =
  | { ok: true; userId: string; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** Only the SHA-256 of a refresh token is stored: a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Refresh tokens per RFC 9700: 32 random bytes, rotated on every use, one
 * family per sign-in with an absolute 30-day end; a token presented twice
 * revokes its whole family (someone else may hold a copy).
 */
export class RefreshTokens {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly revokedSessions: RevokedSessions,
  ) {}

  /** Starts a new family (a sign-in): its id is the session id of its access tokens. */
  async issue(userId: string, now = Date.now()): Promise<{ sessionId: string; refreshToken: string }> {
    const sessionId = randomUUID();
    return { sessionId, refreshToken: await this.insert(this.db, userId, sessionId, now + REFRESH_TOKEN_LIFETIME_MS, now) };
  }

  private async insert(db: Kysely<Database>, userId: string, familyId: string, expiresAt: number, now: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('refresh_tokens')
      .values({ token_hash: hashToken(token), family_id: familyId, user_id: userId, created_at: now, expires_at: expiresAt, used_at: null, revoked_at: null })
      .execute();
    return token;
  }

  /**
   * Ends the family inside `trx`: its access tokens stop at once in this
   * process, and in the others when the transaction commits (revoked-sessions.ts).
   */
  private async revokeFamily(trx: Kysely<Database>, familyId: string, now: number): Promise<void> {
    await trx.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
    await this.revokedSessions.ended(trx, familyId, now);
  }

  async rotate(token: string, now = Date.now()): Promise<RotateResult> {
    const tokenHash = hashToken(token);
    return this.db.transaction().execute(async (trx): Promise<RotateResult> => {
      const row = await trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
      if (row.expires_at <= now) return { ok: false, reason: 'expired' };
      // The conditional update is the check: of two concurrent uses only one
      // changes the row; the other is a reuse.
      const used = await trx
        .updateTable('refresh_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (row.used_at !== null || Number(used.numUpdatedRows) !== 1) {
        await this.revokeFamily(trx, row.family_id, now);
        return { ok: false, reason: 'reused' };
      }
      const refreshToken = await this.insert(trx, row.user_id, row.family_id, row.expires_at, now);
      return { ok: true, userId: row.user_id, sessionId: row.family_id, refreshToken };
    });
  }

  /** Logout: ends the family of this token. Returns false for an unknown token. */
  async revoke(token: string, now = Date.now()): Promise<boolean> {
    const row = await this.db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
    if (!row) return false;
    await this.db.transaction().execute((trx) => this.revokeFamily(trx, row.family_id, now));
    return true;
  }
}
