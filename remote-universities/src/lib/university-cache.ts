import type { University } from '@gradatlas/shared/domain';

// Records seen in the explore list, kept so the detail page has something to fall
// back on when its own fetch keeps failing (SPEC section 4, University detail).
// Guest and signed-in records are kept apart: a guest record lacks most fields.
const MAX_ENTRIES = 500;
const cache = new Map<string, University>();

const keyOf = (loggedIn: boolean, slug: string): string => `${loggedIn ? 'member' : 'guest'}:${slug}`;

export function rememberUniversities(loggedIn: boolean, universities: readonly University[]): void {
  for (const university of universities) {
    const key = keyOf(loggedIn, university.slug);
    cache.delete(key); // re-insert so the newest stays last in iteration order
    cache.set(key, university);
  }
  // Drop the oldest entries so a long browsing session does not grow without bound.
  for (const key of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(key);
  }
}

export function cachedUniversity(loggedIn: boolean, slug: string): University | undefined {
  return cache.get(keyOf(loggedIn, slug));
}

/** Tests start from an empty cache. */
export function clearUniversityCache(): void {
  cache.clear();
}
