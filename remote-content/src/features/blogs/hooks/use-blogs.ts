import { useEffect, useRef, useState } from 'react';
import type { BlogList } from '@gradatlas/shared/contracts';
import { embeddedBlogs, getBlogs } from '../api/get-blogs';

export type BlogsState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; blogs: BlogList };

/** Loads the blog list once per mount. */
export function useBlogs(): BlogsState {
  // The list the server wrote into the page is the first state, and no request is made.
  const [state, setState] = useState<BlogsState>(() => {
    const blogs = embeddedBlogs();
    return blogs ? { status: 'loaded', blogs } : { status: 'loading' };
  });
  const answeredByPage = useRef(state.status === 'loaded');

  useEffect(() => {
    if (answeredByPage.current) return;
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
