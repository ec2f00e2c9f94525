import { useCallback, useEffect, useRef, useState } from 'react';
import { cachedUniversity } from '../../../lib/university-cache';
import { embeddedUniversity, getUniversity, type DetailAnswer } from '../api/get-university';
import { DETAIL_TEXT } from '../messages';

export type DetailState =
  | { status: 'loading' }
  /** `fromList`: the fetch failed and the record comes from the explore list (which has no programmes). */
  | ({ status: 'loaded'; fromList: boolean } & DetailAnswer)
  | { status: 'error'; message: string }
  | { status: 'not-found' };

/**
 * The detail page's states (SPEC section 4): loading, then loaded, error or not
 * found. A failed retry falls back to the record the explore list showed; with
 * none it reports 'No university data available'.
 */
const loadedFrom = (answer: DetailAnswer): DetailState => ({ status: 'loaded', ...answer, fromList: false });

export function useUniversity(slug: string | undefined, loggedIn: boolean): { state: DetailState; retry: () => void } {
  // The answer the server wrote into the page is the first state: no loading
  // frame between the server's copy of the page and this render, no request.
  const [embedded] = useState(() => (slug ? embeddedUniversity(slug, loggedIn) : undefined));
  const [state, setState] = useState<DetailState>(() => (embedded ? loadedFrom(embedded) : { status: 'loading' }));
  const answeredByPage = useRef(embedded ? `${loggedIn}:${slug}` : null);
  // Retries are counted per slug and audience, so a new page starts with a first attempt.
  const subject = `${loggedIn ? 'member' : 'guest'}:${slug ?? ''}`;
  const [retries, setRetries] = useState({ subject, count: 0 });
  const retryCount = retries.subject === subject ? retries.count : 0;

  useEffect(() => {
    if (!slug) {
      setState({ status: 'not-found' });
      return;
    }
    if (answeredByPage.current === `${loggedIn}:${slug}` && retryCount === 0) return;
    answeredByPage.current = null;
    // A new slug, audience or retry aborts the request before; its answer must not land.
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'loading' });
    getUniversity(slug, loggedIn, signal).then(
      (answer) => {
        if (signal.aborted) return;
        setState(answer ? loadedFrom(answer) : { status: 'not-found' });
      },
      () => {
        if (signal.aborted) return;
        if (retryCount === 0) {
          setState({ status: 'error', message: DETAIL_TEXT.loadFailed });
          return;
        }
        const cached = cachedUniversity(loggedIn, slug);
        setState(cached ? { status: 'loaded', university: cached, programs: undefined, programFamilies: {}, fromList: true } : { status: 'error', message: DETAIL_TEXT.noData });
      },
    );
    return () => controller.abort();
  }, [slug, loggedIn, retryCount]);

  const retry = useCallback(() => {
    setRetries((previous) => ({ subject, count: (previous.subject === subject ? previous.count : 0) + 1 }));
  }, [subject]);

  return { state, retry };
}
