import { apiClient } from '@gradatlas/shared/api';
import type { BlogList } from '@gradatlas/shared/contracts';

/** GET /api/blogs: every post's list fields, newest first as the API orders them. */
export async function getBlogs(signal?: AbortSignal): Promise<BlogList> {
  const { data } = await apiClient.get<BlogList>('/api/blogs', { signal });
  // A non-array answer is a broken contract, shown as the list's load error.
  if (!Array.isArray(data)) throw new Error('Unexpected blog list answer');
  return data;
}
