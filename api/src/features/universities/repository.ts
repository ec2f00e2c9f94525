import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { GuestUniversity, UniversityFilter, UniversityRecord } from '@gradatlas/shared/contracts';
import { awardingCondition, awardRows, type AwardsWanted } from '../programs/program-awards';
import type { ProgramRow } from '../programs/program-catalog';
import type { Database } from '../../db/schema';
import { searchForm } from '../../lib/search-text';
import { currentSlugsFor } from './load-universities';
import { prefixUpperBound } from './search-terms';

/** The validated filter (its one definition: shared/src/contracts/university-filter.ts); the routes drop signed-in-only fields for guests. */
export type { UniversityFilter };

/** Which stored view a read returns: a guest's (the fields SPEC section 6 allows) or the whole record. */
export type UniversityView = 'guest' | 'full';

export interface ViewRecord {
  guest: GuestUniversity;
  full: UniversityRecord;
}

export interface Page<T> {
  items: T[];
  total: number;
}

const VIEW_COLUMN = { guest: 'u.guest_record', full: 'u.record' } as const;

/** The view's JSON column, selected as `json`. */
const viewJson = (view: UniversityView) => sql.ref<string>(VIEW_COLUMN[view]).as('json');

type UniversitiesQuery<O> = SelectQueryBuilder<Database & { u: Database['universities'] }, 'u', O>;
type UniversityCondition = (eb: ExpressionBuilder<Database & { u: Database['universities'] }, 'u'>) => Expression<SqlBool>;
/** Slugs in the order a list shows them: the first `limit` after `offset`, and how many there are. */
interface SlugsInOrder {
  slice(limit: number, offset?: number): Promise<{ slug: string }[]>;
  total(): Promise<number>;
}

/**
 * University lists, search and detail: one SQL query each (two for a page
 * and its total), built with Kysely and run on the database every time. A
 * row holds the record and its guest view as JSON; the route's response
 * schema writes the answer, so a guest's answer never carries a field the
 * guest contract does not name.
 */
export class UniversityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * One page of the filter's universities in list order (a search's: a name
   * or short name that is the text first, then names starting with it), and
   * how many there are. The page's slugs are found first and only their rows
   * read: sorting whole records to keep six of them cost milliseconds.
   */
  async page<V extends UniversityView>(view: V, filter: UniversityFilter, page: number, limit: number): Promise<Page<ViewRecord[V]>> {
    const text = searchForm(filter.search);
    const found = text ? this.matches(text, filter) : this.listed(filter);
    const [keys, total] = await Promise.all([found.slice(limit, (page - 1) * limit), found.total()]);
    return { items: await this.inOrder(view, keys), total };
  }

  /**
   * The filter's universities in list order. Under a programme filter the
   * awarding universities' rows are read in list order (program-awards.ts):
   * a page needs no sort of every awarding university.
   */
  private listed(filter: UniversityFilter): SlugsInOrder {
    const wanted = programmeWanted(filter);
    if (wanted === undefined) return this.inOrderOf(this.filtered(this.db.selectFrom('universities as u'), filter).select('u.slug').orderBy('u.list_position'));
    const awarding = awardRows(this.db, wanted).innerJoin('universities as u', 'u.slug', 'a.slug');
    return this.inOrderOf(this.filtered(awarding, filter).select('u.slug').orderBy('a.list_position'));
  }

  /** A university's programmes as programs.json lists them (the detail's), or null when IPEDS reports none for it. */
  async programmeList(slug: string): Promise<ProgramRow[] | null> {
    const row = await this.db.selectFrom('university_programme_lists').select('programmes').where('slug', '=', slug).executeTakeFirst();
    return row ? (JSON.parse(row.programmes) as ProgramRow[]) : null;
  }

  /** The best `limit` matches of a search (in the order of `matches`); no total. */
  async search<V extends UniversityView>(view: V, filter: UniversityFilter, limit: number): Promise<ViewRecord[V][]> {
    const text = searchForm(filter.search);
    if (!text) return [];
    return this.inOrder(view, await this.matches(text, filter).slice(limit));
  }

  /** Name and country of the best matches, for the calculator's suggestions. */
  async suggestNames(text: string, limit: number): Promise<{ name: string; country: string }[]> {
    const form = searchForm(text);
    if (!form) return [];
    const keys = await this.matches(form, {}).slice(limit);
    if (keys.length === 0) return [];
    const rows = await this.db.selectFrom('universities').select(['slug', 'name', 'country']).where('slug', 'in', keys.map((key) => key.slug)).execute();
    const bySlug = new Map(rows.map((row) => [row.slug, { name: row.name, country: row.country }]));
    return keys.flatMap((key) => bySlug.get(key.slug) ?? []);
  }

  /** The rows of these slugs, in their order. */
  private async inOrder<V extends UniversityView>(view: V, keys: { slug: string }[]): Promise<ViewRecord[V][]> {
    const found = await this.bySlugs(view, keys.map((key) => key.slug));
    return keys.flatMap((key) => found.get(key.slug) ?? []);
  }

  /** Each university found, keyed by the slug asked for; a former slug finds its current record, a slug naming nothing is left out. */
  async bySlugs<V extends UniversityView>(view: V, slugs: readonly string[]): Promise<Map<string, ViewRecord[V]>> {
    const found = new Map<string, ViewRecord[V]>();
    if (slugs.length === 0) return found;
    const read = async (wanted: readonly string[]) =>
      this.db.selectFrom('universities as u').select(['u.slug', viewJson(view)]).where('u.slug', 'in', [...new Set(wanted)]).execute();
    for (const row of await read(slugs)) found.set(row.slug, parse<ViewRecord[V]>(row.json));
    const missing = slugs.filter((slug) => !found.has(slug));
    if (missing.length === 0) return found;
    const renamed = await currentSlugsFor(this.db, missing);
    if (renamed.size === 0) return found;
    const current = new Map((await read([...renamed.values()])).map((row) => [row.slug, parse<ViewRecord[V]>(row.json)]));
    for (const [former, slug] of renamed) {
      const university = current.get(slug);
      if (university !== undefined) found.set(former, university);
    }
    return found;
  }

  /** The whole record of each university found, keyed by the slug asked for (the shortlist's lookup). */
  findFullBySlugs(slugs: readonly string[]): Promise<Map<string, UniversityRecord>> {
    return this.bySlugs('full', slugs);
  }

  /**
   * The universities whose name, city or state has a word starting with the
   * text, or one of whose short names starts with it (search-terms.ts), one
   * row each, with what orders them: `match_rank` 2 when the name or a short
   * name is the text ("mit" is MIT's), 1 when one starts with it, 0 when only
   * a word does; then the list position.
   */
  private matches(text: string, filter: UniversityFilter): SlugsInOrder {
    const upper = prefixUpperBound(text);
    const terms = this.db
      .selectFrom('university_search_terms')
      .select('slug')
      .select((eb) => [
        eb.fn.max(eb.case().when(eb.and([eb('term', '=', text), eb('name_start', '=', 1)])).then(eb.lit(2)).else(eb.ref('name_start')).end()).as('match_rank'),
        // One university's terms all carry its list position.
        eb.fn.min('list_position').as('list_position'),
      ])
      .where('term', '>=', text)
      .$if(upper !== undefined, (query) => query.where('term', '<', upper as string))
      .groupBy('slug')
      .as('t');
    const wanted = programmeWanted(filter);
    const matched = this.db.selectFrom(terms).select('t.slug').orderBy('t.match_rank', 'desc').orderBy('t.list_position');
    // Without a filter the terms alone order the matches: reading each university's row (its record beside) for them cost milliseconds.
    if (wanted === undefined && this.conditions(filter).length === 0) return this.inOrderOf(matched);
    const filtered = this.filtered(matched.innerJoin('universities as u', 'u.slug', 't.slug'), filter);
    return this.inOrderOf(wanted === undefined ? filtered : filtered.where(awardingCondition(this.db, wanted)));
  }

  /** A query of slugs in order, as pages and a total are read from it. */
  private inOrderOf<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, { slug: string }>): SlugsInOrder {
    return {
      slice: (limit, offset = 0) => query.limit(limit).offset(offset).execute(),
      total: async () => {
        const counted = await this.db.selectFrom(query.clearOrderBy().as('found')).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
        return Number(counted.total);
      },
    };
  }

  /** Every filter's condition on the university's own columns; a new filter of the contract adds its condition here (the programme's: `listed`, `matches`). */
  private conditions(filter: UniversityFilter): UniversityCondition[] {
    const conditions: UniversityCondition[] = [];
    const { country, minTuition, maxTuition } = filter;
    if (country && country !== 'All') conditions.push((eb) => eb('u.country', '=', country));
    // The SPEC's bands are in US dollars, so the US$ figure is compared (a CA$
    // tuition by its equivalent). A tuition the data cannot place in a band
    // (category 'Unknown': a department's example, not the university's own
    // figure) matches no bound; without tuition a row has no value to compare.
    if (minTuition !== undefined) conditions.push((eb) => eb('u.tuition_fees_usd', '>=', minTuition));
    if (maxTuition !== undefined) conditions.push((eb) => eb('u.tuition_fees_usd', '<=', maxTuition));
    if (minTuition !== undefined || maxTuition !== undefined) conditions.push((eb) => eb('u.category', '<>', 'Unknown'));
    return conditions;
  }

  private filtered<Q extends UniversitiesQuery<object>>(query: Q, filter: UniversityFilter): Q {
    let filtered = query as UniversitiesQuery<object>;
    for (const condition of this.conditions(filter)) filtered = filtered.where(condition);
    return filtered as Q;
  }
}

/** What a programme filter asks for (IPEDS Completions, US only; the DHS STEM list), or undefined without one. */
function programmeWanted(filter: UniversityFilter): AwardsWanted | undefined {
  if (filter.program === undefined && filter.level === undefined && filter.stem !== 'true') return undefined;
  return { code: filter.program, level: filter.level, stemOnly: filter.stem === 'true' };
}

const parse = <T>(text: string): T => JSON.parse(text) as T;
