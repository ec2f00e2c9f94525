import { apiClient } from '@gradatlas/shared/api';
import { readUniversityPage, type University } from '@gradatlas/shared/domain';

/** GET /api/me/shortlist: the signed-in student's saved universities as whole records, oldest first. */
export async function getSavedUniversities(signal?: AbortSignal): Promise<University[]> {
  const { data } = await apiClient.get<{ universities?: unknown }>('/api/me/shortlist', { signal });
  return readUniversityPage(data?.universities).universities;
}
