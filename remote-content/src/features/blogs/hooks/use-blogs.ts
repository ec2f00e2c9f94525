import { useEffect, useState } from 'react';
import type { BlogList } from '@gradatlas/shared/contracts';
import { getBlogs } from '../api/get-blogs';

export type BlogsState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; blogs: BlogList };

/** Loads the blog list once per mount. */
export function useBlogs(): BlogsState {
  const [state, setState] = useState<BlogsState>({ status: 'loading' });

  useEffect(() => {
    // Leaving the page aborts the request; an aborted answer must not land.
    const controller = new AbortController();
    const { signal } = controller;
    getBlogs(signal).then(
      (blogs) => !signal.aborted && setState({ status: 'loaded', blogs }),
      () => !signal.aborted && setState({ status: 'error' }),
    );
    return () => controller.abort();
  }, []);

  return state;
}
