import type { Kysely, Migration } from 'kysely';

/**
 * Each signed-in user's shortlist of universities. Keyed by user, not by
 * session, so it outlives sign-outs. The slug is not a foreign key: loading a
 * new data set replaces every university row, and a renamed record's former
 * slug still finds it (load-universities.ts). The primary key's first column
 * serves "this user's entries"; a user has at most 100, sorted in memory.
 */
export const shortlist: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('shortlist_entries')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('university_slug', 'text', (c) => c.notNull())
      .addColumn('created_at', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('shortlist_entries_pk', ['user_id', 'university_slug'])
      .execute();
  },
};
