import { createStore, type StoreApi } from 'zustand';
import type { ProgramAwardsOnPage } from '@gradatlas/shared/contracts';
import type { University } from '@gradatlas/shared/domain';
import { rememberUniversities } from '../../../lib/university-cache';
import { getUniversities, type ExplorePage } from '../api/get-universities';
import { NO_FILTERS, type ListFilters } from '../api/filter-params';
import { EXPLORE_TEXT } from '../messages';
import { afterNextPaint } from '@gradatlas/shared/after-next-paint';

/** Why page 1 is loaded: it decides which error text a failure shows. */
export type LoadKind = 'initial' | 'reload' | 'search';

export interface ExploreState {
  universities: University[];
  page: number;
  hasNextPage: boolean;
  loading: boolean;
  loadingMore: boolean;
  /** Page-1 failure text. */
  error: string | null;
  /** The first load failed: the section shows only the error (SPEC section 2). */
  fatal: boolean;
  loadMoreError: string | null;
  filters: ListFilters;
  /** With a programme filter: what each listed university awarded in it (every loaded page together). */
  program: ProgramAwardsOnPage | null;
  loggedIn: boolean;
  /** Loads page 1 with these filters, replacing the list. */
  load: (filters: ListFilters, kind: LoadKind, loggedIn: boolean) => Promise<void>;
  /** Appends the next page. */
  loadMore: () => Promise<void>;
}

/** A failed search says so; any other list load failed to fetch (SPEC section 8). */
const failureText = (kind: LoadKind): string => (kind === 'search' ? EXPLORE_TEXT.searchFailed : EXPLORE_TEXT.fetchFailed);

/** Appends a page, skipping records already shown (a page can shift when data changes between requests). */
function appendNew(current: University[], next: University[]): University[] {
  const seen = new Set(current.map((university) => university.slug));
  return [...current, ...next.filter((university) => !seen.has(university.slug))];
}

/** Page 1 of a list known before the section mounts: the answer the site's server sent with the page. */
export interface FirstPage {
  filters: ListFilters;
  loggedIn: boolean;
  page: ExplorePage;
}

/**
 * One store per mounted section, so a remount starts clean. Every page-1 load
 * aborts the one before it (a slow request overtaken by a newer one) and any
 * load-more started under it, so an answer for an old list never lands. With
 * a first page, the store starts with it loaded: the server's copy and the
 * browser's first render draw the same list.
 */
export function createExploreStore(first?: FirstPage): StoreApi<ExploreState> {
  let currentList = new AbortController();
  if (first) rememberUniversities(first.loggedIn, first.page.universities);

  return createStore<ExploreState>()((set, get) => ({
    universities: first?.page.universities ?? [],
    page: 1,
    hasNextPage: first?.page.hasNextPage ?? false,
    loading: first === undefined,
    loadingMore: false,
    error: null,
    fatal: false,
    loadMoreError: null,
    filters: first?.filters ?? NO_FILTERS,
    program: first?.page.program ?? null,
    loggedIn: first?.loggedIn ?? false,

    load: async (filters, kind, loggedIn) => {
      currentList.abort();
      currentList = new AbortController();
      const { signal } = currentList;
      set({ filters, loggedIn, loading: true, loadingMore: false, error: null, loadMoreError: null });
      try {
        const result = await getUniversities(filters, 1, loggedIn, signal);
        if (signal.aborted) return;
        rememberUniversities(loggedIn, result.universities);
        set({ universities: result.universities, program: result.program, page: 1, hasNextPage: result.hasNextPage, loading: false });
      } catch {
        if (signal.aborted) return;
        set({
          universities: [],
          program: null,
          hasNextPage: false,
          loading: false,
          error: failureText(kind),
          fatal: kind === 'initial',
        });
      }
    },

    loadMore: async () => {
      const { loading, loadingMore, hasNextPage, filters, page, loggedIn } = get();
      if (loading || loadingMore || !hasNextPage) return;
      const { signal } = currentList;
      set({ loadingMore: true, loadMoreError: null });
      // The button's "Loading..." is painted before the request is made.
      await afterNextPaint();
      if (signal.aborted) return;
      try {
        const result = await getUniversities(filters, page + 1, loggedIn, signal);
        if (signal.aborted) return;
        rememberUniversities(loggedIn, result.universities);
        set((state) => ({
          universities: appendNew(state.universities, result.universities),
          program: result.program && state.program ? { ...result.program, awards: { ...state.program.awards, ...result.program.awards } } : result.program,
          page: page + 1,
          hasNextPage: result.hasNextPage,
          loadingMore: false,
        }));
      } catch {
        if (signal.aborted) return;
        set({ loadingMore: false, loadMoreError: EXPLORE_TEXT.loadMoreFailed });
      }
    },
  }));
}
