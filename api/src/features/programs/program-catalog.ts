import fs from 'node:fs';
import type { ProgramFilterLevel, ProgramLevel, ProgramOutcomes, StemCount, UniversityDecisionDates, UniversityProgram } from '@gradatlas/shared/contracts';
import { cipAncestors } from '../../lib/cip-codes';
import { DecisionDates, type DecisionRow } from './decision-dates';
import { type OutcomeRow, outcomesAnswer } from './program-outcomes';
import { type StemSection, StemList } from './stem-list';

/** A programme row of programs.json: [code, level, awards 2022-23, awards 2021-22]. */
type ProgramRow = [code: string, level: ProgramLevel, awards: number | null, previousAwards: number | null];

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

/** Degree levels: what a programme filter without a level counts (certificates are not degrees). */
const DEGREE_LEVELS: readonly ProgramLevel[] = ['masters', 'doctoral', 'professional'];


const key = (code: string, level: ProgramLevel | 'degree', stemOnly = false) => `${code}|${level}${stemOnly ? '|stem' : ''}`;

/**
 * The graduate programmes of US universities (IPEDS Completions, derived by
 * api/scripts/derive-programs.ts), held in memory: the file changes only with
 * a deploy, and answering "who awards this" from an index costs no query.
 * A code covers every programme under it (a family "11", a series "11.07").
 */
export class ProgramCatalog {
  /** "code|level" (and "code|level|stem", counting only programmes on the DHS STEM list) → slug → awards in the latest year, for universities that awarded at least one in either year. */
  private readonly awarding = new Map<string, Map<string, number>>();
  private readonly stem: StemList;
  private readonly decisions: DecisionDates;
  /** Family or series → the programmes (6-digit codes) under it that some university awarded a degree in. */
  private readonly programmesBelow = new Map<string, string[]>();

  private constructor(private readonly file: ProgramFile) {
    this.stem = new StemList(file.stem);
    this.decisions = new DecisionDates(file.decisionDates ?? {}, (code) => this.title(code) ?? null);
    for (const [slug, rows] of Object.entries(file.universities)) {
      for (const [code, level, awards, previous] of rows) {
        if ((awards ?? 0) + (previous ?? 0) <= 0) continue;
        const levels: (ProgramLevel | 'degree')[] = DEGREE_LEVELS.includes(level) ? [level, 'degree'] : [level];
        const onList = this.stem.has(code);
        for (const covering of cipAncestors(code)) {
          for (const level of levels) {
            for (const stemOnly of onList ? [false, true] : [false]) {
              const bySlug = this.awarding.get(key(covering, level, stemOnly)) ?? new Map<string, number>();
              this.awarding.set(key(covering, level, stemOnly), bySlug);
              bySlug.set(slug, (bySlug.get(slug) ?? 0) + (awards ?? 0));
            }
          }
        }
      }
    }
    for (const known of [...this.awarding.keys()].sort()) {
      // The "|stem" keys repeat programmes already counted under "code|degree".
      const [programme = '', level, stemOnly] = known.split('|');
      if (programme.length !== 7 || level !== 'degree' || stemOnly) continue;
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

  /**
   * Slug → awards in the latest year under `code` at `level` (any degree level
   * when none is given), for universities that awarded one in either year;
   * `stemOnly` counts only programmes whose code is on the DHS STEM list.
   */
  awardsUnder(code: string | undefined, level: ProgramFilterLevel | undefined, stemOnly = false): ReadonlyMap<string, number> {
    if (code === undefined) return this.awardingAnyCode(level ?? 'degree', stemOnly);
    return this.awarding.get(key(code, level ?? 'degree', stemOnly)) ?? new Map();
  }

  /** Universities awarding anything at a level: the union over the 2-digit families, built once per level (the file never changes while the API runs). */
  private awardingAnyCode(level: ProgramLevel | 'degree', stemOnly: boolean): ReadonlyMap<string, number> {
    const known = this.awarding.get(key('*', level, stemOnly));
    if (known) return known;
    const out = new Map<string, number>();
    for (const code of this.codes()) {
      if (code.length !== 2) continue;
      for (const [slug, awards] of this.awarding.get(key(code, level, stemOnly)) ?? []) out.set(slug, (out.get(slug) ?? 0) + awards);
    }
    this.awarding.set(key('*', level, stemOnly), out);
    return out;
  }
}
