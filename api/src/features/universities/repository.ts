import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { GuestUniversity, UniversityFilter, UniversityRecord } from '@gradatlas/shared/contracts';
import { ProgramCatalog } from '../programs/program-catalog';
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

/**
 * University lists, search and detail: one SQL query each (two for a page
 * and its total), built with Kysely and run on the database every time. A
 * row holds the record and its guest view as JSON; the route's response
 * schema writes the answer, so a guest's answer never carries a field the
 * guest contract does not name.
 */
export class UniversityRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly programs: ProgramCatalog = ProgramCatalog.empty(),
  ) {}

  /**
   * One page of the filter's universities in list order (a search's: a name
   * or short name that is the text first, then names starting with it), and
   * how many there are. The page's slugs are found first and only their rows
   * read: sorting whole records to keep six of them cost milliseconds.
   */
  async page<V extends UniversityView>(view: V, filter: UniversityFilter, page: number, limit: number): Promise<Page<ViewRecord[V]>> {
    const text = searchForm(filter.search);
    const found = text ? this.ordered(this.matches(text, filter)) : this.filtered(this.db.selectFrom('universities as u'), filter).orderBy('u.list_position');
    const [keys, counted] = await Promise.all([
      found.select('u.slug').limit(limit).offset((page - 1) * limit).execute(),
      this.db
        .selectFrom(found.clearOrderBy().select('u.slug').as('found'))
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: await this.inOrder(view, keys), total: Number(counted.total) };
  }

  /** The best `limit` matches of a search (in the order of `ordered`); no total. */
  async search<V extends UniversityView>(view: V, filter: UniversityFilter, limit: number): Promise<ViewRecord[V][]> {
    const text = searchForm(filter.search);
    if (!text) return [];
    return this.inOrder(view, await this.ordered(this.matches(text, filter)).select('u.slug').limit(limit).execute());
  }

  /** Name and country of the best matches, for the calculator's suggestions. */
  async suggestNames(text: string, limit: number): Promise<{ name: string; country: string }[]> {
    const form = searchForm(text);
    if (!form) return [];
    return this.ordered(this.matches(form, {})).select(['u.name', 'u.country']).limit(limit).execute();
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
  private matches(text: string, filter: UniversityFilter) {
    const upper = prefixUpperBound(text);
    const terms = this.db
      .selectFrom('university_search_terms')
      .select('slug')
      .select((eb) =>
        eb.fn
          .max(
            eb
              .case()
              .when(eb.and([eb('term', '=', text), eb('name_start', '=', 1)]))
              .then(eb.lit(2))
              .else(eb.ref('name_start'))
              .end(),
          )
          .as('match_rank'),
      )
      .where('term', '>=', text)
      .$if(upper !== undefined, (query) => query.where('term', '<', upper as string))
      .groupBy('slug')
      .as('t');
    return this.filtered(this.db.selectFrom('universities as u').innerJoin(terms, 't.slug', 'u.slug'), filter);
  }

  /** Search matches in their order: a name that is the text, then names starting with it, then the list order. */
  private ordered(matches: ReturnType<UniversityRepository['matches']>) {
    return matches.orderBy('t.match_rank', 'desc').orderBy('u.list_position');
  }

  /** Every filter's condition; a new filter of the contract adds its condition here. */
  private filtered<Q extends UniversitiesQuery<object>>(query: Q, filter: UniversityFilter): Q {
    let filtered = query as UniversitiesQuery<object>;
    if (filter.country && filter.country !== 'All') filtered = filtered.where('u.country', '=', filter.country);
    // The SPEC's bands are in US dollars, so the US$ figure is compared (a CA$
    // tuition by its equivalent). A tuition the data cannot place in a band
    // (category 'Unknown': a department's example, not the university's own
    // figure) matches no bound; without tuition a row has no value to compare.
    if (filter.minTuition !== undefined) filtered = filtered.where('u.tuition_fees_usd', '>=', filter.minTuition);
    if (filter.maxTuition !== undefined) filtered = filtered.where('u.tuition_fees_usd', '<=', filter.maxTuition);
    if (filter.minTuition !== undefined || filter.maxTuition !== undefined) filtered = filtered.where('u.category', '<>', 'Unknown');
    if (filter.program !== undefined || filter.level !== undefined || filter.stem === 'true') {
      // Who awards a programme comes from the programme catalog (IPEDS, US only; the DHS STEM list).
      const awarding = [...this.programs.awardsUnder(filter.program, filter.level, filter.stem === 'true').keys()];
      filtered = awarding.length === 0 ? filtered.where(noRow) : filtered.where('u.slug', 'in', awarding);
    }
    return filtered as Q;
  }
}

/** A condition no row meets (an empty IN list is not valid SQL everywhere). */
const noRow = sql<SqlBool>`1 = 0`;

const parse = <T>(text: string): T => JSON.parse(text) as T;
