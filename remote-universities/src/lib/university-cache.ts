import { createLRU } from 'lru.min';
import type { University } from '@gradatlas/shared/domain';

// Records seen in the explore list, kept so the detail page has something to fall
// back on when its own fetch keeps failing (SPEC section 4, University detail).
// Guest and signed-in records are kept apart: a guest record lacks most fields.
// Bounded so a long browsing session does not grow without limit; a record
// read or seen again counts as recent. lru.min rather than the API's
// lru-cache: this runs on the home page, where lru-cache's byte budgets and
// fetch support cost about 6 KiB gzip that a count bound does not need; and
// rather than tiny-lru, whose TTL support cost 1.6 KiB gzip to lru.min's 0.9.
const MAX_ENTRIES = 500;
const cache = createLRU<string, University>({ max: MAX_ENTRIES });

const keyOf = (loggedIn: boolean, slug: string): string => `${loggedIn ? 'member' : 'guest'}:${slug}`;

export function rememberUniversities(loggedIn: boolean, universities: readonly University[]): void {
  for (const university of universities) cache.set(keyOf(loggedIn, university.slug), university);
}

export function cachedUniversity(loggedIn: boolean, slug: string): University | undefined {
  return cache.get(keyOf(loggedIn, slug));
}

/** Tests start from an empty cache. */
export function clearUniversityCache(): void {
  cache.clear();
}
