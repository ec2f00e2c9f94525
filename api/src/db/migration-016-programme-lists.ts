import type { Kysely, Migration } from 'kysely';

/**
 * A university's programmes for its detail page (programs.json's rows of it,
 * as JSON), read per detail: the API process then holds no programme rows
 * (84 MB on ten times the data set), for the large data set's memory goal
 * (docs/performance.md).
 */
export const programmeLists: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('university_programme_lists')
      .addColumn('slug', 'text', (c) => c.primaryKey())
      .addColumn('programmes', 'text', (c) => c.notNull())
      .execute();
  },
};
