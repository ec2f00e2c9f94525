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
 *
 * Each family has one row in `sessions`, and every change to a family first
 * writes that row inside its transaction. The row's lock makes a refresh and
 * a logout of the same session take turns on PostgreSQL (under READ COMMITTED
 * a logout could otherwise miss the token a concurrent refresh was inserting,
 * and that token would rotate on for 30 days); on SQLite the write lock does
 * the same. A refresh that waited for a logout finds the session ended; a
 * logout that waited for a refresh sees the token it made.
 */
export class RefreshTokens {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly revokedSessions: RevokedSessions,
  ) {}

  /** Starts a new family (a sign-in): its id is the session id of its access tokens. */
  async issue(userId: string, now = Date.now()): Promise<{ sessionId: string; refreshToken: string }> {
    const sessionId = randomUUID();
    const expiresAt = now + REFRESH_TOKEN_LIFETIME_MS;
    const refreshToken = await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('sessions').values({ id: sessionId, user_id: userId, created_at: now, expires_at: expiresAt, refreshed_at: null, ended_at: null }).execute();
      return this.insert(trx, userId, sessionId, expiresAt, now);
    });
    return { sessionId, refreshToken };
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
   * Ends the family inside `trx`: the session row first (waiting for a
   * refresh of it in progress), then every token, which this statement, begun
   * after that wait, all sees. Its access tokens stop at once in this process,
   * and in the others when the transaction commits (revoked-sessions.ts).
   */
  private async endSession(trx: Kysely<Database>, familyId: string, now: number): Promise<void> {
    await trx.updateTable('sessions').set({ ended_at: now }).where('id', '=', familyId).where('ended_at', 'is', null).execute();
    await trx.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
    await this.revokedSessions.ended(trx, familyId, now);
  }

  async rotate(token: string, now = Date.now()): Promise<RotateResult> {
    const tokenHash = hashToken(token);
    return this.db.transaction().execute(async (trx): Promise<RotateResult> => {
      const found = await trx.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', tokenHash).executeTakeFirst();
      if (!found) return { ok: false, reason: 'unknown' };
      // Takes the session's lock and checks it is live in one statement: after
      // waiting for a logout, PostgreSQL checks the row the logout committed.
      const session = await trx
        .updateTable('sessions')
        .set({ refreshed_at: now })
        .where('id', '=', found.family_id)
        .where('ended_at', 'is', null)
        .returning('expires_at')
        .executeTakeFirst();
      if (!session) return { ok: false, reason: 'revoked' };
      // Read under the lock: a use of this token that committed meanwhile is seen.
      const row = await trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirstOrThrow();
      if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
      if (session.expires_at <= now) return { ok: false, reason: 'expired' };
      if (row.used_at !== null) {
        await this.endSession(trx, row.family_id, now);
        return { ok: false, reason: 'reused' };
      }
      await trx.updateTable('refresh_tokens').set({ used_at: now }).where('token_hash', '=', tokenHash).execute();
      const refreshToken = await this.insert(trx, row.user_id, row.family_id, session.expires_at, now);
      return { ok: true, userId: row.user_id, sessionId: row.family_id, refreshToken };
    });
  }

  /** Logout: ends the family of this token. Returns false for an unknown token. */
  async revoke(token: string, now = Date.now()): Promise<boolean> {
    const row = await this.db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
    if (!row) return false;
    await this.db.transaction().execute((trx) => this.endSession(trx, row.family_id, now));
    return true;
  }
}
