import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-tokens';

const ACCESS_TOKEN_TTL_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;

/**
 * Sessions (refresh-token families) ended by logout or by reuse detection, so
 * their access tokens stop working at once (ASVS 7.4.1) instead of living out
 * their 15 minutes, in every API process. The database's
 * `refresh_tokens.revoked_at` is the record, and each check of a session this
 * process does not already know to be ended asks it (one lookup on the
 * `refresh_tokens_family` index): a logout answered by another process is seen
 * by the very next request here, with no poll interval and no message bus.
 * Only the answer "ended" is remembered, since it never changes back; "live"
 * is never cached, which is what "at once" costs.
 */
export class RevokedSessions {
  /** Session id → when this process learnt it had ended; dropped once no access token of it can be alive. */
  private readonly revoked = new Map<string, number>();

  constructor(private readonly db: Kysely<Database>) {}

  /** Records a revocation made by this process (its database write is already committed). */
  add(sessionId: string, now = Date.now()): void {
    this.revoked.set(sessionId, now);
    this.forgetOld(now);
  }

  async has(sessionId: string, now = Date.now()): Promise<boolean> {
    if (this.revoked.has(sessionId)) return true;
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('revoked_at')
      .where('family_id', '=', sessionId)
      .where('revoked_at', 'is not', null)
      .limit(1)
      .executeTakeFirst();
    if (!row) return false;
    this.add(sessionId, now);
    return true;
  }

  private forgetOld(now: number): void {
    for (const [sessionId, learntAt] of this.revoked) {
      if (learntAt >= now - ACCESS_TOKEN_TTL_MS) break; // insertion order: the rest are newer
      this.revoked.delete(sessionId);
    }
  }
}
