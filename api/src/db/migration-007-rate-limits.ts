import type { Kysely, Migration } from 'kysely';

/**
 * Rate-limit counters kept in the database, so every API process counts the
 * same requests (plugins/rate-limit-store.ts). One row per route and client
 * address; a row whose window has ended is reset by the next request.
 */
export const rateLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_counters')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('window_ends_at', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_limit_counters_window_ends_at').on('rate_limit_counters').column('window_ends_at').execute();
  },
};
