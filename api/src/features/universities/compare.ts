import { COMPARE_LIMIT } from '@gradatlas/shared/contracts';
import { HttpError } from '../../plugins/errors';

/** No slug is longer (the path parameter's own limit); a longer one is reported unknown without a query. */
const MAX_SLUG_LENGTH = 200;

export const NO_SLUGS_MESSAGE = 'slugs must name at least one university: comma-separated slugs, such as slugs=stanford-university,mit';

export interface RequestedSlugs {
  /** Distinct, in the order given, at most COMPARE_LIMIT. */
  slugs: string[];
  truncated: boolean;
}

/** The `slugs` query read as a list: trimmed, blanks dropped, repeats dropped, the first COMPARE_LIMIT kept. */
export function requestedSlugs(text: string): RequestedSlugs {
  const distinct = [...new Set(text.split(',').map((slug) => slug.trim()).filter(Boolean))];
  if (distinct.length === 0) throw new HttpError(400, NO_SLUGS_MESSAGE);
  return { slugs: distinct.slice(0, COMPARE_LIMIT), truncated: distinct.length > COMPARE_LIMIT };
}

/**
 * The comparison answer for guests and signed-in users alike: `find` decides
 * which fields each university carries. A former slug finds its current
 * record; two slugs of the same university show it once, where first asked.
 */
export async function compareAnswer<T extends { slug: string | null }>(
  requested: RequestedSlugs,
  find: (slugs: string[]) => Promise<Map<string, T>>,
): Promise<{ universities: T[]; unknownSlugs: string[]; truncated: boolean }> {
  const found = await find(requested.slugs.filter((slug) => slug.length <= MAX_SLUG_LENGTH));
  const universities: T[] = [];
  const shown = new Set<string | null>();
  const unknownSlugs: string[] = [];
  for (const slug of requested.slugs) {
    const university = found.get(slug);
    if (!university) unknownSlugs.push(slug);
    else if (!shown.has(university.slug)) {
      shown.add(university.slug);
      universities.push(university);
    }
  }
  return { universities, unknownSlugs, truncated: requested.truncated };
}
