import { apiClient, httpStatus } from '@gradatlas/shared/api';
import { readUniversity, type University } from '@gradatlas/shared/domain';
import { universitiesPath } from '../../../lib/api-paths';

function universityPath(slug: string, loggedIn: boolean): string {
  return universitiesPath(loggedIn, `/slug/${encodeURIComponent(slug)}`);
}

/**
 * GET /api/universities/slug/{slug} (or the public one). Resolves null when the
 * university does not exist (404 or an empty answer); throws on other failures.
 */
export async function getUniversity(slug: string, loggedIn: boolean, signal?: AbortSignal): Promise<University | null> {
  try {
    const response = await apiClient.get<unknown>(universityPath(slug, loggedIn), { signal });
    return readUniversity(response.data);
  } catch (error) {
    if (httpStatus(error) === 404) return null;
    throw error;
  }
}
