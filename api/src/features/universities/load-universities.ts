import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DataSourceCredit, UniversityRecord } from '@gradatlas/shared/contracts';
import type { Database, UniversitiesTable, UniversityProgrammesTable } from '../../db/schema';
import { deriveAwards } from '../programs/program-awards';
import { catalogOf, emptyProgramFile, PROGRAMME_CATALOG_KEY, type ProgramRow, type StoredCatalog } from '../programs/program-catalog';
import { rankNumber } from '../../lib/rank-number';
import { searchForm } from '../../lib/search-text';
import type { UniversityDataset } from './dataset';
import { guestOf } from './guest-summary';
import { listPositions } from './list-order';
import { searchTermRows } from './search-terms';
import type { ShortNames } from './short-names';

const VERSION_KEY = 'universities_version';
const SOURCES_KEY = 'universities_sources';
const SLUG_ALIASES_KEY = 'universities_slug_aliases';
const BATCH = 100;
const TERM_BATCH = 500;
const PROGRAMME_BATCH = 500;

/** A record's row: the columns queries filter and order by, and the record and its guest view as JSON. */
export function toRow(record: UniversityRecord, listPosition: number): UniversitiesTable {
  // Non-null: readDataset checked name, slug and country.
  const name = record.name as string;
  return {
    slug: record.slug as string,
    list_position: listPosition,
    name,
    name_search: searchForm(name),
    city_search: searchForm(record.city),
    state_search: searchForm(record.state),
    country: record.country as string,
    tuition_fees_usd: record.tuitionFeesUsd,
    category: record.category,
    grad_atlas_rank: rankNumber(record.gradAtlasRank),
    acceptance_rate: record.acceptanceRate,
    guest_record: JSON.stringify(guestOf(record)),
    record: JSON.stringify(record),
  };
}

/** Every record's row, each with its place in the list. */
export function toRows(records: readonly UniversityRecord[]): UniversitiesTable[] {
  const positions = listPositions(records);
  return records.map((record) => toRow(record, positions.get(record.slug as string) as number));
}

/**
 * What the loader writes of programs.json: each university's rows of
 * `university_programmes` (the filter's) and its own rows (the detail's list;
 * none for a university IPEDS reports nothing for), and the catalog's part of
 * the file (titles, the STEM list, earnings, decision dates, counts).
 */
export interface ProgrammesToLoad {
  filterRows(slug: string): UniversityProgrammesTable[];
  listOf(slug: string): readonly ProgramRow[] | undefined;
  catalog: StoredCatalog;
}

const NO_PROGRAMMES: ProgrammesToLoad = {
  filterRows: () => [],
  listOf: () => undefined,
  catalog: catalogOf(emptyProgramFile()),
};

async function upsertMeta(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db.insertInto('meta').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
}

/**
 * The version stored for a data set: its own, and a digest of every column of
 * every row this code writes, search terms included. A new column, a change
 * to the guest summary, the list order or the search terms changes the
 * digest, so the rows are loaded again and no column stays empty or stale on
 * an existing database.
 */
export function storedVersion(datasetVersion: string, tables: readonly Iterable<object>[]): string {
  const digest = createHash('sha256');
  for (const rows of tables) for (const row of rows) digest.update(JSON.stringify(Object.entries(row))).update('\u0000');
  return `${datasetVersion} rows:${digest.digest('hex').slice(0, 16)}`;
}

/**
 * Loads the data set into the universities table when the table is empty or
 * the stored version differs, in one transaction (readers never see half a
 * data set). The short names students type join the search terms; a change
 * to them changes the terms, so the stored version; so does a change to who
 * awards what or a detail's programme list (`programmes`, from programs.json).
 * Returns whether it loaded.
 */
export async function loadUniversities(
  db: Kysely<Database>, dataset: UniversityDataset, shortNames: ShortNames = new Map(), programmesOf: ProgrammesToLoad = NO_PROGRAMMES,
): Promise<boolean> {
  const rows = toRows(dataset.universities);
  const terms = searchTermRows(rows, shortNames);
  const programmes = rows.flatMap((row) => programmesOf.filterRows(row.slug));
  const lists = rows.flatMap(({ slug }) => {
    const list = programmesOf.listOf(slug);
    return list ? [{ slug, programmes: JSON.stringify(list) }] : [];
  });
  const catalog = JSON.stringify(programmesOf.catalog);
  const version = storedVersion(dataset.version, [rows, terms, programmes, lists, [{ catalog }]]);
  const stored = await db.selectFrom('meta').select('value').where('key', '=', VERSION_KEY).executeTakeFirst();
  const { count } = await db.selectFrom('universities').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  if (stored?.value === version && Number(count) > 0) return false;

  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('universities').execute();
    await trx.deleteFrom('university_search_terms').execute();
    await trx.deleteFrom('university_programmes').execute();
    await trx.deleteFrom('university_awards').execute();
    await trx.deleteFrom('university_programme_lists').execute();
    for (let start = 0; start < rows.length; start += BATCH) await trx.insertInto('universities').values(rows.slice(start, start + BATCH)).execute();
    for (let start = 0; start < terms.length; start += TERM_BATCH) await trx.insertInto('university_search_terms').values(terms.slice(start, start + TERM_BATCH)).execute();
    for (let start = 0; start < programmes.length; start += PROGRAMME_BATCH) await trx.insertInto('university_programmes').values(programmes.slice(start, start + PROGRAMME_BATCH)).execute();
    for (let start = 0; start < lists.length; start += BATCH) await trx.insertInto('university_programme_lists').values(lists.slice(start, start + BATCH)).execute();
    await deriveAwards(trx);
    await upsertMeta(trx, VERSION_KEY, version);
    await upsertMeta(trx, SOURCES_KEY, JSON.stringify(dataset.sources));
    await upsertMeta(trx, SLUG_ALIASES_KEY, JSON.stringify(slugAliases(dataset.universities)));
    await upsertMeta(trx, PROGRAMME_CATALOG_KEY, catalog);
  });
  // The planner's statistics of the new rows: without them SQLite reads a
  // rare tuition band by walking the whole list in order (30 ms on ten times
  // the data set) instead of the band's index.
  for (const table of ['universities', 'university_search_terms', 'university_programmes', 'university_awards']) await sql`analyze ${sql.table(table)}`.execute(db);
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
