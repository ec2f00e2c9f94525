import { apiClient } from '@gradatlas/shared/api';
import { readUniversityPage, type University } from '@gradatlas/shared/domain';
import { universitiesPath } from '../../../lib/api-paths';
import { wireFilter, type ListFilters } from './filter-params';
import { SUGGESTION_LIMIT } from '../explore-rules';

export type Suggestion = Pick<University, 'name' | 'city' | 'state' | 'country' | 'slug'>;

/** GET /api/universities/search (or the public one): up to 6 suggestions for the typed text. */
export async function getSuggestions(
  text: string,
  filters: ListFilters,
  loggedIn: boolean,
  signal?: AbortSignal,
): Promise<Suggestion[]> {
  const response = await apiClient.get<unknown>(universitiesPath(loggedIn, '/search'), {
    // The typed text goes as `query`; every other filter of the list narrows the suggestions too.
    params: { ...wireFilter({ ...filters, search: '' }, loggedIn), query: text, limit: SUGGESTION_LIMIT },
    signal,
  });
  // Whole records (six at most): a suggestion reads only these fields of each.
  return readUniversityPage(response.data).universities.slice(0, SUGGESTION_LIMIT);
}
