import { apiClient } from '@gradatlas/shared/api';
import { isJsonObject, readUniversityPage, type University } from '@gradatlas/shared/domain';
import { universitiesPath } from '../../../lib/api-paths';

export interface Comparison {
  /** In the order asked, at most four. */
  universities: University[];
  /** Asked-for slugs that name no university. */
  unknownSlugs: string[];
}

/** GET /api/universities/compare (or the public one for guests): the records to compare side by side. */
export async function getComparison(slugs: string[], loggedIn: boolean, signal?: AbortSignal): Promise<Comparison> {
  const { data } = await apiClient.get<unknown>(universitiesPath(loggedIn, '/compare'), { params: { slugs: slugs.join(',') }, signal });
  if (!isJsonObject(data)) return { universities: [], unknownSlugs: [] };
  const unknownSlugs = Array.isArray(data.unknownSlugs) ? data.unknownSlugs.filter((slug): slug is string => typeof slug === 'string') : [];
  return { universities: readUniversityPage(data.universities).universities, unknownSlugs };
}
