import type { Database, UniversitiesTable } from '../../db/schema';
import { searchForm } from '../../lib/search-text';
import type { ShortNames } from './short-names';

type SearchTermRow = Database['university_search_terms'];

/** Each word start of a text with the rest of the text: "new york" → "new york", "york". */
export function wordSuffixes(text: string): string[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => text.slice(match.index));
}

/**
 * The smallest string above every string that starts with `prefix` in byte
 * order, so `term >= prefix and term < upper` is a prefix match an index can
 * serve. Undefined when no such bound exists (the prefix ends in U+FFFF).
 */
export function prefixUpperBound(prefix: string): string | undefined {
  for (let end = prefix.length - 1; end >= 0; end -= 1) {
    const code = prefix.charCodeAt(end);
    // A lone surrogate half would not encode; stepping over U+FFFF is impossible.
    if (code < 0xd7ff || (code > 0xdfff && code < 0xffff)) return prefix.slice(0, end) + String.fromCharCode(code + 1);
  }
  return undefined;
}

/**
 * The prefix-search rows of the universities: every word start of a name,
 * city and state with the rest of its text (`university of chicago` gives
 * `university of chicago`, `of chicago`, `chicago`), so "a name, city or
 * state with a word starting with the text" is one range of the terms key.
 * `name_start` marks a whole name: the name itself, and each short name
 * students type for the university (`mit`, `uoft`: short-names.ts), so names
 * that start with the text come first, and a name that is the text comes
 * before them (repository.ts). A term found twice for a university keeps its
 * better mark.
 */
export function searchTermRows(universities: readonly UniversitiesTable[], shortNames: ShortNames = new Map()): SearchTermRow[] {
  const rows = new Map<string, SearchTermRow>();
  const add = (university: UniversitiesTable, term: string, nameStart: number) => {
    const key = `${term}\u0000${university.slug}`;
    const known = rows.get(key);
    if (!known || nameStart > known.name_start) rows.set(key, { term, slug: university.slug, name_start: nameStart, list_position: university.list_position });
  };
  for (const university of universities) {
    const fields = [university.name_search, university.city_search, university.state_search];
    fields.forEach((field, fieldIndex) => {
      for (const term of wordSuffixes(field)) add(university, term, fieldIndex === 0 && term === field ? 1 : 0);
    });
    for (const shortName of shortNames.get(university.slug) ?? []) {
      const term = searchForm(shortName);
      if (term) add(university, term, 1);
    }
  }
  return [...rows.values()];
}
