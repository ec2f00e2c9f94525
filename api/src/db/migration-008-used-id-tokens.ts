import type { Kysely, Migration } from 'kysely';

/**
 * Google ID tokens already exchanged for a session, kept until they expire so
 * none can be replayed (features/auth/used-id-tokens.ts).
 */
export const usedIdTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('used_id_tokens')
      .addColumn('token_key', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('used_id_tokens_expires_at').on('used_id_tokens').column('expires_at').execute();
  },
};
