import { apiClient, normalizeUniversity, SUGGESTION_LIMIT, type University } from '@gradatlas/shared';
import { universitiesPath } from '../../../lib/api-paths';
import { filterParams, type ListFilters } from './filter-params';

export type Suggestion = Pick<University, 'name' | 'city' | 'state' | 'country' | 'slug'>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** GET /api/universities/search (or the public one): up to 6 suggestions for the typed text. */
export async function getSuggestions(
  text: string,
  filters: Pick<ListFilters, 'country' | 'tuitionBand'>,
  loggedIn: boolean,
): Promise<Suggestion[]> {
  const response = await apiClient.get<unknown>(universitiesPath(loggedIn, '/search'), {
    params: { query: text, limit: SUGGESTION_LIMIT, ...filterParams(filters.country, filters.tuitionBand, loggedIn) },
  });
  const body = response.data;
  const items = Array.isArray(body) ? body : isObject(body) && Array.isArray(body.data) ? body.data : [];
  return items
    .filter(isObject)
    .map(normalizeUniversity)
    .map(({ name, city, state, country, slug }) => ({ name, city, state, country, slug }))
    .slice(0, SUGGESTION_LIMIT);
}
