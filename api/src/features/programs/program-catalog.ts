import fs from 'node:fs';
import type { ProgramFilterLevel, ProgramLevel, UniversityProgram } from '@gradatlas/shared/contracts';
import { cipAncestors } from '../../lib/cip-codes';

/** A programme row of programs.json: [code, level, awards 2022-23, awards 2021-22]. */
type ProgramRow = [code: string, level: ProgramLevel, awards: number | null, previousAwards: number | null];

interface ProgramFile {
  version: string;
  year: string;
  previousYear: string;
  source: string;
  titles: Record<string, string>;
  universities: Record<string, ProgramRow[]>;
}

/** Degree levels: what a programme filter without a level counts (certificates are not degrees). */
const DEGREE_LEVELS: readonly ProgramLevel[] = ['masters', 'doctoral', 'professional'];


const key = (code: string, level: ProgramLevel | 'degree') => `${code}|${level}`;

/**
 * The graduate programmes of US universities (IPEDS Completions, derived by
 * api/scripts/derive-programs.ts), held in memory: the file changes only with
 * a deploy, and answering "who awards this" from an index costs no query.
 * A code covers every programme under it (a family "11", a series "11.07").
 */
export class ProgramCatalog {
  /** "code|level" → slug → awards in the latest year, for universities that awarded at least one in either year. */
  private readonly awarding = new Map<string, Map<string, number>>();
  /** Family or series → the programmes (6-digit codes) under it that some university awarded a degree in. */
  private readonly programmesBelow = new Map<string, string[]>();

  private constructor(private readonly file: ProgramFile) {
    for (const [slug, rows] of Object.entries(file.universities)) {
      for (const [code, level, awards, previous] of rows) {
        if ((awards ?? 0) + (previous ?? 0) <= 0) continue;
        const levels: (ProgramLevel | 'degree')[] = DEGREE_LEVELS.includes(level) ? [level, 'degree'] : [level];
        for (const covering of cipAncestors(code)) {
          for (const level of levels) {
            const bySlug = this.awarding.get(key(covering, level)) ?? new Map<string, number>();
            this.awarding.set(key(covering, level), bySlug);
            bySlug.set(slug, (bySlug.get(slug) ?? 0) + (awards ?? 0));
          }
        }
      }
    }
    for (const known of [...this.awarding.keys()].sort()) {
      const [programme = '', level] = known.split('|');
      if (programme.length !== 7 || level !== 'degree') continue;
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
    return rows.map(([code, level, awards, previousAwards]) => ({ code, title: this.file.titles[code] ?? code, level, awards, year: this.file.year, previousAwards }));
  }

  /** The detail's programmes with the titles of their families, for grouping. */
  detailOf(slug: string): { programs: UniversityProgram[] | null; programFamilies: Record<string, string> } {
    const programs = this.programsOf(slug);
    const families = [...new Set((programs ?? []).map((program) => program.code.slice(0, 2)))];
    return { programs, programFamilies: Object.fromEntries(families.map((family) => [family, this.title(family) ?? `CIP ${family}`])) };
  }

  /** Slug → awards in the latest year under `code` at `level` (any degree level when none is given), for universities that awarded one in either year. */
  awardsUnder(code: string | undefined, level: ProgramFilterLevel | undefined): ReadonlyMap<string, number> {
    if (code === undefined) return this.awardingAnyCode(level ?? 'degree');
    return this.awarding.get(key(code, level ?? 'degree')) ?? new Map();
  }

  /** Universities awarding anything at a level: the union over the 2-digit families, built once per level (the file never changes while the API runs). */
  private awardingAnyCode(level: ProgramLevel | 'degree'): ReadonlyMap<string, number> {
    const known = this.awarding.get(key('*', level));
    if (known) return known;
    const out = new Map<string, number>();
    for (const code of this.codes()) {
      if (code.length !== 2) continue;
      for (const [slug, awards] of this.awarding.get(key(code, level)) ?? []) out.set(slug, (out.get(slug) ?? 0) + awards);
    }
    this.awarding.set(key('*', level), out);
    return out;
  }
}
