import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { SchoolProfile } from '../../chances/model';
import { searchForm } from '../../lib/search-text';
import type { ChanceCountry } from '../../chances/types';

const PROFILE_COLUMNS = ['name', 'country', 'acceptance_rate', 'average_gre', 'average_gmat', 'average_toefl', 'average_ielts', 'average_gpa'] as const;

type ProfileRow = Pick<Database['universities'], (typeof PROFILE_COLUMNS)[number]>;

function toProfile(row: ProfileRow): SchoolProfile {
  return {
    name: row.name,
    country: row.country,
    acceptanceRate: row.acceptance_rate,
    averageGRE: row.average_gre,
    averageGMAT: row.average_gmat,
    averageToefl: row.average_toefl,
    averageIelts: row.average_ielts,
    averageGpa: row.average_gpa,
  };
}

/** The figures the chance model compares an applicant with, read from the universities table. */
export class SchoolProfiles {
  constructor(private readonly db: Kysely<Database>) {}

  /** The school of this exact name (case and accents ignored); the best ranked if two share it. */
  async findByName(name: string): Promise<SchoolProfile | undefined> {
    const row = await this.db
      .selectFrom('universities')
      .select(PROFILE_COLUMNS)
      .where('name_search', '=', searchForm(name))
      .orderBy(sql`case when grad_atlas_rank is null then 1 else 0 end`)
      .orderBy('grad_atlas_rank')
      .executeTakeFirst();
    return row && toProfile(row);
  }

  /** Every school of the country (or all), best ranked first. */
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
