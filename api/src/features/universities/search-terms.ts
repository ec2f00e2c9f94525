import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { listOrderSql } from '../../db/migration-003-fast-queries';

/** Written by load-universities.ts when it loads a data set; the terms are rebuilt when it changes. */
const DATASET_VERSION_KEY = 'universities_version';
const TERMS_VERSION_KEY = 'search_terms_version';
const BATCH = 500;

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
 * Rebuilds the prefix-search table from the universities table when the data
 * set version it was built from is not the loaded one. One transaction, so a
 * reader sees the old terms or the new ones.
 */
export async function ensureSearchTerms(db: Kysely<Database>): Promise<boolean> {
  const versions = await db.selectFrom('meta').select(['key', 'value']).where('key', 'in', [DATASET_VERSION_KEY, TERMS_VERSION_KEY]).execute();
  const dataset = versions.find((row) => row.key === DATASET_VERSION_KEY)?.value ?? '';
  const built = versions.find((row) => row.key === TERMS_VERSION_KEY)?.value;
  if (built === dataset) return false;

  const universities = await db
    .selectFrom('universities')
    .select(['slug', 'name_search', 'city_search', 'state_search'])
    .orderBy(sql.raw(listOrderSql()))
    .execute();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('university_search_terms').execute();
    const rows = new Map<string, Database['university_search_terms']>();
    universities.forEach((university, position) => {
      const fields = [university.name_search, university.city_search, university.state_search];
      fields.forEach((field, fieldIndex) => {
        for (const term of wordSuffixes(field)) {
          const key = `${term}\u0000${university.slug}`;
          const nameStart = fieldIndex === 0 && term === field ? 1 : 0;
          const known = rows.get(key);
          if (!known || nameStart > known.name_start) rows.set(key, { term, slug: university.slug, name_start: nameStart, list_position: position });
        }
      });
    });
    const all = [...rows.values()];
    for (let start = 0; start < all.length; start += BATCH) await trx.insertInto('university_search_terms').values(all.slice(start, start + BATCH)).execute();
    await trx
      .insertInto('meta')
      .values({ key: TERMS_VERSION_KEY, value: dataset })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: dataset }))
      .execute();
  });
  // Fresh statistics let the planner see that a term range is narrow and an
  // index order cheap (SQLite keeps none until asked).
  for (const table of ['universities', 'university_search_terms']) await sql`analyze ${sql.table(table)}`.execute(db);
  return true;
}
