import { type Kysely, sql } from 'kysely';
import type { UniversityRecord } from '@gradatlas/shared/contracts';
import type { Database } from '../../db/schema';
import type { SchoolProfile } from './model/model';
import { rankNumber } from '../../lib/rank-number';
import { searchForm } from '../../lib/search-text';
import type { ChanceCountry } from './model/types';

const PROFILE_COLUMNS = ['name', 'slug', 'country', 'acceptance_rate', 'record'] as const;

type ProfileRow = Pick<Database['universities'], (typeof PROFILE_COLUMNS)[number]>;

function toProfile(row: ProfileRow): SchoolProfile {
  // Graduate size and world ranks live in the record (no columns of their own): the model reads them there.
  const record = JSON.parse(row.record) as UniversityRecord;
  return {
    name: row.name,
    slug: row.slug,
    country: row.country,
    acceptanceRate: row.acceptance_rate,
    graduateStudents: record.graduateStudents ?? null,
    worldPositions: [record.qsRank, record.theRank, record.arwuRank].flatMap((rank) => {
      const position = rankNumber(rank);
      return position === null ? [] : [position];
    }),
  };
}

/** The figures the chance model reads for a school, from the universities table. */
export class SchoolProfiles {
  constructor(private readonly db: Kysely<Database>) {}

  /** The school of this exact name (case and accents ignored); the best ranked if two share it. */
  async findByName(name: string): Promise<SchoolProfile | undefined> {
    return (await this.findByNames([name])).get(searchForm(name));
  }

  /**
   * For each name (case and accents ignored), the school findByName gives,
   * keyed by the name's search form; in one query, for the batch estimate.
   */
  async findByNames(names: string[]): Promise<Map<string, SchoolProfile>> {
    const forms = [...new Set(names.map((name) => searchForm(name)))];
    const found = new Map<string, SchoolProfile>();
    if (forms.length === 0) return found;
    const rows = await this.db
      .selectFrom('universities')
      .select([...PROFILE_COLUMNS, 'name_search'])
      .where('name_search', 'in', forms)
      .orderBy(sql`case when grad_atlas_rank is null then 1 else 0 end`)
      .orderBy('grad_atlas_rank')
      .execute();
    // Rows come best ranked first, so the first row of a name is the one to keep.
    for (const row of rows) if (!found.has(row.name_search)) found.set(row.name_search, toProfile(row));
    return found;
  }

  /** Every school of the country (or all), best ranked first. Every record is a graduate institution (docs/data.md). */
  async inCountry(country: ChanceCountry): Promise<SchoolProfile[]> {
    let query = this.db.selectFrom('universities').select(PROFILE_COLUMNS);
    if (country !== 'All') query = query.where('country', '=', country);
    const rows = await query
      .orderBy(sql`case when grad_atlas_rank is null then 1 else 0 end`)
      .orderBy('grad_atlas_rank')
      .orderBy('name')
      .execute();
    return rows.map(toProfile);
  }
}
