import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-tokens';

/**
 * How long an ended session is remembered: an access token's lifetime, and a
 * minute more for the one a refresh that committed just before the logout
 * signs a moment after it.
 */
const REMEMBER_MS = ACCESS_TOKEN_TTL_SECONDS * 1000 + 60_000;

/** The PostgreSQL channel on which every process announces the sessions it ends. */
export const SESSION_ENDED_CHANNEL = 'gradatlas_session_ended';

/** What travels on the channel; the schema keeps deployments sharing one database apart. */
export interface SessionEndedNotice {
  schema: string;
  sessionId: string;
}

/**
 * Sessions (refresh-token families) ended by logout or by reuse detection, so
 * their access tokens stop working at once (ASVS 7.4.1) instead of living out
 * their 15 minutes, in every API process. `sessions.ended_at` is the
 * record; each process keeps the sessions ended within an access token's
 * lifetime in memory, so an authenticated request asks nothing of the database:
 *
 * - SQLite (one process): the set is loaded at start and every end is made here.
 * - PostgreSQL: the process that ends a session sends NOTIFY in the same
 *   transaction; every process's listener (session-end-listener.ts) adds it to
 *   its set. While that listener is down, the set may miss an end, so each
 *   check asks the database as before: a revocation is never missed.
 *
 * Only "ended" is remembered, since it never changes back.
 */
export class RevokedSessions {
  /** Session id → when this process learnt it had ended; dropped once no access token of it can be alive (REMEMBER_MS). */
  private readonly revoked = new Map<string, number>();
  /** True while the set holds every session ended in the last access-token lifetime. */
  private complete = false;

  /** `schema` is given on PostgreSQL only: the ends made here are announced to the other processes. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly schema?: string,
  ) {}

  get knowsEveryEnd(): boolean {
    return this.complete;
  }

  /** Adds a session ended here or announced by another process. */
  add(sessionId: string, now = Date.now()): void {
    this.revoked.delete(sessionId);
    this.revoked.set(sessionId, now);
    this.forgetOld(now);
  }

  /**
   * Records an end made inside `trx` (its UPDATE of revoked_at) and, on
   * PostgreSQL, announces it: NOTIFY is delivered when, and only if, that
   * transaction commits.
   */
  async ended(trx: Kysely<Database>, sessionId: string, now = Date.now()): Promise<void> {
    if (this.schema !== undefined) {
      const notice: SessionEndedNotice = { schema: this.schema, sessionId };
      await sql`select pg_notify(${SESSION_ENDED_CHANNEL}, ${JSON.stringify(notice)})`.execute(trx);
    }
    this.add(sessionId, now);
  }

  /**
   * Loads the sessions ended within the last access-token lifetime, then
   * trusts the set alone. Run at start (SQLite) and by the listener after each
   * (re)connect, once it listens, so nothing ended meanwhile slips between.
   */
  async reload(now = Date.now()): Promise<void> {
    const rows = await this.db.selectFrom('sessions').select('id').where('ended_at', '>=', now - REMEMBER_MS).execute();
    for (const row of rows) if (!this.revoked.has(row.id)) this.add(row.id, now);
    this.complete = true;
  }

  /** The listener is down: until it has listened and reloaded again, ask the database. */
  markIncomplete(): void {
    this.complete = false;
  }

  /**
   * Whether the session has ended: answered from memory while the set is
   * complete (no promise, no query), else by one lookup of its row.
   */
  has(sessionId: string, now = Date.now()): boolean | Promise<boolean> {
    if (this.revoked.has(sessionId)) return true;
    if (this.complete) return false;
    return this.lookUp(sessionId, now);
  }

  private async lookUp(sessionId: string, now: number): Promise<boolean> {
    const row = await this.db.selectFrom('sessions').select('ended_at').where('id', '=', sessionId).executeTakeFirst();
    if (row?.ended_at == null) return false;
    this.add(sessionId, now);
    return true;
  }

  private forgetOld(now: number): void {
    for (const [sessionId, learntAt] of this.revoked) {
      if (learntAt >= now - REMEMBER_MS) break; // insertion order: the rest are newer
      this.revoked.delete(sessionId);
    }
  }
}
