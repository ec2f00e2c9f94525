import type { University } from '@gradatlas/shared/domain';

// Records seen in the explore list, kept so the detail page has something to fall
// back on when its own fetch keeps failing (SPEC section 4, University detail).
// Guest and signed-in records are kept apart: a guest record lacks most fields.
// Bounded so a long browsing session does not grow without limit; a record
// read or seen again counts as recent. A Map is the whole cache: it keeps its
// keys in the order they were set, so moving a key to the end on each use
// makes its first key the least recently used. This runs on the home page,
// whose JavaScript budget had no room for a library: lru.min cost 0.9 KiB gzip
// there (issue 46), lru-cache about 6 and tiny-lru 1.6.
const MAX_ENTRIES = 500;
const cache = new Map<string, University>();

/** Puts `university` last (the most recent) and drops the least recent beyond MAX_ENTRIES. */
function keep(key: string, university: University): void {
  cache.delete(key);
  cache.set(key, university);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
}

const keyOf = (loggedIn: boolean, slug: string): string => `${loggedIn ? 'member' : 'guest'}:${slug}`;

export function rememberUniversities(loggedIn: boolean, universities: readonly University[]): void {
  for (const university of universities) keep(keyOf(loggedIn, university.slug), university);
}

export function cachedUniversity(loggedIn: boolean, slug: string): University | undefined {
  const key = keyOf(loggedIn, slug);
  const found = cache.get(key);
  if (found) keep(key, found);
  return found;
}

/** Tests start from an empty cache. */
export function clearUniversityCache(): void {
  cache.clear();
}
