import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The user_preferences table: the currency each student chose, one row per student. */
export class CurrencyPreferences {
  constructor(private readonly db: Kysely<Database>) {}

  async get(userId: string): Promise<string | null> {
    const row = await this.db.selectFrom('user_preferences').select('currency').where('user_id', '=', userId).executeTakeFirst();
    return row?.currency ?? null;
  }

  /** Saves the choice; null forgets it (US dollars). */
  async set(userId: string, currency: string | null): Promise<void> {
    if (currency === null) {
      await this.db.deleteFrom('user_preferences').where('user_id', '=', userId).execute();
      return;
    }
    await this.db
      .insertInto('user_preferences')
      .values({ user_id: userId, currency, updated_at: Date.now() })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ currency, updated_at: Date.now() }))
      .execute();
  }
}
