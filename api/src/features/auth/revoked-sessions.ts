import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-tokens';

/** How often other API processes' revocations are read from the database. */
const POLL_INTERVAL_MS = 5_000;
const ACCESS_TOKEN_TTL_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;

/**
 * Sessions (refresh-token families) ended by logout or by reuse detection, so
 * their access tokens stop working at once (ASVS 7.4.1) instead of living out
 * their 15 minutes. Checking a token is one Set lookup. The database's
 * `refresh_tokens.revoked_at` stays the record: a revocation in this process is
 * in the set at once, one in another process within POLL_INTERVAL_MS, and a
 * restart reloads the last 15 minutes' revocations (older sessions have no
 * live access token left).
 */
export class RevokedSessions {
  /** Session id → when it was revoked; entries older than a token's life are dropped. */
  private readonly revoked = new Map<string, number>();
  private readSince = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  static async load(db: Kysely<Database>, now = Date.now()): Promise<RevokedSessions> {
    const sessions = new RevokedSessions(db);
    sessions.readSince = now - ACCESS_TOKEN_TTL_MS;
    await sessions.poll(now);
    return sessions;
  }

  /** Starts reading other processes' revocations; `stop` ends it. */
  start(): void {
    this.timer ??= setInterval(() => void this.poll().catch(() => undefined), POLL_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  add(sessionId: string, now = Date.now()): void {
    this.revoked.set(sessionId, now);
  }

  has(sessionId: string): boolean {
    return this.revoked.has(sessionId);
  }

  private async poll(now = Date.now()): Promise<void> {
    const since = this.readSince;
    const rows = await this.db.selectFrom('refresh_tokens').select(['family_id', 'revoked_at']).where('revoked_at', '>=', since).execute();
    for (const row of rows) if (row.revoked_at !== null) this.add(row.family_id, row.revoked_at);
    // Re-read a little overlap: a row committed late with an earlier time is still seen.
    this.readSince = Math.max(since, now - POLL_INTERVAL_MS * 2);
    for (const [sessionId, revokedAt] of this.revoked) if (revokedAt < now - ACCESS_TOKEN_TTL_MS) this.revoked.delete(sessionId);
  }
}
