import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Every this many sign-ins (and at the first), expired entries are deleted. */
const SWEEP_EVERY = 100;
/** verifyIdToken accepts a token this long past its expiry (clock skew): keep it remembered that long too. */
const KEEP_PAST_EXPIRY_MS = 60_000;

/**
 * ID tokens already exchanged for a session. A token seen once is refused
 * afterwards until it expires, so a copied one (from a log, a proxy, a shared
 * screen) cannot start a second session. Kept in the database, so the refusal
 * holds across every API process on one PostgreSQL.
 */
export class UsedIdTokens {
  private sinceSweep = SWEEP_EVERY;

  constructor(private readonly db: Kysely<Database>) {}

  /** Remembers the token; false when it had been used before. */
  async firstUse(tokenKey: string, expiresAtMs: number, now = Date.now()): Promise<boolean> {
    this.sinceSweep += 1;
    if (this.sinceSweep >= SWEEP_EVERY) {
      this.sinceSweep = 0;
      await this.db.deleteFrom('used_id_tokens').where('expires_at', '<', now).execute();
    }
    // The primary key decides: of two processes inserting at once, one wins.
    const result = await this.db
      .insertInto('used_id_tokens')
      .values({ token_key: tokenKey, expires_at: expiresAtMs + KEEP_PAST_EXPIRY_MS })
      .onConflict((oc) => oc.column('token_key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }
}
