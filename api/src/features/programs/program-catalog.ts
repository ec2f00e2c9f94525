import fs from 'node:fs';
import type { ProgramLevel, ProgramOutcomes, StemCount, UniversityDecisionDates, UniversityProgram } from '@gradatlas/shared/contracts';
import { cipAncestors } from '../../lib/cip-codes';
import type { UniversityProgrammesTable } from '../../db/schema';
import { DecisionDates, type DecisionRow } from './decision-dates';
import { awardedInEitherYear, DEGREE_LEVELS, programmeRowsOf } from './program-awards';
import { type OutcomeRow, outcomesAnswer } from './program-outcomes';
import { type StemSection, StemList } from './stem-list';

/** A programme row of programs.json: [code, level, awards 2022-23, awards 2021-22]. */
export type ProgramRow = [code: string, level: ProgramLevel, awards: number | null, previousAwards: number | null];

interface ProgramFile {
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
 * The graduate programmes of US universities (IPEDS Completions, derived by
 * api/scripts/derive-programs.ts), held in memory: the file changes only with
 * a deploy. Who awards what under a code is asked of the database
 * (program-awards.ts, rows from `programmeRowsOf`); the catalog keeps only how many
 * universities award under each code, for the suggestions' order.
 * A code covers every programme under it (a family "11", a series "11.07").
 */
export class ProgramCatalog {
  private readonly stem: StemList;
  private readonly decisions: DecisionDates;
  /** Family, series or programme → the programmes (6-digit codes) under it that some university awarded a degree in. */
  private readonly programmesBelow = new Map<string, string[]>();
  /** Family, series or programme → how many universities awarded a degree under it in either year. */
  private readonly awardingCount = new Map<string, number>();

  private constructor(private readonly file: ProgramFile) {
    this.stem = new StemList(file.stem);
    this.decisions = new DecisionDates(file.decisionDates ?? {}, (code) => this.title(code) ?? null);
    const awardedDegrees = new Set<string>();
    for (const rows of Object.values(file.universities)) {
      const covered = new Set<string>();
      for (const [code, level, awards, previous] of rows) {
        if (!awardedInEitherYear(awards, previous) || !DEGREE_LEVELS.includes(level)) continue;
        awardedDegrees.add(code);
        for (const covering of cipAncestors(code)) covered.add(covering);
      }
      for (const code of covered) this.awardingCount.set(code, (this.awardingCount.get(code) ?? 0) + 1);
    }
    for (const programme of [...awardedDegrees].sort()) {
      for (const covering of cipAncestors(programme)) {
        const below = this.programmesBelow.get(covering) ?? [];
        this.programmesBelow.set(covering, below);
        below.push(programme);
      }
    }
  }

  /** No programmes at all: every university "not reported". */
  static empty(): ProgramCatalog {
    return new ProgramCatalog({ version: 'none', year: '2022-23', previousYear: '2021-22', source: '', titles: {}, universities: {} });
  }

  /** The catalog in `file`, or an empty one (every university "not reported") when there is no file. */
  static read(file: string): ProgramCatalog {
    if (!fs.existsSync(file)) return ProgramCatalog.empty();
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as ProgramFile;
    if (typeof raw.version !== 'string' || !raw.titles || !raw.universities) throw new Error(`${file}: expected { version, titles, universities }`);
    return new ProgramCatalog(raw);
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

  /** A university's programmes, or null when IPEDS reports none for it (every Canadian university, which has no IPEDS record). */
  programsOf(slug: string): UniversityProgram[] | null {
    const rows = this.file.universities[slug];
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
   * The detail's programmes with the titles of their families, for grouping;
   * signed in, also what US graduates earned and borrowed and when decisions
   * were posted (SPEC section 6 keeps both from guests).
   */
  detailOf(
    slug: string,
    signedIn = false,
  ): { programs: UniversityProgram[] | null; programFamilies: Record<string, string>; programOutcomes?: ProgramOutcomes | null; decisionDates?: UniversityDecisionDates | null } {
    const programs = this.programsOf(slug);
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
    return this.awardingCount.get(code) ?? 0;
  }

  /** A university's rows of the database's `university_programmes` table (program-awards.ts); none for a university IPEDS reports nothing for. */
  programmeRowsOf(slug: string): UniversityProgrammesTable[] {
    const rows = Object.hasOwn(this.file.universities, slug) ? this.file.universities[slug]! : [];
    return programmeRowsOf(slug, rows, (code) => this.stem.has(code));
  }
}
