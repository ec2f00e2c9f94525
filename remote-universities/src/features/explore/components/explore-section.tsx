import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@gradatlas/shared/router';
import { useStore } from 'zustand';
import type { CountryFilter } from '@gradatlas/shared/domain';
import { useIsLoggedIn } from '@gradatlas/shared/session';
import { Loading } from '@gradatlas/shared/ui';
import { getSuggestions } from '../api/get-suggestions';
import { createExploreStore } from '../stores/explore-store';
import { EXPLORE_TEXT } from '../messages';
import { BackToTop } from './back-to-top';
import { BasicViewNotice } from './basic-view-notice';
import { ExploreFilters } from './explore-filters';
import { SearchBox } from './search-box';
import { UniversityCard } from './university-card';
import './explore-section.css';
import { SUGGESTION_MIN_CHARS } from '../explore-rules';
import { CompareBar } from '../../compare/components/compare-bar';

/**
 * The home page's 'Explore Universities' section (SPEC sections 2 and 4). On
 * /universities?search=term it opens with that search applied.
 */
export function ExploreSection() {
  const loggedIn = useIsLoggedIn();
  const [searchParams] = useSearchParams();
  const paramSearch = (searchParams.get('search') ?? '').trim();
  const [store] = useState(createExploreStore);
  const universities = useStore(store, (state) => state.universities);
  const hasNextPage = useStore(store, (state) => state.hasNextPage);
  const loading = useStore(store, (state) => state.loading);
  const loadingMore = useStore(store, (state) => state.loadingMore);
  const error = useStore(store, (state) => state.error);
  const fatal = useStore(store, (state) => state.fatal);
  const loadMoreError = useStore(store, (state) => state.loadMoreError);
  const filters = useStore(store, (state) => state.filters);
  const lastParam = useRef<string | null>(null);

  // Load page 1 on mount, when the ?search= term changes and when the user signs in or out.
  useEffect(() => {
    const { filters: current, load } = store.getState();
    const paramChanged = lastParam.current !== paramSearch;
    lastParam.current = paramSearch;
    const fromParam = paramSearch.length >= SUGGESTION_MIN_CHARS ? paramSearch : '';
    const search = paramChanged ? fromParam : current.search;
    const next = { ...current, search, tuitionBand: loggedIn ? current.tuitionBand : 0 };
    void load(next, search ? 'search' : 'initial', loggedIn);
  }, [store, loggedIn, paramSearch]);

  const loadSuggestions = useCallback(
    (text: string, signal: AbortSignal) => {
      const { country, tuitionBand } = store.getState().filters;
      return getSuggestions(text, { country, tuitionBand }, loggedIn, signal);
    },
    [store, loggedIn],
  );

  const applySearch = (search: string) => {
    const { filters: current, load } = store.getState();
    void load({ ...current, search }, search ? 'search' : 'reload', loggedIn);
  };

  const applyFilter = (change: { country?: CountryFilter; tuitionBand?: number }) => {
    const { filters: current, load } = store.getState();
    const next = { ...current, ...change };
    void load(next, next.search ? 'search' : 'reload', loggedIn);
  };

  if (fatal) {
    return (
      <section className="explore" aria-label="Explore Universities">
        <div className="container">
          <p className="error-box" role="alert">
            {error}
          </p>
        </div>
      </section>
    );
  }

  return (
    <section className="explore" aria-labelledby="explore-title">
      <div className="container">
        <h2 id="explore-title" className="explore__title">
          Explore Universities
        </h2>
        {!loggedIn && <BasicViewNotice />}

        <div className="explore__controls">
          <SearchBox
            key={paramSearch}
            initialValue={paramSearch}
            loadSuggestions={loadSuggestions}
            onSearch={applySearch}
            onClear={() => applySearch('')}
          />
          <ExploreFilters
            loggedIn={loggedIn}
            country={filters.country}
            tuitionBand={filters.tuitionBand}
            onCountryChange={(country) => applyFilter({ country })}
            onTuitionBandChange={(tuitionBand) => applyFilter({ tuitionBand })}
          />
        </div>

        {loading ? (
          <Loading />
        ) : error ? (
          <p className="error-box" role="alert">
            {error}
          </p>
        ) : universities.length === 0 ? (
          <p className="explore__empty">{EXPLORE_TEXT.empty}</p>
        ) : (
          <ul className="explore__grid" aria-label="Universities">
            {universities.map((university) => (
              <li key={university.slug}>
                <UniversityCard university={university} loggedIn={loggedIn} />
              </li>
            ))}
          </ul>
        )}

        {loadMoreError && (
          <p className="error-box explore__more-error" role="alert">
            {loadMoreError}
          </p>
        )}
        {!loading && !error && hasNextPage && (
          <div className="explore__more">
            <button type="button" className="btn btn-primary" disabled={loadingMore} onClick={() => void store.getState().loadMore()}>
              {loadingMore ? 'Loading...' : EXPLORE_TEXT.loadMore}
            </button>
          </div>
        )}
      </div>
      <BackToTop />
      <CompareBar />
    </section>
  );
}
