import { useEffect, useRef } from 'react';
import { useLocation } from '@gradatlas/shared/router';

/**
 * Every route change starts at the top of the page. The first address is not
 * a change: the reader may already have scrolled the static shell of
 * index.html before the app took over, and keeps that place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
