import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { GuestUniversity, UniversityFilter, UniversityRecord } from '@gradatlas/shared/contracts';
import { ProgramCatalog } from '../programs/program-catalog';
import type { DatabaseKind } from '../../db/connection';
import { listOrderSql } from '../../db/migration-003-fast-queries';
import type { PreparedReads } from '../../db/prepared-reads';
import type { Database } from '../../db/schema';
import type { UniversityText } from './answer-text';
import { currentSlugsFor } from './load-universities';
import { ensureSearchTerms } from './search-terms';
import { filterConditions, inSlugs, prefixRange, servedByListOrder, termRange, where, type PrefixRange } from './university-sql';

/** The validated filter (its one definition: shared/src/contracts/university-filter.ts); the routes drop signed-in-only fields for guests. */
export type { UniversityFilter };

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * Which stored text a read returns: a guest's view (written by the guest
 * contract's serializer, so it holds the guest fields only: the guest
 * boundary) or the whole record. See answer-text.ts.
 */
export type TextColumn = 'guest_record' | 'record';

/** A university as stored text, with its slug (the list's programme awards are keyed by it). */
export interface StoredText {
  slug: string;
  text: UniversityText;
}

/** More matching terms than this and suggestions walk the terms in result order instead of sorting them. */
const BROAD_PREFIX_TERMS = 256;

/**
 * University lists, search and detail. The hot queries are SQL text with
 * parameters, each shape prepared once and run through the database's own
 * driver (db/prepared-reads.ts), not built and run with Kysely: building the
 * query tree cost 300 µs a request, and Kysely's executor a third of the
 * uncached list's CPU (npm run profile -w api). They return each university's
 * stored text, written when the data set was loaded, so no record is parsed.
 */
export class UniversityRepository {
  /** Prefix → its terms counted up to BROAD_PREFIX_TERMS + 1 (termsUpToBroad). */
  private readonly termCounts = new LRUCache<string, number>({ max: 10_000 });

  constructor(
    private readonly db: Kysely<Database>,
    private readonly reads: PreparedReads,
    private readonly kind: DatabaseKind = 'sqlite',
    private readonly programs: ProgramCatalog = ProgramCatalog.empty(),
  ) {}

  private bounds(filter: UniversityFilter, params: unknown[], inListOrder = false): string[] {
    return filterConditions(filter, params, this.kind, this.programs, inListOrder);
  }

  /** Builds the search terms when the data set changed; call once at start, after loading. */
  prepare(): Promise<boolean> {
    return ensureSearchTerms(this.db);
  }

  /**
   * One page and the total of its filter. A page the list-order index serves
   * (servedByListOrder: on SQLite a tuition band too) is read in that order
   * with its texts, stopping after the page: one query (the signed-in page
   * of a US band: 16 µs; sorting the band cost 94). Any other filter reads
   * the page's keys in index order first, then the stored texts of those few
   * rows by slug, so no sort carries a text. The total comes with the keys
   * (a scalar subquery the database runs once, an index-only count); only a
   * page past the end, which has no row to carry it, costs another query.
   */
  async page(column: TextColumn, filter: UniversityFilter, page: number, limit: number): Promise<Page<StoredText>> {
    const range = prefixRange(filter.search);
    const params: unknown[] = [];
    let text: string;
    if (range) {
      text = `with matches as (${this.matches(range, filter, params)})
        select slug, (select count(*) from matches) as total
        from matches order by name_start desc, list_position limit ? offset ?`;
    } else {
      const countConditions = this.bounds(filter, params);
      const inListOrder = servedByListOrder(filter, this.kind);
      const conditions = this.bounds(filter, params, inListOrder);
      const total = `(select count(*) from universities u ${where(countConditions)}) as total`;
      const texts = inListOrder ? `, u.${column} as text` : '';
      text = `select u.slug${texts}, ${total} from universities u ${where(conditions)} order by ${listOrderSql('u')} limit ? offset ?`;
    }
    params.push(limit, (page - 1) * limit);
    const rows = await this.reads.all<{ slug: string; text?: UniversityText; total: number | string }>(text, params);
    const first = rows[0];
    if (!first) return { items: [], total: page > 1 ? await this.count(filter, range) : 0 };
    if (first.text !== undefined) return { items: rows.map(({ slug, text }) => ({ slug, text: text as UniversityText })), total: Number(first.total) };
    const texts = new Map((await this.rowsOf(column, rows.map((row) => row.slug))).map((row) => [row.slug, row]));
    return { items: rows.flatMap((row) => texts.get(row.slug) ?? []), total: Number(first.total) };
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
    const [row] = await this.reads.all<{ total: number | string }>(text, params);
    return Number(row?.total ?? 0);
  }

  /**
   * The best `limit` matches for suggestions; no total is needed. Reading the
   * terms of a narrow prefix and sorting them is quickest; a broad prefix
   * such as "uni" matches most of the data set, so its terms are read in
   * result order instead (the order index), stopping after a few more than
   * needed. A university met twice is skipped here.
   */
  private async best<R extends { slug: string }>(columns: string, filter: UniversityFilter, limit: number): Promise<R[]> {
    const range = prefixRange(filter.search);
    if (!range) return [];
    const terms = await this.termsUpToBroad(range);
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
      const rows = await this.reads.all<R>(
        `select ${columns} from (
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

  /** The best matches of a search as stored texts. */
  search(column: TextColumn, filter: UniversityFilter, limit: number): Promise<StoredText[]> {
    return this.best<StoredText>(`u.slug, u.${column} as text`, filter, limit);
  }

  /** One university's stored text, a former slug finding its current record. */
  async textBySlug(column: TextColumn, slug: string): Promise<StoredText | undefined> {
    return (await this.textsBySlugs(column, [slug])).get(slug);
  }

  /** Guest fields of each university found, keyed by the slug asked for. */
  async findGuestBySlugs(slugs: readonly string[]): Promise<Map<string, GuestUniversity>> {
    return parsed<GuestUniversity>(await this.textsBySlugs('guest_record', slugs));
  }

  /** The full record of each university found, keyed by the slug asked for. */
  async findFullBySlugs(slugs: readonly string[]): Promise<Map<string, UniversityRecord>> {
    return parsed<UniversityRecord>(await this.textsBySlugs('record', slugs));
  }

  /**
   * The stored texts of these slugs in one query, a renamed record answering
   * under its former slug too (see load-universities.ts); a slug naming
   * nothing is left out. The slugs go as one parameter, so every count of
   * slugs shares one SQL text (and one prepared statement).
   */
  private async textsBySlugs(column: TextColumn, slugs: readonly string[]): Promise<Map<string, StoredText>> {
    const found = new Map<string, StoredText>();
    for (const row of await this.rowsOf(column, [...new Set(slugs)])) found.set(row.slug, row);
    const missing = slugs.filter((slug) => !found.has(slug));
    if (missing.length === 0) return found;
    const renamed = await currentSlugsFor(this.db, missing);
    const current = new Map((await this.rowsOf(column, [...new Set(renamed.values())])).map((row) => [row.slug, row]));
    for (const [former, slug] of renamed) {
      const item = current.get(slug);
      if (item !== undefined) found.set(former, item);
    }
    return found;
  }

  /** The stored texts of these (current) slugs, in no particular order. */
  private async rowsOf(column: TextColumn, slugs: string[]): Promise<StoredText[]> {
    if (slugs.length === 0) return [];
    const [condition, value] = inSlugs(this.kind, slugs);
    return this.reads.all<StoredText>(`select u.slug, u.${column} as text from universities u where ${condition}`, [value]);
  }

  /** Name and country of the best matches, for the calculator's suggestions. */
  async suggestNames(text: string, limit: number): Promise<{ name: string; country: string }[]> {
    const rows = await this.best<{ slug: string; name: string; country: string }>('u.slug, u.name, u.country', { search: text }, limit);
    return rows.map(({ name, country }) => ({ name, country }));
  }
}

/** Objects for the callers that work on them (compare, shortlist): the stored texts parsed. */
function parsed<T>(texts: Map<string, StoredText>): Map<string, T> {
  return new Map([...texts].map(([slug, { text }]) => [slug, JSON.parse(text) as T]));
}
