import { useEffect, useState } from 'react';
import type { BlogList } from '@gradatlas/shared/contracts';
import { getBlogs } from '../api/get-blogs';

export type BlogsState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; blogs: BlogList };

/** Loads the blog list once per mount. */
export function useBlogs(): BlogsState {
  const [state, setState] = useState<BlogsState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    getBlogs().then(
      (blogs) => active && setState({ status: 'loaded', blogs }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, []);

  return state;
}
