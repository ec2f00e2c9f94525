import type { ProgramSuggestion, StemCount } from '@gradatlas/shared/contracts';
import { COMMON_PROGRAM_NAMES } from './common-program-names';
import type { ProgramCatalog } from './program-catalog';

export const MAX_PROGRAM_SUGGESTIONS = 8;
/** As for university suggestions (SPEC section 4): fewer characters give none. */
export const MIN_PROGRAM_QUERY_LENGTH = 2;

/** Lower case, accents and punctuation gone, single spaces: how names and titles are compared. */
export const programWords = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

interface Candidate {
  code: string;
  title: string;
  /** Lower is better: 0 a common name said in full, 1 one begun, 2 a title said in full, 3 a title begun, 4 every word found. */
  rank: number;
  universities: number;
}

/**
 * Programmes for what a student types, best first: the common names' codes
 * (common-program-names.ts), then CIP titles whose words the text begins, each
 * group ordered by how many US universities award a degree under the code.
 * A code is offered only when at least one university awards under it.
 */
export function suggestPrograms(catalog: ProgramCatalog, query: string, options: { stemOnly?: boolean } = {}): ProgramSuggestion[] {
  const text = programWords(query);
  if (text.length < MIN_PROGRAM_QUERY_LENGTH) return [];
  const words = text.split(' ');
  const best = new Map<string, Candidate>();
  const offer = (code: string, rank: number, title: string) => {
    const universities = catalog.universitiesAwarding(code);
    if (universities === 0) return;
    if (options.stemOnly && !catalog.stemCount(code)?.listed) return;
    const known = best.get(code);
    if (!known || rank < known.rank) best.set(code, { code, title, rank, universities });
  };

  for (const [name, code] of Object.entries(COMMON_PROGRAM_NAMES)) {
    const title = titleCase(name);
    if (name === text) offer(code, 0, title);
    else if (name.startsWith(text)) offer(code, 1, title);
  }
  for (const code of catalog.codes()) {
    const title = catalog.title(code)!;
    const titleText = programWords(title);
    const titleWords = titleText.split(' ');
    if (titleText === text) offer(code, 2, title);
    else if (titleText.startsWith(text)) offer(code, 3, title);
    else if (words.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)))) offer(code, 4, title);
  }

  // A series with one programme repeats its title ("11.07 Computer Science", "11.0701 Computer Science"): keep the broader code.
  const kept: Candidate[] = [];
  for (const candidate of [...best.values()].sort((a, b) => a.code.length - b.code.length)) {
    if (!kept.some((broader) => candidate.code.startsWith(broader.code) && catalog.title(broader.code) === candidate.title)) kept.push(candidate);
  }
  return kept
    .sort((a, b) => a.rank - b.rank || b.universities - a.universities || a.code.localeCompare(b.code))
    .slice(0, MAX_PROGRAM_SUGGESTIONS)
    .map(({ code, title, universities }) => ({ code, title, covers: coverage(catalog, code, title), universities, ...stemOf(catalog, code) }));
}

/**
 * What choosing the code covers, in words a student reads, never the code
 * (the code is the value sent): "All 27 programmes under Computer and
 * Information Sciences and Support Services" for a family or series, "This
 * programme only" when the choice is one programme of that name, "Only
 * Economics, General" when a series holds one programme any university
 * awards, "Universities report it as Artificial Intelligence" when a common
 * name ("Machine Learning") is one programme under another name. Two choices
 * titled alike never read alike: a broad code names what it gathers, a
 * narrow one says it is only itself.
 */
export function coverage(catalog: ProgramCatalog, code: string, title: string): string {
  const programmes = catalog.programmesUnder(code);
  const broad = catalog.title(code) ?? title;
  if (programmes.length === 2) return `Both programmes under ${broad}`;
  if (programmes.length > 2) return `All ${programmes.length} programmes under ${broad}`;
  const programmeTitle = catalog.title(programmes[0] ?? code) ?? title;
  if (programWords(programmeTitle) === programWords(title)) return 'This programme only';
  return code.length === 7 ? `Universities report it as ${programmeTitle}` : `Only ${programmeTitle}`;
}

/** The code's standing on the DHS STEM list, when the list's counts know the code. */
function stemOf(catalog: ProgramCatalog, code: string): { stem?: StemCount } {
  const stem = catalog.stemCount(code);
  return stem ? { stem } : {};
}

const titleCase = (name: string) => (name === 'mba' ? 'MBA' : name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()));
