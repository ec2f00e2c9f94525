import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { CountryParam, GuestUniversity, UniversityRecord } from '@gradatlas/shared/contracts';
import type { Database } from '../../db/schema';
import { escapeLike, searchForm } from '../../lib/search-text';
import { currentSlugFor } from './load-universities';

export interface UniversityFilter {
  search?: string | undefined;
  country?: CountryParam | undefined;
  /** Applied only for signed-in users; the routes drop them for guests. */
  minTuition?: number | undefined;
  maxTuition?: number | undefined;
}

export interface Page<T> {
  items: T[];
  total: number;
}

type UniversityQuery<O> = SelectQueryBuilder<Database, 'universities', O>;

const GUEST_COLUMNS = ['name', 'slug', 'city', 'state', 'country', 'tuition_fees', 'living_expenses', 'category', 'summary'] as const;

type GuestRow = Pick<Database['universities'], (typeof GUEST_COLUMNS)[number]>;

function toGuest(row: GuestRow): GuestUniversity {
  return {
    name: row.name,
    slug: row.slug,
    city: row.city,
    state: row.state,
    country: row.country,
    tuitionFees: row.tuition_fees,
    livingExpenses: row.living_expenses,
    category: row.category as GuestUniversity['category'],
    summary: row.summary,
  };
}

const like = (column: 'name_search' | 'city_search' | 'state_search', pattern: string) =>
  sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;

function applyFilter<O>(query: UniversityQuery<O>, filter: UniversityFilter): UniversityQuery<O> {
  let q = query;
  if (filter.country && filter.country !== 'All') q = q.where('country', '=', filter.country);
  // A comparison with NULL is never true, so records without tuition drop out
  // as soon as a tuition bound is set.
  if (filter.minTuition !== undefined) q = q.where('tuition_fees', '>=', filter.minTuition);
  if (filter.maxTuition !== undefined) q = q.where('tuition_fees', '<=', filter.maxTuition);
  const text = searchForm(filter.search);
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    q = q.where((eb) => eb.or([like('name_search', pattern), like('city_search', pattern), like('state_search', pattern)]));
  }
  return q;
}

/** Names starting with the text first (when searching), then our ranking (unranked last), then name. */
function applyOrder<O>(query: UniversityQuery<O>, search: string | undefined): UniversityQuery<O> {
  let q = query;
  const text = searchForm(search);
  if (text) q = q.orderBy(sql`case when ${like('name_search', `${escapeLike(text)}%`)} then 0 else 1 end`);
  return q
    .orderBy(sql`case when grad_atlas_rank is null then 1 else 0 end`)
    .orderBy('grad_atlas_rank')
    .orderBy('name')
    .orderBy('slug');
}

export class UniversityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private async count(filter: UniversityFilter): Promise<number> {
    const row = await applyFilter(this.db.selectFrom('universities'), filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  async listGuest(filter: UniversityFilter, page: number, limit: number): Promise<Page<GuestUniversity>> {
    const [rows, total] = await Promise.all([
      applyOrder(applyFilter(this.db.selectFrom('universities').select(GUEST_COLUMNS), filter), filter.search)
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      this.count(filter),
    ]);
    return { items: rows.map(toGuest), total };
  }

  async listFull(filter: UniversityFilter, page: number, limit: number): Promise<Page<UniversityRecord>> {
    const [rows, total] = await Promise.all([
      applyOrder(applyFilter(this.db.selectFrom('universities').select('record'), filter), filter.search)
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      this.count(filter),
    ]);
    return { items: rows.map((row) => JSON.parse(row.record) as UniversityRecord), total };
  }

  async searchGuest(filter: UniversityFilter, limit: number): Promise<GuestUniversity[]> {
    const rows = await applyOrder(applyFilter(this.db.selectFrom('universities').select(GUEST_COLUMNS), filter), filter.search)
      .limit(limit)
      .execute();
    return rows.map(toGuest);
  }

  async searchFull(filter: UniversityFilter, limit: number): Promise<UniversityRecord[]> {
    const rows = await applyOrder(applyFilter(this.db.selectFrom('universities').select('record'), filter), filter.search)
      .limit(limit)
      .execute();
    return rows.map((row) => JSON.parse(row.record) as UniversityRecord);
  }

  async findGuestBySlug(slug: string): Promise<GuestUniversity | undefined> {
    const find = (s: string) => this.db.selectFrom('universities').select(GUEST_COLUMNS).where('slug', '=', s).executeTakeFirst();
    const row = (await find(slug)) ?? (await this.viaFormerSlug(slug, find));
    return row && toGuest(row);
  }

  async findFullBySlug(slug: string): Promise<UniversityRecord | undefined> {
    const find = (s: string) => this.db.selectFrom('universities').select('record').where('slug', '=', s).executeTakeFirst();
    const row = (await find(slug)) ?? (await this.viaFormerSlug(slug, find));
    return row && (JSON.parse(row.record) as UniversityRecord);
  }

  /** A renamed record answers under its former slug (see load-universities.ts). */
  private async viaFormerSlug<T>(slug: string, find: (slug: string) => Promise<T | undefined>): Promise<T | undefined> {
    const current = await currentSlugFor(this.db, slug);
    return current ? find(current) : undefined;
  }

  /** Name and country of the best matches, for the calculator's suggestions. */
  async suggestNames(text: string, limit: number): Promise<{ name: string; country: string }[]> {
    const filter = { search: text };
    return applyOrder(applyFilter(this.db.selectFrom('universities').select(['name', 'country']), filter), text)
      .limit(limit)
      .execute();
  }
}
