import { apiClient } from '@gradatlas/shared/api';
import { takeEmbeddedAnswer } from '@gradatlas/shared/embedded-answer';
import type { BlogPost } from '@gradatlas/shared/contracts';

/** The fields the detail page reads; any of them may be missing in an old or partial answer. */
export type BlogPostAnswer = Partial<BlogPost>;

export const blogPath = (slug: string) => `/api/blogs/${encodeURIComponent(slug)}`;

/** GET /api/blogs/:slug (404 `{ success: false, message }` for an unknown slug). */
export async function getBlog(slug: string, signal?: AbortSignal): Promise<BlogPostAnswer> {
  const { data } = await apiClient.get<BlogPostAnswer>(blogPath(slug), { signal });
  if (!data || typeof data !== 'object') throw new Error('Unexpected blog answer');
  return data;
}

/** The answer the site's server sent with the page for this post (the page's first view), read once; undefined when there is none. */
export function embeddedBlog(slug: string): BlogPostAnswer | undefined {
  const data = takeEmbeddedAnswer(blogPath(slug));
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as BlogPostAnswer) : undefined;
}
