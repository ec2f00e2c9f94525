import { sql, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely';
import type { ProgramAwardsOnPage, ProgramFilterLevel, ProgramLevel } from '@gradatlas/shared/contracts';
import type { Database, UniversityProgrammesTable } from '../../db/schema';
import type { ProgramCatalog, ProgramRow } from './program-catalog';

/** Which awards count: under a CIP code (any when absent), at a level (any degree level when absent), only programmes on the DHS STEM list. */
export interface AwardsWanted {
  code?: string | undefined;
  level?: ProgramFilterLevel | undefined;
  stemOnly?: boolean | undefined;
}

/** Degree levels: what a programme filter without a level counts (certificates are not degrees). */
export const DEGREE_LEVELS: readonly ProgramLevel[] = ['masters', 'doctoral', 'professional'];

/** The code of a university's row for any programme at all (a level or STEM filter without a programme). */
const ANY_PROGRAMME = '*';
/** The level of a row for any degree level. */
const ANY_DEGREE = 'degree';

/** A programme row counts when it awarded one in the latest year or the year before. */
export const awardedInEitherYear = (awards: number | null, previous: number | null) => (awards ?? 0) + (previous ?? 0) > 0;

/** One university's rows of `university_programmes`: its programmes awarded in either year. */
export function programmeRowsOf(slug: string, programmes: readonly ProgramRow[], onStemList: (code: string) => boolean): UniversityProgrammesTable[] {
  return programmes.flatMap(([code, level, awards, previous]) =>
    awardedInEitherYear(awards, previous) ? [{ slug, code, level, awards: awards ?? 0, stem: onStemList(code) ? 1 : 0 }] : [],
  );
}

/**
 * Fills `university_awards` from `university_programmes` (both emptied
 * first by the caller): for each code covering a university's programme (the
 * programme, its series, its family, any) and each level a filter asks for
 * (its own for master's and doctoral, "degree" for any degree level), what
 * it awarded. CIP codes are "NN.NNNN": the series is the first 5 characters,
 * the family the first 2.
 */
export async function deriveAwards(db: Kysely<Database>): Promise<void> {
  // A column expression is grouped by; a constant ("*", "degree") is not (PostgreSQL refuses a constant in GROUP BY).
  const coverings: [RawBuilder<string>, grouped: boolean][] = [
    [sql<string>`p.code`, true],
    [sql<string>`substr(p.code, 1, 5)`, true],
    [sql<string>`substr(p.code, 1, 2)`, true],
    [sql.lit(ANY_PROGRAMME), false],
  ];
  const levels: [RawBuilder<string>, grouped: boolean, from: readonly string[]][] = [
    [sql<string>`p.level`, true, ['masters', 'doctoral']],
    [sql.lit(ANY_DEGREE), false, DEGREE_LEVELS],
  ];
  for (const [covering, coveringGrouped] of coverings) {
    for (const [level, levelGrouped, from] of levels) {
      const rows = db
        .selectFrom('university_programmes as p')
        .innerJoin('universities as u', 'u.slug', 'p.slug')
        .where('p.level', 'in', from)
        .select((eb) => [
          'p.slug',
          covering.as('code'),
          level.as('level'),
          eb.fn.max('u.list_position').as('list_position'),
          eb.fn.sum<number>('p.awards').as('awards'),
          eb.fn.sum<number>(eb.case().when('p.stem', '=', 1).then(eb.ref('p.awards')).else(0).end()).as('stem_awards'),
          eb.fn.max('p.stem').as('stem'),
        ])
        .groupBy(['p.slug', ...(coveringGrouped ? [covering] : []), ...(levelGrouped ? [level] : [])]);
      await db.insertInto('university_awards').columns(['slug', 'code', 'level', 'list_position', 'awards', 'stem_awards', 'stem']).expression(rows).execute();
    }
  }
}

/** The rows of the universities awarding what is wanted, one each. */
export function awardRows(db: Kysely<Database>, wanted: AwardsWanted) {
  return db
    .selectFrom('university_awards as a')
    .where('a.code', '=', wanted.code ?? ANY_PROGRAMME)
    .where('a.level', '=', wanted.level ?? ANY_DEGREE)
    .$if(wanted.stemOnly === true, (query) => query.where('a.stem', '=', 1));
}

/** A condition on a universities query aliased `u`: the university awards what is wanted. */
export function awardingCondition(db: Kysely<Database>, wanted: AwardsWanted) {
  return (eb: ExpressionBuilder<Database & { u: Database['universities'] }, 'u'>) => eb('u.slug', 'in', awardRows(db, wanted).select('a.slug'));
}

/**
 * Who awards what, asked of the `university_awards` table (loaded with the
 * university data from the catalog's programs.json), with the catalog's
 * titles and STEM counts for what a page shows.
 */
export class ProgramAwards {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalog: ProgramCatalog,
  ) {}

  /** Slug → awards in the latest year under the wanted code, for those of `slugs` that awarded one in either year. */
  async awardsAt(slugs: readonly string[], wanted: AwardsWanted): Promise<Map<string, number>> {
    if (slugs.length === 0) return new Map();
    const found = await awardRows(this.db, wanted)
      .where('a.slug', 'in', [...new Set(slugs)])
      .select(['a.slug', wanted.stemOnly === true ? 'a.stem_awards as awards' : 'a.awards'])
      .execute();
    return new Map(found.map((row) => [row.slug, row.awards]));
  }

  /** Every university that awarded what is wanted in either year. */
  async awarding(wanted: AwardsWanted): Promise<Set<string>> {
    const found = await awardRows(this.db, wanted).select('a.slug').execute();
    return new Set(found.map((row) => row.slug));
  }

  /** What each of `slugs` awarded in a programme, in their order, as a filtered page and compare show it ("190 master's in ..."). */
  async onPage(slugs: readonly string[], wanted: AwardsWanted & { code: string }): Promise<ProgramAwardsOnPage> {
    const awards = await this.awardsAt(slugs, wanted);
    return {
      code: wanted.code,
      title: this.catalog.title(wanted.code) ?? wanted.code,
      level: wanted.level ?? null,
      year: this.catalog.year,
      awards: Object.fromEntries(slugs.flatMap((slug) => (awards.has(slug) ? [[slug, awards.get(slug)!]] : []))),
      stem: this.catalog.stemCount(wanted.code),
      stemOnly: wanted.stemOnly === true,
    };
  }
}
