import { sql, type Kysely, type Migration } from 'kysely';

/**
 * One row per session (refresh-token family), so a logout and a refresh of
 * the same session serialise on it (features/auth/refresh-tokens.ts). Filled
 * from the families already stored: a family with any revoked token has
 * ended, at its first revocation.
 */
export const sessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'double precision', (c) => c.notNull())
      .addColumn('expires_at', 'double precision', (c) => c.notNull())
      .addColumn('refreshed_at', 'double precision')
      .addColumn('ended_at', 'double precision')
      .execute();
    await db.schema.createIndex('sessions_ended_at').on('sessions').column('ended_at').execute();
    await sql`
      insert into sessions (id, user_id, created_at, expires_at, refreshed_at, ended_at)
      select family_id, min(user_id), min(created_at), max(expires_at), max(used_at), min(revoked_at)
      from refresh_tokens group by family_id
    `.execute(db);
  },
};
