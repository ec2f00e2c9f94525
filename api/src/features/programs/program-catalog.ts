import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { ProgramLevel, ProgramOutcomes, StemCount, UniversityDecisionDates, UniversityProgram } from '@gradatlas/shared/contracts';
import type { Database } from '../../db/schema';
import { cipAncestors } from '../../lib/cip-codes';
import { DecisionDates, type DecisionRow } from './decision-dates';
import { awardedInEitherYear, DEGREE_LEVELS } from './program-awards';
import { type OutcomeRow, outcomesAnswer } from './program-outcomes';
import { type StemSection, StemList } from './stem-list';

/** The meta row the load step stores the catalog in. */
export const PROGRAMME_CATALOG_KEY = 'programme_catalog';

/** A programme row of programs.json: [code, level, awards 2022-23, awards 2021-22]. */
export type ProgramRow = [code: string, level: ProgramLevel, awards: number | null, previousAwards: number | null];

export interface ProgramFile {
  version: string;
  year: string;
  previousYear: string;
  source: string;
  titles: Record<string, string>;
  universities: Record<string, ProgramRow[]>;
  /** Issue 48's sections (api/scripts/derive-programs.ts); a file without them shows none of their figures. */
  stem?: StemSection;
  outcomes?: Record<string, OutcomeRow[]>;
  outcomeCampuses?: Record<string, number>;
  decisionDates?: Record<string, DecisionRow[]>;
}

/**
 * What the catalog keeps of programs.json: everything but each university's
 * rows, which the database holds, and of those rows how many universities
 * award a degree under each code and which programmes some university awards
 * a degree in. The load step stores it (load-universities.ts), so the API
 * process never reads the file's rows.
 */
export interface StoredCatalog extends Omit<ProgramFile, 'universities'> {
  /** Family, series or programme → how many universities awarded a degree under it in either year. */
  awarding: Record<string, number>;
  /** The programmes (6-digit codes) some university awarded a degree in, in either year. */
  awardedDegrees: string[];
}

/** The catalog's part of programs.json (StoredCatalog). */
export function catalogOf({ universities, ...file }: ProgramFile): StoredCatalog {
  const awarding: Record<string, number> = {};
  const awardedDegrees = new Set<string>();
  for (const rows of Object.values(universities)) {
    const covered = new Set<string>();
    for (const [code, level, awards, previous] of rows) {
      if (!awardedInEitherYear(awards, previous) || !DEGREE_LEVELS.includes(level)) continue;
      awardedDegrees.add(code);
      for (const covering of cipAncestors(code)) covered.add(covering);
    }
    for (const code of covered) awarding[code] = (awarding[code] ?? 0) + 1;
  }
  return { ...file, awarding, awardedDegrees: [...awardedDegrees].sort() };
}

/**
 * The graduate programmes of US universities (IPEDS Completions, derived by
 * api/scripts/derive-programs.ts), held in memory: titles, the STEM list,
 * earnings and decision dates. Each university's own rows are the
 * database's (loaded by the load step, load-data-set.ts): who awards what
 * under a code (program-awards.ts) and a detail's list (`programsFrom`).
 * A code covers every programme under it (a family "11", a series "11.07").
 */
export class ProgramCatalog {
  private readonly stem: StemList;
  private readonly decisions: DecisionDates;
  /** Family, series or programme → the programmes (6-digit codes) under it that some university awarded a degree in. */
  private readonly programmesBelow = new Map<string, string[]>();

  constructor(private readonly file: StoredCatalog) {
    this.stem = new StemList(file.stem);
    this.decisions = new DecisionDates(file.decisionDates ?? {}, (code) => this.title(code) ?? null);
    for (const programme of file.awardedDegrees) {
      for (const covering of cipAncestors(programme)) {
        const below = this.programmesBelow.get(covering) ?? [];
        this.programmesBelow.set(covering, below);
        below.push(programme);
      }
    }
  }

  /** No programmes at all: every university "not reported". */
  static empty(): ProgramCatalog {
    return new ProgramCatalog(catalogOf(emptyProgramFile()));
  }

  /** The catalog the load step stored (load-universities.ts), or an empty one before any data set was loaded. */
  static async stored(db: Kysely<Database>): Promise<ProgramCatalog> {
    const row = await db.selectFrom('meta').select('value').where('key', '=', PROGRAMME_CATALOG_KEY).executeTakeFirst();
    return row ? new ProgramCatalog(JSON.parse(row.value) as StoredCatalog) : ProgramCatalog.empty();
  }

  /** The catalog in `file` (tests and scripts; the API reads the one the load step stored), or an empty one when there is no file. */
  static read(file: string): ProgramCatalog {
    return new ProgramCatalog(catalogOf(readProgramFile(file)));
  }

  get year(): string {
    return this.file.year;
  }

  get version(): string {
    return this.file.version;
  }

  title(code: string): string | undefined {
    return this.file.titles[code];
  }

  /** Every code with a title, family, series and programme alike. */
  codes(): string[] {
    return Object.keys(this.file.titles);
  }

  /** The programmes (6-digit codes) a code covers that some university awarded a degree in: the code itself for a programme. */
  programmesUnder(code: string): readonly string[] {
    return this.programmesBelow.get(code) ?? [];
  }

  /** A university's programmes from its rows of programs.json, or null when IPEDS reports none for it (every Canadian university, which has no IPEDS record). */
  programsFrom(rows: readonly ProgramRow[] | null): UniversityProgram[] | null {
    if (!rows) return null;
    return rows.map(([code, level, awards, previousAwards]) => ({
      code,
      title: this.file.titles[code] ?? code,
      level,
      awards,
      year: this.file.year,
      previousAwards,
      stem: this.stem.has(code),
    }));
  }

  /**
   * The detail's programmes (from its rows, `programsFrom`) with the titles
   * of their families, for grouping; signed in, also what US graduates earned
   * and borrowed and when decisions were posted (SPEC section 6 keeps both
   * from guests).
   */
  detailOf(
    slug: string,
    rows: readonly ProgramRow[] | null,
    signedIn = false,
  ): { programs: UniversityProgram[] | null; programFamilies: Record<string, string>; programOutcomes?: ProgramOutcomes | null; decisionDates?: UniversityDecisionDates | null } {
    const programs = this.programsFrom(rows);
    const families = [...new Set((programs ?? []).map((program) => program.code.slice(0, 2)))];
    const programFamilies = Object.fromEntries(families.map((family) => [family, this.title(family) ?? `CIP ${family}`]));
    if (!signedIn) return { programs, programFamilies };
    return { programs, programFamilies, programOutcomes: this.outcomesOf(slug), decisionDates: this.decisions.of(slug) };
  }

  /** What US graduates with federal aid earned and borrowed, per series and level (College Scorecard); null when it publishes nothing for the university. */
  outcomesOf(slug: string): ProgramOutcomes | null {
    return outcomesAnswer(this.file.outcomes?.[slug], this.file.outcomeCampuses?.[slug], (series) => this.title(series) ?? `CIP ${series}`);
  }

  /** When decisions were posted (GradCafe aggregates of at least 20 reports). */
  get decisionDates(): DecisionDates {
    return this.decisions;
  }

  /** The code's standing on the DHS STEM list: of the programmes under it that a US university awarded a degree in, how many are on it; null when there are none. */
  stemCount(code: string): StemCount | null {
    return this.stem.count(code, this.programmesUnder(code));
  }

  /** How many US universities awarded a degree under the code in either year. */
  universitiesAwarding(code: string): number {
    return Object.hasOwn(this.file.awarding, code) ? this.file.awarding[code]! : 0;
  }
}

/** A programme file with no programmes: every university "not reported". */
export const emptyProgramFile = (): ProgramFile => ({ version: 'none', year: '2022-23', previousYear: '2021-22', source: '', titles: {}, universities: {} });

/** programs.json, or an empty file (every university "not reported") when there is none. */
export function readProgramFile(file: string): ProgramFile {
  if (!fs.existsSync(file)) return emptyProgramFile();
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as ProgramFile;
  if (typeof raw.version !== 'string' || !raw.titles || !raw.universities) throw new Error(`${file}: expected { version, titles, universities }`);
  return raw;
}
