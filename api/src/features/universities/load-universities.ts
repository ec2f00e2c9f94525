import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DataSourceCredit, UniversityRecord } from '@gradatlas/shared/contracts';
import type { Database, UniversitiesTable } from '../../db/schema';
import { rankNumber } from '../../lib/rank-number';
import { searchForm } from '../../lib/search-text';
import { guestText, recordText } from './answer-text';
import type { UniversityDataset } from './dataset';
import { guestOf } from './guest-summary';

const VERSION_KEY = 'universities_version';
const SOURCES_KEY = 'universities_sources';
const SLUG_ALIASES_KEY = 'universities_slug_aliases';
const BATCH = 100;

export function toRow(record: UniversityRecord): UniversitiesTable {
  // Non-null: readDataset checked name, slug and country.
  const name = record.name as string;
  return {
    slug: record.slug as string,
    name,
    name_search: searchForm(name),
    city: record.city,
    city_search: searchForm(record.city),
    state: record.state,
    state_search: searchForm(record.state),
    country: record.country as string,
    tuition_fees: record.tuitionFees,
    living_expenses: record.livingExpenses,
    currency: record.currency,
    tuition_fees_usd: record.tuitionFeesUsd,
    living_expenses_usd: record.livingExpensesUsd,
    category: record.category,
    summary: record.summary,
    grad_atlas_rank: rankNumber(record.gradAtlasRank),
    acceptance_rate: record.acceptanceRate,
    average_gre: record.averageGRE,
    average_gmat: record.averageGMAT,
    average_toefl: record.averageToefl,
    average_ielts: record.averageIelts,
    average_gpa: record.averageGpa,
    record: recordText(record),
    guest_record: guestText(guestOf(record)),
  };
}

async function upsertMeta(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db.insertInto('meta').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
}

/**
 * The version stored for a data set: its own, and a digest of the texts its
 * rows carry. The texts are written by the contracts' serializers and the
 * guest summary (answer-text.ts), so a change to any of them reloads the rows
 * as surely as a new data set does, and no stale text is ever served.
 */
function storedVersion(datasetVersion: string, rows: UniversitiesTable[]): string {
  const digest = createHash('sha256');
  for (const row of rows) digest.update(row.record).update('\u0000').update(row.guest_record).update('\u0000');
  return `${datasetVersion} texts:${digest.digest('hex').slice(0, 16)}`;
}

/**
 * Loads the data set into the universities table when the table is empty or
 * the stored version differs, in one transaction (readers never see half a
 * data set). Returns whether it loaded.
 */
export async function loadUniversities(db: Kysely<Database>, dataset: UniversityDataset): Promise<boolean> {
  const rows = dataset.universities.map(toRow);
  const version = storedVersion(dataset.version, rows);
  const stored = await db.selectFrom('meta').select('value').where('key', '=', VERSION_KEY).executeTakeFirst();
  const { count } = await db.selectFrom('universities').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  if (stored?.value === version && Number(count) > 0) return false;

  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('universities').execute();
    for (let start = 0; start < rows.length; start += BATCH) await trx.insertInto('universities').values(rows.slice(start, start + BATCH)).execute();
    await upsertMeta(trx, VERSION_KEY, version);
    await upsertMeta(trx, SOURCES_KEY, JSON.stringify(dataset.sources));
    await upsertMeta(trx, SLUG_ALIASES_KEY, JSON.stringify(slugAliases(dataset.universities)));
  });
  return true;
}

/** The credits of the data set last loaded (for the About page). */
export async function storedSources(db: Kysely<Database>): Promise<DataSourceCredit[]> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', SOURCES_KEY).executeTakeFirst();
  return row ? (JSON.parse(row.value) as DataSourceCredit[]) : [];
}

/** Former slug → current slug, from each record's formerSlugs (renamed records). */
export function slugAliases(records: UniversityRecord[]): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const record of records) for (const former of record.formerSlugs ?? []) aliases[former] = record.slug as string;
  return aliases;
}

/**
 * Of the given slugs, each former one with the current slug it now answers
 * with. Kept in the meta table (one row, written with the data set) so no
 * schema change is needed.
 */
export async function currentSlugsFor(db: Kysely<Database>, formerSlugs: string[]): Promise<Map<string, string>> {
  const current = new Map<string, string>();
  if (formerSlugs.length === 0) return current;
  const row = await db.selectFrom('meta').select('value').where('key', '=', SLUG_ALIASES_KEY).executeTakeFirst();
  if (!row) return current;
  const aliases = JSON.parse(row.value) as Record<string, string>;
  for (const slug of formerSlugs) {
    const target = Object.hasOwn(aliases, slug) ? aliases[slug] : undefined;
    if (target) current.set(slug, target);
  }
  return current;
}
