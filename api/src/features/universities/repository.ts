import { CompiledQuery, type Kysely } from 'kysely';
import type { GuestUniversity, UniversityFilter, UniversityRecord } from '@gradatlas/shared/contracts';
import { ProgramCatalog } from '../programs/program-catalog';
import { guestSummaryOf } from './guest-summary';
import type { DatabaseKind } from '../../db/connection';
import { listOrderSql } from '../../db/migration-003-fast-queries';
import type { Database } from '../../db/schema';
import { searchForm } from '../../lib/search-text';
import { currentSlugsFor } from './load-universities';
import { ensureSearchTerms, prefixUpperBound } from './search-terms';

/** The validated filter (its one definition: shared/src/contracts/university-filter.ts); the routes drop signed-in-only fields for guests. */
export type { UniversityFilter };

export interface Page<T> {
  items: T[];
  total: number;
}

// What is read for a guest. It is not the boundary: every public answer is
// written by its response schema's serializer (routes.ts), which drops any
// field outside the guest contract. The summary is written from these fields
// (guest-summary.ts), not read: the stored one is the signed-in student's.
const GUEST_COLUMNS = ['name', 'slug', 'city', 'state', 'country', 'tuition_fees', 'living_expenses', 'currency', 'tuition_fees_usd', 'living_expenses_usd', 'category'] as const;
type GuestRow = Pick<Database['universities'], (typeof GUEST_COLUMNS)[number]>;
type Row = Record<string, unknown> & { slug: string; total?: number | string };

/** More matching terms than this and suggestions walk the terms in result order instead of sorting them. */
const BROAD_PREFIX_TERMS = 256;

function toGuest(row: GuestRow): GuestUniversity {
  const facts = {
    name: row.name,
    slug: row.slug,
    city: row.city,
    state: row.state,
    country: row.country,
    tuitionFees: row.tuition_fees,
    livingExpenses: row.living_expenses,
    currency: row.currency,
    tuitionFeesUsd: row.tuition_fees_usd,
    livingExpensesUsd: row.living_expenses_usd,
    category: row.category as GuestUniversity['category'],
  };
  return { ...facts, summary: guestSummaryOf(facts) };
}

const toRecord = (row: { record: string }) => JSON.parse(row.record) as UniversityRecord;

/** `u.a, u.b` for the wanted columns, slug always included. */
const columnList = (columns: readonly string[]) => [...new Set(['slug', ...columns])].map((column) => `u.${column}`).join(', ');

/** Every filter's condition on `u`, its values appended to params. `inSlugs` writes "u.slug is one of" for the database at hand. */
function bounds(filter: UniversityFilter, params: unknown[], inSlugs: (slugs: string[]) => [string, unknown], programs: ProgramCatalog): string[] {
  const conditions: string[] = [];
  const add = (condition: string, value: unknown) => {
    conditions.push(condition);
    params.push(value);
  };
  if (filter.country && filter.country !== 'All') add('u.country = ?', filter.country);
  // A comparison with NULL is never true, so records without tuition drop out
  // as soon as a tuition bound is set. The bounds are US dollars, so the US$
  // equivalent is compared (a CA$ tuition is placed by its US$ value).
  if (filter.minTuition !== undefined) add('u.tuition_fees_usd >= ?', filter.minTuition);
  if (filter.maxTuition !== undefined) add('u.tuition_fees_usd <= ?', filter.maxTuition);
  // Who awards a programme comes from the in-memory catalog (IPEDS, US only):
  // the few hundred slugs go as one parameter, so the text stays the same.
  if (filter.program !== undefined || filter.level !== undefined) add(...inSlugs([...programs.awardsUnder(filter.program, filter.level).keys()]));
  return conditions;
}

const where = (conditions: string[]) => (conditions.length > 0 ? `where ${conditions.join(' and ')}` : '');

interface PrefixRange {
  from: string;
  to: string | undefined;
}

/** The search text as a prefix range of the terms key, or undefined without search text. */
function prefixRange(search: string | undefined): PrefixRange | undefined {
  const text = searchForm(search);
  return text ? { from: text, to: prefixUpperBound(text) } : undefined;
}

/** Conditions selecting the terms of a prefix range (`column` lets a caller hide the key from the planner). */
function termRange(range: PrefixRange, params: unknown[], column = 't.term'): string[] {
  params.push(range.from);
  if (range.to === undefined) return [`${column} >= ?`];
  params.push(range.to);
  return [`${column} >= ?`, `${column} < ?`];
}

/**
 * University lists, search and detail. The hot queries are written as SQL
 * text with parameters, not built with Kysely: building and compiling the
 * query tree cost 300 µs a request, five times what SQLite took to run it
 * (measured with api/bench). Every value is a parameter; the text only varies
 * with which filters are set.
 */
export class UniversityRepository {
  /** PostgreSQL numbers its placeholders: each text is converted once. */
  private readonly numbered = new Map<string, string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: DatabaseKind = 'sqlite',
    private readonly programs: ProgramCatalog = ProgramCatalog.empty(),
  ) {}

  /** "u.slug is one of these" as one parameter: every count of slugs shares one SQL text (and one prepared statement). */
  private readonly inSlugs = (slugs: string[]): [string, unknown] =>
    this.kind === 'postgres' ? ['u.slug = any(?::text[])', slugs] : ['u.slug in (select value from json_each(?))', JSON.stringify(slugs)];

  private bounds(filter: UniversityFilter, params: unknown[]): string[] {
    return bounds(filter, params, this.inSlugs, this.programs);
  }

  /** Builds the search terms when the data set changed; call once at start, after loading. */
  prepare(): Promise<boolean> {
    return ensureSearchTerms(this.db);
  }

  private async run<R>(text: string, params: unknown[]): Promise<R[]> {
    let query = text;
    if (this.kind === 'postgres') {
      query = this.numbered.get(text) ?? text.replace(/\?/g, ((count) => () => `$${(count += 1)}`)(0));
      this.numbered.set(text, query);
    }
    return (await this.db.executeQuery<R>(CompiledQuery.raw(query, params))).rows;
  }

  /**
   * One query per page: the page's keys, read in index order with their total
   * (a scalar subquery the database runs once, an index-only count), then the
   * wide columns of those few rows only, so no sort carries a record. Only a
   * page past the end, which has no row to carry the total, costs a second query.
   */
  private async page(columns: readonly string[], filter: UniversityFilter, page: number, limit: number): Promise<{ rows: Row[]; total: number }> {
    const range = prefixRange(filter.search);
    const params: unknown[] = [];
    let keys: string;
    let order: string;
    if (range) {
      keys = `with matches as (${this.matches(range, filter, params)})
        select slug, name_start, list_position, (select count(*) from matches) as total
        from matches order by name_start desc, list_position limit ? offset ?`;
      order = 'page.name_start desc, page.list_position';
    } else {
      const countConditions = this.bounds(filter, params);
      const conditions = this.bounds(filter, params);
      keys = `select u.slug, (select count(*) from universities u ${where(countConditions)}) as total
        from universities u ${where(conditions)} order by ${listOrderSql()} limit ? offset ?`;
      order = listOrderSql('u');
    }
    params.push(limit, (page - 1) * limit);
    const rows = await this.run<Row>(`select ${columnList(columns)}, page.total from (${keys}) page cross join universities u where u.slug = page.slug order by ${order}`, params);
    const first = rows[0];
    const total = first ? Number(first.total) : page > 1 ? await this.count(filter, range) : 0;
    return { rows, total };
  }

  /**
   * The universities matching a search, one row each, with what orders them:
   * names starting with the text first, then the list order. One range scan
   * of the terms key; a university with several matching terms keeps its best.
   * (SQLite takes CROSS JOIN as "terms first": the other order re-scans the
   * range once per university.)
   */
  private matches(range: PrefixRange, filter: UniversityFilter, params: unknown[]): string {
    const conditions = termRange(range, params);
    const bounded = this.bounds(filter, params);
    const join = bounded.length > 0 ? 'cross join universities u' : '';
    if (bounded.length > 0) conditions.push('u.slug = t.slug', ...bounded);
    return `select t.slug, max(t.name_start) as name_start, t.list_position from university_search_terms t ${join} ${where(conditions)} group by t.slug, t.list_position`;
  }

  private async count(filter: UniversityFilter, range: PrefixRange | undefined): Promise<number> {
    const params: unknown[] = [];
    const text = range
      ? `select count(*) as total from (${this.matches(range, filter, params)}) matches`
      : `select count(*) as total from universities u ${where(this.bounds(filter, params))}`;
    const [row] = await this.run<{ total: number | string }>(text, params);
    return Number(row?.total ?? 0);
  }

  async listGuest(filter: UniversityFilter, page: number, limit: number): Promise<Page<GuestUniversity>> {
    const result = await this.page(GUEST_COLUMNS, filter, page, limit);
    return { items: (result.rows as unknown as GuestRow[]).map(toGuest), total: result.total };
  }

  async listFull(filter: UniversityFilter, page: number, limit: number): Promise<Page<UniversityRecord>> {
    const result = await this.page(['record'], filter, page, limit);
    return { items: (result.rows as unknown as { record: string }[]).map(toRecord), total: result.total };
  }

  /**
   * The best `limit` matches for suggestions; no total is needed. Reading the
   * terms of a narrow prefix and sorting them is quickest; a broad prefix
   * such as "uni" matches most of the data set, so its terms are read in
   * result order instead (the order index), stopping after a few more than
   * needed. A university met twice is skipped here.
   */
  private async best(columns: readonly string[], filter: UniversityFilter, limit: number): Promise<Row[]> {
    const range = prefixRange(filter.search);
    if (!range) return [];
    // How broad the prefix is, counted only up to the threshold (a full count of "uni" reads 1,200 keys).
    const countParams: unknown[] = [];
    const [counted] = await this.run<{ n: number | string }>(
      `select count(*) as n from (select 1 from university_search_terms t ${where(termRange(range, countParams))} limit ${BROAD_PREFIX_TERMS + 1}) found`,
      countParams,
    );
    const terms = Number(counted?.n ?? 0);
    if (terms === 0) return [];
    // Hiding the key (term || '') makes the planner walk the order index.
    const broad = terms > BROAD_PREFIX_TERMS;
    const termColumn = broad ? "(t.term || '')" : 't.term';
    // A university rarely matches twice, so a few spare rows cover the repeats; more are read if not.
    for (let fetch = limit + 4; ; fetch *= 4) {
      const params: unknown[] = [];
      const conditions = termRange(range, params, termColumn);
      const bounded = this.bounds(filter, params);
      const join = bounded.length > 0 ? 'cross join universities u' : '';
      if (bounded.length > 0) conditions.push('u.slug = t.slug', ...bounded);
      params.push(fetch);
      const rows = await this.run<Row>(
        `select ${columnList(columns)} from (
          select t.slug, t.name_start, t.list_position from university_search_terms t ${join} ${where(conditions)}
          order by t.name_start desc, t.list_position limit ?
        ) found cross join universities u where u.slug = found.slug order by found.name_start desc, found.list_position`,
        params,
      );
      const seen = new Set<string>();
      const unique = rows.filter((row) => !seen.has(row.slug) && seen.add(row.slug));
      if (unique.length >= limit || rows.length < fetch || (!broad && fetch >= terms)) return unique.slice(0, limit);
    }
  }

  async searchGuest(filter: UniversityFilter, limit: number): Promise<GuestUniversity[]> {
    return ((await this.best(GUEST_COLUMNS, filter, limit)) as unknown as GuestRow[]).map(toGuest);
  }

  async searchFull(filter: UniversityFilter, limit: number): Promise<UniversityRecord[]> {
    return ((await this.best(['record'], filter, limit)) as unknown as { record: string }[]).map(toRecord);
  }

  async findGuestBySlug(slug: string): Promise<GuestUniversity | undefined> {
    return (await this.findGuestBySlugs([slug])).get(slug);
  }

  async findFullBySlug(slug: string): Promise<UniversityRecord | undefined> {
    return (await this.findFullBySlugs([slug])).get(slug);
  }

  /** Guest fields of each university found, keyed by the slug asked for. */
  findGuestBySlugs(slugs: readonly string[]): Promise<Map<string, GuestUniversity>> {
    return this.bySlugs(GUEST_COLUMNS, slugs, (row) => toGuest(row as unknown as GuestRow));
  }

  /** The full record of each university found, keyed by the slug asked for. */
  findFullBySlugs(slugs: readonly string[]): Promise<Map<string, UniversityRecord>> {
    return this.bySlugs(['record'], slugs, (row) => toRecord(row as unknown as { record: string }));
  }

  /**
   * The rows of these slugs in one query, a renamed record answering under
   * its former slug too (see load-universities.ts); a slug naming nothing is
   * left out. The slugs go as one parameter, so every count of slugs shares
   * one SQL text (and one prepared statement).
   */
  private async bySlugs<T>(columns: readonly string[], slugs: readonly string[], convert: (row: Row) => T): Promise<Map<string, T>> {
    const rowsOf = async (wanted: string[]): Promise<Row[]> => {
      if (wanted.length === 0) return [];
      const [condition, value] = this.inSlugs(wanted);
      return this.run<Row>(`select ${columnList(columns)} from universities u where ${condition}`, [value]);
    };
    const found = new Map<string, T>();
    for (const row of await rowsOf([...new Set(slugs)])) found.set(row.slug, convert(row));
    const renamed = await currentSlugsFor(this.db, slugs.filter((slug) => !found.has(slug)));
    const current = new Map((await rowsOf([...new Set(renamed.values())])).map((row) => [row.slug, convert(row)]));
    for (const [former, slug] of renamed) {
      const item = current.get(slug);
      if (item !== undefined) found.set(former, item);
    }
    return found;
  }

  /** Name and country of the best matches, for the calculator's suggestions. */
  async suggestNames(text: string, limit: number): Promise<{ name: string; country: string }[]> {
    const rows = (await this.best(['name', 'country'], { search: text }, limit)) as unknown as { name: string; country: string }[];
    return rows.map(({ name, country }) => ({ name, country }));
  }
}
