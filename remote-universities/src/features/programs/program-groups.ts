import type { ProgramLevel, UniversityProgram } from '@gradatlas/shared/contracts';

/** One programme with its awards at each level. */
export interface ProgramByLevel {
  code: string;
  title: string;
  levels: Partial<Record<ProgramLevel, UniversityProgram>>;
}

export interface ProgramGroup {
  key: string;
  title: string;
  rows: ProgramByLevel[];
}

/** Does `code` fall under the chosen code ("11" covers "11.0701")? */
export const isUnder = (code: string, chosen: string): boolean => code === chosen || code.startsWith(chosen.length === 2 ? `${chosen}.` : chosen);

/**
 * Programmes with as many awards in title order, by code point: CIP titles
 * are plain English. localeCompare's first call builds ICU's collator, and
 * with each comparison's totals added up again the sort took 10 ms of the
 * detail page's render on a fast desktop (npm run profile:web); a
 * university has up to a few hundred programmes.
 */
const byTitle = (a: ProgramByLevel, b: ProgramByLevel) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);

const totalAwards = (row: ProgramByLevel) => Object.values(row.levels).reduce((sum, level) => sum + (level?.awards ?? 0), 0);

/**
 * The detail's programmes as tables: one row per programme (its levels side
 * by side), grouped by CIP family, largest first; the student's chosen
 * programme, if any, as a group of its own at the top. `filter` keeps the
 * programmes whose title (or family title) holds its words.
 */
export function groupPrograms(programs: UniversityProgram[], families: Record<string, string>, chosenCode: string | null, filter: string): ProgramGroup[] {
  const byCode = new Map<string, ProgramByLevel>();
  for (const program of programs) {
    const row = byCode.get(program.code) ?? { code: program.code, title: program.title, levels: {} };
    row.levels[program.level] = program;
    byCode.set(program.code, row);
  }
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const familyTitle = (code: string) => families[code.slice(0, 2)] ?? `CIP ${code.slice(0, 2)}`;
  const matches = (row: ProgramByLevel) => words.every((word) => `${row.title} ${familyTitle(row.code)}`.toLowerCase().includes(word));
  const kept = [...byCode.values()].filter(matches);
  const totals = new Map(kept.map((row) => [row, totalAwards(row)]));
  const rows = kept.sort((a, b) => totals.get(b)! - totals.get(a)! || byTitle(a, b));

  const groups = new Map<string, ProgramGroup>();
  const chosen = chosenCode ? rows.filter((row) => isUnder(row.code, chosenCode)) : [];
  if (chosen.length > 0) groups.set('chosen', { key: 'chosen', title: 'Your programme', rows: chosen });
  for (const row of rows) {
    if (chosen.includes(row)) continue;
    const family = row.code.slice(0, 2);
    const group = groups.get(family) ?? { key: family, title: familyTitle(row.code), rows: [] };
    group.rows.push(row);
    groups.set(family, group);
  }
  const [first, ...rest] = [...groups.values()];
  if (!first) return [];
  if (first.key !== 'chosen') return [...groups.values()].sort((a, b) => sumGroup(b) - sumGroup(a));
  return [first, ...rest.sort((a, b) => sumGroup(b) - sumGroup(a))];
}

const sumGroup = (group: ProgramGroup) => group.rows.reduce((sum, row) => sum + totalAwards(row), 0);
