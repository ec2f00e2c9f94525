import { useEffect, useRef, useState } from 'react';
import { BRAND_NAME } from '@gradatlas/shared/config';
import { embeddedBlog, getBlog, type BlogPostAnswer } from '../api/get-blog';
import { todayIso } from '../blog-format';

export const BLOG_DETAIL_ERROR = 'Failed to load blog content. Please try again later.';

/** What the page keeps of an answer, with the fallbacks of SPEC section 2. */
export interface BlogPostView {
  slug: string;
  title: string;
  category: string;
  author: string;
  date: string;
  tags: string[];
  excerpt: string;
  content: string;
  /** The body as the API rendered it; null from an API that sends markdown only. */
  contentHtml: string | null;
}

export type BlogState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; post: BlogPostView };

export function toBlogPostView(slug: string, answer: BlogPostAnswer): BlogPostView {
  return {
    slug,
    title: answer.title?.trim() || slug,
    category: answer.category?.trim() || 'Blog',
    author: answer.author?.trim() || `${BRAND_NAME} Editorial Team`,
    date: answer.date?.trim() || todayIso(),
    tags: Array.isArray(answer.tags) ? answer.tags.filter((tag) => typeof tag === 'string' && tag.trim() !== '') : [],
    excerpt: answer.excerpt?.trim() ?? '',
    content: typeof answer.content === 'string' ? answer.content : '',
    contentHtml: typeof answer.contentHtml === 'string' ? answer.contentHtml : null,
  };
}

/** Fetches one post by slug; a new slug starts again from loading. */
export function useBlog(slug: string): BlogState {
  // The answer the server wrote into the page is the first state: no loading
  // frame between the server's copy of the post and this render, no request.
  const [state, setState] = useState<{ slug: string; value: BlogState }>(() => {
    const answer = embeddedBlog(slug);
    return { slug, value: answer ? { status: 'loaded', post: toBlogPostView(slug, answer) } : { status: 'loading' } };
  });
  const answeredByPage = useRef(state.value.status === 'loaded' ? slug : null);

  useEffect(() => {
    const fromPage = answeredByPage.current === slug;
    answeredByPage.current = null;
    if (fromPage) return;
    // A new slug or leaving the page aborts the request; an aborted answer must not land.
    const controller = new AbortController();
    const { signal } = controller;
    getBlog(slug, signal).then(
      (answer) => !signal.aborted && setState({ slug, value: { status: 'loaded', post: toBlogPostView(slug, answer) } }),
      () => !signal.aborted && setState({ slug, value: { status: 'error', message: BLOG_DETAIL_ERROR } }),
    );
    return () => controller.abort();
  }, [slug]);

  // Until the effect for a new slug settles, the previous post must not show.
  return state.slug === slug ? state.value : { status: 'loading' };
}
