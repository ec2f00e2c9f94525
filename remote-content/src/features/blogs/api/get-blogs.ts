import { apiClient } from '@gradatlas/shared/api';
import { takeEmbeddedAnswer } from '@gradatlas/shared/embedded-answer';
import type { BlogList } from '@gradatlas/shared/contracts';

export const BLOGS_PATH = '/api/blogs';

/** The list the site's server sent with the page (the page's first view), read once; undefined when there is none. */
export function embeddedBlogs(): BlogList | undefined {
  const data = takeEmbeddedAnswer(BLOGS_PATH);
  return Array.isArray(data) ? (data as BlogList) : undefined;
}

/** GET /api/blogs: every post's list fields, newest first as the API orders them. */
export async function getBlogs(signal?: AbortSignal): Promise<BlogList> {
  const { data } = await apiClient.get<BlogList>(BLOGS_PATH, { signal });
  // A non-array answer is a broken contract, shown as the list's load error.
  if (!Array.isArray(data)) throw new Error('Unexpected blog list answer');
  return data;
}
