import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { GuestUniversity, UniversityFilter, UniversityRecord } from '@gradatlas/shared/contracts';
import { ProgramCatalog } from '../programs/program-catalog';
import type { DatabaseKind } from '../../db/connection';
import { listOrderSql } from '../../db/migration-003-fast-queries';
import type { PreparedReads } from '../../db/prepared-reads';
import type { Database } from '../../db/schema';
import type { UniversityText } from './answer-text';
import { StoredBytes, universityBytes, type TextColumn, type UniversityBytes } from './stored-bytes';
import { currentSlugsFor } from './load-universities';
import { ensureSearchTerms } from './search-terms';
import { filterConditions, hiddenFromPlanner, inSlugs, prefixRange, servedByListOrder, termRange, where, type PrefixRange } from './university-sql';

/** The validated filter (its one definition: shared/src/contracts/university-filter.ts); the routes drop signed-in-only fields for guests. */
export type { UniversityFilter };

export interface Page<T> {
  items: T[];
  total: number;
}

export type { TextColumn };

/** A university's stored text as bytes, with its slug (the list's programme awards are keyed by it). */
export interface StoredUniversity {
  slug: string;
  bytes: UniversityBytes;
}

/** More matching terms than this and suggestions walk the terms in result order instead of sorting them. */
const BROAD_PREFIX_TERMS = 256;

/**
 * University lists, search and detail. The hot queries are SQL text with
 * parameters, each shape prepared once and run through the database's own
 * driver (db/prepared-reads.ts), not built and run with Kysely: building the
 * query tree cost 300 µs a request, and Kysely's executor a third of the
 * uncached list's CPU (npm run profile -w api). They find the universities'
 * keys; each university's stored text, written when the data set was loaded,
 * comes as bytes from memory (stored-bytes.ts), so no record is parsed.
 */
export class UniversityRepository {
  /** Prefix → its terms counted up to BROAD_PREFIX_TERMS + 1 (termsUpToBroad). */
  private readonly termCounts = new LRUCache<string, number>({ max: 10_000 });
  private readonly stored = new StoredBytes();
  /** A filter's total (keyed by its count query and values), kept for the life of the process: see page(). */
  private readonly totals = new LRUCache<string, number>({ maxSize: 4 * 1024 * 1024, sizeCalculation: (_total, key) => key.length });

  constructor(
    private readonly db: Kysely<Database>,
    private readonly reads: PreparedReads,
    private readonly kind: DatabaseKind = 'sqlite',
    private readonly programs: ProgramCatalog = ProgramCatalog.empty(),
  ) {}

  private bounds(filter: UniversityFilter, params: unknown[], inListOrder = false): string[] {
    return filterConditions(filter, params, this.kind, this.programs, inListOrder);
  }

  /**
   * Builds the search terms when the data set changed, has the reads hold the
   * two tables in memory (they no longer change) and reads the stored texts;
   * call once at start, after loading.
   */
  async prepare(): Promise<boolean> {
    const built = await ensureSearchTerms(this.db);
    this.reads.holdInMemory(['universities', 'university_search_terms']);
    await this.stored.load(this.reads);
    return built;
  }

  /**
   * One page and the total of its filter: the page's keys in one query. A
   * page the list-order index serves (servedByListOrder: on SQLite a tuition
   * band too) is read in that order, stopping after the page (the signed-in
   * page of a US band: 16 µs; sorting the band cost 94). The total comes with
   * the keys (a scalar subquery the database runs once, an index-only count)
   * the first time a filter is asked for; it is then kept (totals), since
   * the data set does not change while the process runs, and the next pages
   * of that filter only read their keys (the US band: 10 µs instead of 21).
   * Only a page past the end, which has no row to carry the total, costs
   * another query. The texts come from memory (storedOf).
   */
  async page(column: TextColumn, filter: UniversityFilter, page: number, limit: number): Promise<Page<StoredUniversity>> {
    const range = prefixRange(filter.search);
    const counting = this.countQuery(filter, range);
    const totalKey = `${counting.text}\u0000${JSON.stringify(counting.params)}`;
    const known = this.totals.get(totalKey);
    let params: unknown[];
    let text: string;
    if (range) {
      params = [];
      const matches = this.matches(range, filter, params);
      text =
        known === undefined
          ? `with matches as (${matches}) select slug, (select count(*) from matches) as total from matches order by name_start desc, list_position limit ? offset ?`
          : `select slug from (${matches}) matches order by name_start desc, list_position limit ? offset ?`;
    } else {
      // The total's subquery comes first in the text, so its values come first.
      params = known === undefined ? [...counting.params] : [];
      const conditions = this.bounds(filter, params, servedByListOrder(filter, this.kind));
      const total = known === undefined ? `, (${counting.text}) as total` : '';
      text = `select u.slug${total} from universities u ${where(conditions)} order by ${listOrderSql('u')} limit ? offset ?`;
    }
    params.push(limit, (page - 1) * limit);
    const rows = await this.reads.all<{ slug: string; total?: number | string }>(text, params);
    const first = rows[0];
    let total = known;
    if (total === undefined) {
      total = first ? Number(first.total) : page > 1 ? await this.count(counting) : 0;
      this.totals.set(totalKey, total);
    }
    return { items: first ? await this.storedOf(column, rows.map((row) => row.slug)) : [], total };
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

  /** The query counting a filter's universities, and its values. */
  private countQuery(filter: UniversityFilter, range: PrefixRange | undefined): { text: string; params: unknown[] } {
    const params: unknown[] = [];
    const text = range
      ? `select count(*) as total from (${this.matches(range, filter, params)}) matches`
      : `select count(*) as total from universities u ${where(this.bounds(filter, params))}`;
    return { text, params };
  }

  private async count({ text, params }: { text: string; params: unknown[] }): Promise<number> {
    const [row] = await this.reads.all<{ total: number | string }>(text, params);
    return Number(row?.total ?? 0);
  }

  /**
   * The best `limit` matches for suggestions; no total is needed. Reading the
   * terms of a narrow prefix and sorting them is quickest; a broad prefix
   * such as "uni" matches most of the data set, so its terms are read in
   * result order instead (the order index), stopping after a few more than
   * needed. A university met twice is skipped here. The terms hold each
   * university's slug, so the slugs alone come from them; `columns` of the
   * university (u.name, u.country) join its row.
   */
  private async best<R extends { slug: string }>(filter: UniversityFilter, limit: number, columns?: string): Promise<R[]> {
    const range = prefixRange(filter.search);
    if (!range) return [];
    const terms = await this.termsUpToBroad(range);
    if (terms === 0) return [];
    // Hiding the key from the planner makes it walk the order index.
    const broad = terms > BROAD_PREFIX_TERMS;
    const termColumn = broad ? hiddenFromPlanner('t.term', this.kind) : 't.term';
    // A university rarely matches twice, so a few spare rows cover the repeats; more are read if not.
    for (let fetch = limit + 4; ; fetch *= 4) {
      const params: unknown[] = [];
      const conditions = termRange(range, params, termColumn);
      const bounded = this.bounds(filter, params);
      const join = bounded.length > 0 ? 'cross join universities u' : '';
      if (bounded.length > 0) conditions.push('u.slug = t.slug', ...bounded);
      params.push(fetch);
      const found = `from university_search_terms t ${join} ${where(conditions)} order by t.name_start desc, t.list_position limit ?`;
      const rows = await this.reads.all<R>(
        columns === undefined
          ? `select t.slug ${found}`
          : `select ${columns} from (select t.slug, t.name_start, t.list_position ${found}) found cross join universities u where u.slug = found.slug order by found.name_start desc, found.list_position`,
        params,
      );
      const seen = new Set<string>();
      const unique = rows.filter((row) => !seen.has(row.slug) && seen.add(row.slug));
      if (unique.length >= limit || rows.length < fetch || (!broad && fetch >= terms)) return unique.slice(0, limit);
    }
  }

  /**
   * How many terms a prefix has, counted only up to the threshold (a full
   * count of "uni" reads 1,200 keys). It only picks the plan; the terms are
   * built once, at start (search-terms.ts), so each prefix's count is kept
   * (bounded) rather than counted again on every keystroke's request. The
   * matches themselves are read from the database every time.
   */
  private async termsUpToBroad(range: PrefixRange): Promise<number> {
    const known = this.termCounts.get(range.from);
    if (known !== undefined) return known;
    const params: unknown[] = [];
    const [counted] = await this.reads.all<{ n: number | string }>(
      `select count(*) as n from (select 1 from university_search_terms t ${where(termRange(range, params))} limit ${BROAD_PREFIX_TERMS + 1}) found`,
      params,
    );
    const terms = Number(counted?.n ?? 0);
    this.termCounts.set(range.from, terms);
    return terms;
  }

  /** The best matches of a search, their texts as bytes. */
  async search(column: TextColumn, filter: UniversityFilter, limit: number): Promise<StoredUniversity[]> {
    const found = await this.best<{ slug: string }>(filter, limit);
    return this.storedOf(column, found.map((row) => row.slug));
  }

  /** One university's text as bytes, a former slug finding its current record. */
  async storedBySlug(column: TextColumn, slug: string): Promise<StoredUniversity | undefined> {
    return (await this.storedBySlugs(column, [slug])).get(slug);
  }

  /** Guest fields of each university found, keyed by the slug asked for. */
  async findGuestBySlugs(slugs: readonly string[]): Promise<Map<string, GuestUniversity>> {
    return parsed<GuestUniversity>(await this.storedBySlugs('guest_record', slugs));
  }

  /** The full record of each university found, keyed by the slug asked for. */
  async findFullBySlugs(slugs: readonly string[]): Promise<Map<string, UniversityRecord>> {
    return parsed<UniversityRecord>(await this.storedBySlugs('record', slugs));
  }

  /**
   * The texts of these slugs, a renamed record answering under its former
   * slug too (see load-universities.ts); a slug naming nothing is left out.
   */
  private async storedBySlugs(column: TextColumn, slugs: readonly string[]): Promise<Map<string, StoredUniversity>> {
    const found = new Map((await this.storedOf(column, [...new Set(slugs)])).map((item) => [item.slug, item]));
    const missing = slugs.filter((slug) => !found.has(slug));
    if (missing.length === 0) return found;
    const renamed = await currentSlugsFor(this.db, missing);
    const current = new Map((await this.storedOf(column, [...new Set(renamed.values())])).map((item) => [item.slug, item]));
    for (const [former, slug] of renamed) {
      const item = current.get(slug);
      if (item !== undefined) found.set(former, item);
    }
    return found;
  }

  /**
   * The texts of these (current) slugs as bytes, in their order: from memory,
   * and any slug not held there (loaded after this process started) from
   * the table in one query, the slugs as one parameter so every count of
   * slugs shares one SQL text (and one prepared statement).
   */
  private async storedOf(column: TextColumn, slugs: readonly string[]): Promise<StoredUniversity[]> {
    const missing = slugs.filter((slug) => this.stored.get(column, slug) === undefined);
    const read = new Map<string, UniversityBytes>();
    if (missing.length > 0) {
      const [condition, value] = inSlugs(this.kind, missing);
      const rows = await this.reads.all<{ slug: string; text: UniversityText }>(`select u.slug, u.${column} as text from universities u where ${condition}`, [value]);
      for (const row of rows) read.set(row.slug, universityBytes(row.text));
    }
    return slugs.flatMap((slug) => {
      const bytes = this.stored.get(column, slug) ?? read.get(slug);
      return bytes === undefined ? [] : [{ slug, bytes }];
    });
  }

  /** Name and country of the best matches, for the calculator's suggestions. */
  async suggestNames(text: string, limit: number): Promise<{ name: string; country: string }[]> {
    const rows = await this.best<{ slug: string; name: string; country: string }>({ search: text }, limit, 'u.slug, u.name, u.country');
    return rows.map(({ name, country }) => ({ name, country }));
  }
}

/** Objects for the callers that work on them (compare, shortlist): the stored texts parsed. */
function parsed<T>(found: Map<string, StoredUniversity>): Map<string, T> {
  return new Map([...found].map(([slug, { bytes }]) => [slug, JSON.parse(bytes.toString('utf8')) as T]));
}
