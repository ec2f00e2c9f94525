import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Each university's guest view stored as the text the guest contract's
 * serializer writes (features/universities/answer-text.ts), beside the whole
 * record (`record`, now written by the record contract's serializer too), so
 * an answer joins stored texts instead of parsing and re-serialising records.
 * The stored data-set version is cleared so the next start reloads every row
 * with both texts written.
 *
 * The tuition indexes gain the category: a tuition bound also excludes
 * category 'Unknown', so a page's total under a band is counted from the
 * index alone, without reading a row. The list-order indexes carry the
 * tuition and category too, so a page under a band is found by walking the
 * list order in the index, without reading a row (a row holds its record, a
 * few pages of text) and without sorting the band (measured on SQLite: the
 * signed-in page of US universities at $25,001-35,000 went from 171 to 83 µs).
 */
export const answerText: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('universities').addColumn('guest_record', 'text').execute();
    await db.schema.dropIndex('universities_country_tuition_usd').execute();
    await db.schema.dropIndex('universities_tuition_usd').execute();
    await db.schema.createIndex('universities_country_tuition_band').on('universities').columns(['country', 'tuition_fees_usd', 'category']).execute();
    await db.schema.createIndex('universities_tuition_band').on('universities').columns(['tuition_fees_usd', 'category']).execute();
    await db.schema.dropIndex('universities_list_order').execute();
    await db.schema.dropIndex('universities_country_list_order').execute();
    // The list order as migration 003 wrote it (listOrderSql), then the band's columns.
    const listOrder = '(case when grad_atlas_rank is null then 1 else 0 end), grad_atlas_rank, name, slug';
    await sql.raw(`create index universities_list_order on universities (${listOrder}, tuition_fees_usd, category)`).execute(db);
    await sql.raw(`create index universities_country_list_order on universities (country, ${listOrder}, tuition_fees_usd, category)`).execute(db);
    await sql`delete from meta where key = 'universities_version'`.execute(db);
  },
};
