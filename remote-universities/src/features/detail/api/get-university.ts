import { apiClient, httpStatus, normalizeUniversity, type University } from '@gradatlas/shared';
import { universitiesPath } from '../../../lib/api-paths';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer is `{ university: record }` or the record itself; anything else holds no data. */
export function readUniversity(body: unknown): University | null {
  const record = isObject(body) && isObject(body.university) ? body.university : body;
  if (!isObject(record) || Object.keys(record).length === 0) return null;
  const university = normalizeUniversity(record);
  return university.name === 'N/A' ? null : university;
}

/**
 * GET /api/universities/slug/{slug} (or the public one). Resolves null when the
 * university does not exist (404 or an empty answer); throws on other failures.
 */
export async function getUniversity(slug: string, loggedIn: boolean): Promise<University | null> {
  try {
    const response = await apiClient.get<unknown>(universitiesPath(loggedIn, `/slug/${encodeURIComponent(slug)}`));
    return readUniversity(response.data);
  } catch (error) {
    if (httpStatus(error) === 404) return null;
    throw error;
  }
}
