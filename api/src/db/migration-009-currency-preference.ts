import type { Kysely, Migration } from 'kysely';

/**
 * The currency each signed-in student chose to see yearly costs in, so the
 * choice follows them to any browser they sign in on. One row per user, only
 * once they choose; no row means US dollars.
 */
export const currencyPreference: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_preferences')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'double precision', (c) => c.notNull())
      .execute();
  },
};
