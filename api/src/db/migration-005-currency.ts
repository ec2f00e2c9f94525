import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Amounts keep the currency their source gives (Canadian records: CAD), and
 * each carries its US$ equivalent (shared/src/domain/currency.ts). The tuition
 * filter's bands are in US dollars, so it and its indexes move to the US$
 * column. The stored data-set version is cleared so the next start reloads
 * every row with the new columns filled.
 */
export const currency: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('universities').addColumn('currency', 'text').execute();
    await db.schema.alterTable('universities').addColumn('tuition_fees_usd', 'double precision').execute();
    await db.schema.alterTable('universities').addColumn('living_expenses_usd', 'double precision').execute();
    await db.schema.dropIndex('universities_country_tuition').execute();
    await db.schema.dropIndex('universities_tuition').execute();
    await db.schema.createIndex('universities_country_tuition_usd').on('universities').columns(['country', 'tuition_fees_usd']).execute();
    await db.schema.createIndex('universities_tuition_usd').on('universities').column('tuition_fees_usd').execute();
    await sql`delete from meta where key = 'universities_version'`.execute(db);
  },
};
