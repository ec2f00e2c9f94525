import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The list's order as one stored integer, `list_position`, worked out once
 * when the data set is loaded (features/universities/list-order.ts). Before,
 * the order was an SQL expression written again in every query, in each
 * index and in the search terms, and the texts had to match for an index to
 * serve it. Now a query says `order by list_position` and an index on
 * (country, list_position) serves every page.
 *
 * The universities are derived data, loaded whole at start when the data set
 * changes: the table is made again, empty, and the stored version cleared, so
 * the next start loads every row with its position.
 */
export const listPosition: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('universities').execute();
    await db.schema
      .createTable('universities')
      .addColumn('slug', 'text', (c) => c.primaryKey())
      .addColumn('list_position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_search', 'text', (c) => c.notNull())
      .addColumn('city_search', 'text', (c) => c.notNull())
      .addColumn('state_search', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('tuition_fees_usd', 'double precision')
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('grad_atlas_rank', 'integer')
      .addColumn('acceptance_rate', 'double precision')
      .addColumn('guest_record', 'text', (c) => c.notNull())
      .addColumn('record', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('universities_list_position').on('universities').column('list_position').execute();
    await db.schema.createIndex('universities_country_position').on('universities').columns(['country', 'list_position']).execute();
    // The tuition filter's bands: its pages and totals read these, not the rows.
    await db.schema.createIndex('universities_tuition').on('universities').columns(['tuition_fees_usd', 'category']).execute();
    await db.schema.createIndex('universities_country_tuition').on('universities').columns(['country', 'tuition_fees_usd', 'category']).execute();
    // The calculator finds a university by its name (features/chances/school-profiles.ts).
    await db.schema.createIndex('universities_name_search').on('universities').column('name_search').execute();
    await sql`delete from meta where key in ('universities_version', 'search_terms_version')`.execute(db);
  },
};
