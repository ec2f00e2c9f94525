import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

/**
 * Who awards what (IPEDS Completions, programs.json), for the programme
 * filter. `university_programmes` holds each university's programmes as the
 * file gives them; `university_awards` is derived from it in SQL when the
 * data loads (features/programs/program-awards.ts): one row per university,
 * code covering one of its programmes (the programme, its series, its family,
 * or "*" for any) and level a filter asks for (master's, doctoral, or "degree"
 * for any degree level). A filtered list reads the code's rows in list order,
 * so a page and its total are one index range, with no list of every awarding
 * university bound into the query.
 */
export const universityAwards: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const withoutRowid = postgres ? sql`` : sql`without rowid`;
    await db.schema
      .createTable('university_programmes')
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('awards', 'integer', (c) => c.notNull())
      .addColumn('stem', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('university_programmes_pk', ['slug', 'code', 'level'])
      .modifyEnd(withoutRowid)
      .execute();
    await db.schema
      .createTable('university_awards')
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull())
      /** The university's place in the list (universities.list_position), so a filtered page needs no sort. */
      .addColumn('list_position', 'integer', (c) => c.notNull())
      /** Awards in the latest year under the code (0 when only the year before awarded one). */
      .addColumn('awards', 'integer', (c) => c.notNull())
      /** The same, counting only programmes on the DHS STEM list. */
      .addColumn('stem_awards', 'integer', (c) => c.notNull())
      /** 1 when a programme under the code on the DHS STEM list was awarded in either year. */
      .addColumn('stem', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('university_awards_pk', ['slug', 'code', 'level'])
      .modifyEnd(withoutRowid)
      .execute();
    await db.schema.createIndex('university_awards_list').on('university_awards').columns(['code', 'level', 'list_position']).execute();
  },
};
