import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Each university's guest view stored as the text the guest contract's
 * serializer writes (features/universities/answer-text.ts), beside the whole
 * record (`record`, now written by the record contract's serializer too), so
 * an answer joins stored texts instead of parsing and re-serialising records.
 *
 * The table is made anew, empty, with its columns in the order reads want
 * them: SQLite keeps the start of a row on its page and the rest of a long
 * row in overflow pages, so the record (about 6 KB) comes last, and a guest
 * text or a filter column is read without walking the record's overflow
 * chain (the columns added by migration 005 sat behind it). The stored
 * data-set version is cleared, so the next start loads every row again.
 *
 * Indexes: the tuition ones carry the category (a tuition bound also excludes
 * 'Unknown'), so a page's total under a band is counted from the index alone;
 * the list-order ones carry tuition and category, so a page under a band is
 * found by walking the list order in the index, without reading a row and
 * without sorting the band (SQLite: the signed-in page of US universities at
 * $25,001-35,000 went from 171 to 83 µs).
 */
export const answerText: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('universities').execute();
    await db.schema
      .createTable('universities')
      .addColumn('slug', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_search', 'text', (c) => c.notNull())
      .addColumn('city', 'text')
      .addColumn('city_search', 'text', (c) => c.notNull())
      .addColumn('state', 'text')
      .addColumn('state_search', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('tuition_fees', 'double precision')
      .addColumn('living_expenses', 'double precision')
      .addColumn('currency', 'text')
      .addColumn('tuition_fees_usd', 'double precision')
      .addColumn('living_expenses_usd', 'double precision')
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('grad_atlas_rank', 'integer')
      .addColumn('acceptance_rate', 'double precision')
      .addColumn('average_gre', 'double precision')
      .addColumn('average_gmat', 'double precision')
      .addColumn('average_toefl', 'double precision')
      .addColumn('average_ielts', 'double precision')
      .addColumn('average_gpa', 'double precision')
      .addColumn('summary', 'text')
      .addColumn('guest_record', 'text', (c) => c.notNull())
      .addColumn('record', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('universities_name_search').on('universities').column('name_search').execute();
    await db.schema.createIndex('universities_country_tuition_band').on('universities').columns(['country', 'tuition_fees_usd', 'category']).execute();
    await db.schema.createIndex('universities_tuition_band').on('universities').columns(['tuition_fees_usd', 'category']).execute();
    // The list order as listOrderSql() writes it (migration 003), then the band's columns.
    const listOrder = '(case when grad_atlas_rank is null then 1 else 0 end), grad_atlas_rank, name, slug';
    await sql.raw(`create index universities_list_order on universities (${listOrder}, tuition_fees_usd, category)`).execute(db);
    await sql.raw(`create index universities_country_list_order on universities (country, ${listOrder}, tuition_fees_usd, category)`).execute(db);
    await sql`delete from meta where key = 'universities_version'`.execute(db);
  },
};
