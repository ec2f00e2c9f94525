import type { UniversityFilter } from '@gradatlas/shared/contracts';
import type { DatabaseKind } from '../../db/connection';
import { searchForm } from '../../lib/search-text';
import type { ProgramCatalog } from '../programs/program-catalog';
import { prefixUpperBound } from './search-terms';

// The pieces the university queries are written from (repository.ts). Every
// value is a parameter appended to `params`; the text only varies with which
// filters are set, so each shape is prepared once (db/prepared-reads.ts).

/** "u.slug is one of these" as one parameter: every count of slugs shares one SQL text (and one prepared statement). */
export function inSlugs(kind: DatabaseKind, slugs: readonly string[]): [string, unknown] {
  return kind === 'postgres' ? ['u.slug = any(?::text[])', [...slugs]] : ['u.slug in (select value from json_each(?))', JSON.stringify(slugs)];
}

/**
 * Every filter's condition on `u`, its values appended to params.
 * `inListOrder` is for a page read in list order on SQLite: the tuition
 * column is written `+u.tuition_fees_usd` (the same value) so that the
 * planner cannot pick the tuition index, whose matches it would then have to
 * sort; it walks the list-order index instead, which holds the tuition too,
 * and stops after the page (a first page of a US band: 6 µs instead of 50).
 */
export function filterConditions(filter: UniversityFilter, params: unknown[], kind: DatabaseKind, programs: ProgramCatalog, inListOrder = false): string[] {
  const conditions: string[] = [];
  const add = (condition: string, value: unknown) => {
    conditions.push(condition);
    params.push(value);
  };
  if (filter.country && filter.country !== 'All') add('u.country = ?', filter.country);
  // A comparison with NULL is never true, so records without tuition drop out
  // as soon as a tuition bound is set. The bounds are US dollars, so the US$
  // equivalent is compared (a CA$ tuition is placed by its US$ value).
  // A department's example is not the university's tuition: the data script's
  // tuitionVerdict gives it category 'Unknown' (a tuition figure of the
  // university's own always has a band), and it matches no bound.
  const tuition = inListOrder && kind === 'sqlite' ? '+u.tuition_fees_usd' : 'u.tuition_fees_usd';
  if (filter.minTuition !== undefined) add(`${tuition} >= ?`, filter.minTuition);
  if (filter.maxTuition !== undefined) add(`${tuition} <= ?`, filter.maxTuition);
  if (filter.minTuition !== undefined || filter.maxTuition !== undefined) conditions.push("u.category <> 'Unknown'");
  // Who awards a programme comes from the in-memory catalog (IPEDS, US only):
  // the few hundred slugs go as one parameter, so the text stays the same.
  if (filter.program !== undefined || filter.level !== undefined) add(...inSlugs(kind, [...programs.awardsUnder(filter.program, filter.level).keys()]));
  return conditions;
}

/**
 * Whether the list-order indexes serve the whole filter: no filter, or the
 * country alone (they lead with it), and on SQLite a tuition band too (the
 * indexes hold the tuition and its band; see filterConditions). Such a page
 * is read in index order, stopping after the page; any other filter is
 * sorted (repository.ts).
 */
export const servedByListOrder = (filter: UniversityFilter, kind: DatabaseKind) =>
  filter.search === undefined &&
  filter.program === undefined &&
  filter.level === undefined &&
  (kind === 'sqlite' || (filter.minTuition === undefined && filter.maxTuition === undefined));

export const where = (conditions: string[]) => (conditions.length > 0 ? `where ${conditions.join(' and ')}` : '');

export interface PrefixRange {
  from: string;
  to: string | undefined;
}

/** The search text as a prefix range of the terms key, or undefined without search text. */
export function prefixRange(search: string | undefined): PrefixRange | undefined {
  const text = searchForm(search);
  return text ? { from: text, to: prefixUpperBound(text) } : undefined;
}

/**
 * A column the planner cannot use as an index key, the same value: on
 * SQLite a unary plus, its documented way to do this, which costs nothing
 * per row ((t.term || '') makes a new string for each row walked: the "uni"
 * suggestions 5.1-6.0 µs against 4.2-4.7, `npm run bench:memory -w api`); PostgreSQL has no unary plus
 * for text, so there an empty text is appended.
 */
export const hiddenFromPlanner = (column: string, kind: DatabaseKind) => (kind === 'sqlite' ? `+${column}` : `(${column} || '')`);

/** Conditions selecting the terms of a prefix range (`column` lets a caller hide the key from the planner). */
export function termRange(range: PrefixRange, params: unknown[], column = 't.term'): string[] {
  params.push(range.from);
  if (range.to === undefined) return [`${column} >= ?`];
  params.push(range.to);
  return [`${column} >= ?`, `${column} < ?`];
}
