// Graduate programmes per university from IPEDS Completions (first majors):
// for each UNITID, each 6-digit CIP 2020 code and award level, the awards of
// 2022-23 and 2021-22. The CIP titles are tidied for people.
import { join } from 'node:path';
import { cellNumber, readCsv } from './csv-rows';

export type ProgrammeLevel = 'masters' | 'doctoral' | 'professional' | 'certificate';

/**
 * IPEDS award levels (AWLEVEL) kept, by the level a student means: 7 master's;
 * 17 research/scholarship and 19 other doctorates; 18 professional-practice
 * doctorates (MD, JD, DPT ...); 6 and 8 post-baccalaureate and post-master's
 * certificates. Anything else (undergraduate levels, "99" totals) is left out.
 */
const LEVEL_OF_AWARD: Record<string, ProgrammeLevel> = { '7': 'masters', '17': 'doctoral', '19': 'doctoral', '18': 'professional', '6': 'certificate', '8': 'certificate' };

/** [code, level, awards 2022-23 or null when not reported that year, awards 2021-22 or null]. */
export type ProgrammeRow = [code: string, level: ProgrammeLevel, awards: number | null, previousAwards: number | null];

const SIX_DIGIT = /^\d{2}\.\d{4}$/;

/** Awards per UNITID → "code|level" → [2022-23, 2021-22], summing levels that map to the same one. */
export function readProgrammeAwards(dataDir: string, unitids: ReadonlySet<string>): Map<string, ProgrammeRow[]> {
  const byUnit = new Map<string, Map<string, ProgrammeRow>>();
  const add = (file: string, slot: 2 | 3) => {
    for (const row of readCsv(join(dataDir, 'ipeds', file))) {
      const unitid = row.UNITID ?? '';
      const code = row.CIPCODE ?? '';
      const level = LEVEL_OF_AWARD[row.AWLEVEL ?? ''];
      const awards = cellNumber(row.CTOTALT);
      if (!unitids.has(unitid) || !SIX_DIGIT.test(code) || !level || awards === null) continue;
      const rows = byUnit.get(unitid) ?? new Map<string, ProgrammeRow>();
      byUnit.set(unitid, rows);
      const key = `${code}|${level}`;
      const entry = rows.get(key) ?? [code, level, null, null];
      entry[slot] = (entry[slot] ?? 0) + awards;
      rows.set(key, entry);
    }
  };
  add('c2023_a-graduate-awards-by-program.csv', 2);
  add('c2022_a-graduate-awards-by-program.csv', 3);
  const out = new Map<string, ProgrammeRow[]>();
  for (const [unitid, rows] of byUnit) out.set(unitid, [...rows.values()].sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1])));
  return out;
}

const SMALL_WORDS = new Set(['and', 'or', 'of', 'in', 'the', 'for', 'to', 'a', 'an', 'with', 'on']);

/**
 * A CIP title as a person writes it: no closing full stop, and the families'
 * capitals ("ENGINEERING.") in title case ("Engineering").
 */
export function tidyCipTitle(raw: string): string {
  const title = raw.replace(/\s+/g, ' ').trim().replace(/\.$/, '').trim();
  if (title !== title.toUpperCase()) return title;
  return title
    .toLowerCase()
    .split(/(\s+|\/|-)/)
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

/** CIP 2020 code → tidied title, for 2-, 4- and 6-digit codes. */
export function readCipTitles(dataDir: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const row of readCsv(join(dataDir, 'ipeds', 'cip2020-codes.csv'), { escapeBareQuotes: true })) {
    const code = (row.CIPCode ?? '').trim();
    if (code) titles.set(code, tidyCipTitle(row.CIPTitle ?? ''));
  }
  return titles;
}
