import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

// The list order of that time, as the indexes below were written; since
// migration 011 the order is one stored integer (list_position).
const RANKED_FIRST = 'case when grad_atlas_rank is null then 1 else 0 end';

/**
 * Indexes for the uncached university queries, and the prefix-search table.
 * Search was `%text%` over three columns, which no index can serve; now each
 * word start of a name, city and state is stored with the rest of its text
 * (`university of chicago` gives `university of chicago`, `of chicago`,
 * `chicago`), so "every name, city or state with a word starting with the
 * text" is one range scan of this table's key.
 */
export const fastQueries: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await sql.raw(`create index universities_list_order on universities ((${RANKED_FIRST}), grad_atlas_rank, name, slug)`).execute(db);
    await sql.raw(`create index universities_country_list_order on universities (country, (${RANKED_FIRST}), grad_atlas_rank, name, slug)`).execute(db);
    // Page totals under a tuition band count these index entries only.
    await db.schema.createIndex('universities_country_tuition').on('universities').columns(['country', 'tuition_fees']).execute();
    await db.schema.createIndex('universities_tuition').on('universities').column('tuition_fees').execute();

    // Prefix ranges (term >= 'uni' and term < 'unj') need byte order: on
    // PostgreSQL a language collation ignores spaces and would break them.
    await db.schema
      .createTable('university_search_terms')
      .addColumn('term', 'text', (c) => (postgres ? c.notNull().modifyEnd(sql`collate "C"`) : c.notNull()))
      .addColumn('slug', 'text', (c) => c.notNull())
      /** 1 when the term is the whole name: names starting with the text come first. */
      .addColumn('name_start', 'integer', (c) => c.notNull())
      /** The university's place in listOrderSql(), so matches sort on one small integer. */
      .addColumn('list_position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('university_search_terms_pk', ['term', 'slug'])
      .modifyEnd(postgres ? sql`` : sql`without rowid`)
      .execute();
    // A broad prefix ("uni" matches most names) is answered by walking the
    // terms in result order and stopping at the first page's worth.
    await sql.raw('create index university_search_terms_order on university_search_terms (name_start desc, list_position)').execute(db);
    // Refresh-token revocations read since the last poll (features/auth/revoked-sessions.ts).
    await db.schema.createIndex('refresh_tokens_revoked_at').on('refresh_tokens').column('revoked_at').execute();
  },
};
