import { apiClient } from '@gradatlas/shared/api';
import { universitiesPath } from '../../../lib/api-paths';
import { filterParams, type ListFilters } from './filter-params';
import { readUniversityPage, type UniversityPage } from '@gradatlas/shared/domain';
import { PAGE_SIZE } from '../explore-rules';

/** Query of one list page: page, limit 6, search when given, then the filters. */
export function listParams(filters: ListFilters, page: number, loggedIn: boolean): Record<string, string | number> {
  const params: Record<string, string | number> = { page, limit: PAGE_SIZE };
  if (filters.search) params.search = filters.search;
  return { ...params, ...filterParams(filters.country, filters.tuitionBand, loggedIn) };
}

/** GET /api/universities (signed in) or /api/public/universities (guest). */
export async function getUniversities(filters: ListFilters, page: number, loggedIn: boolean, signal?: AbortSignal): Promise<UniversityPage> {
  const response = await apiClient.get<unknown>(universitiesPath(loggedIn), { params: listParams(filters, page, loggedIn), signal });
  return readUniversityPage(response.data);
}
