import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '@gradatlas/shared/router';
import { useStore } from 'zustand';
import { useCompareStore, useIsLoggedIn } from '@gradatlas/shared/session';
import { Loading, useScrolledPast } from '@gradatlas/shared/ui';
import { getSuggestions } from '../api/get-suggestions';
import { embeddedFirstPage } from '../api/get-universities';
import { createExploreStore, type LoadKind } from '../stores/explore-store';
import type { ListFilters } from '../api/filter-params';
import { filtersFromUrl, filtersToUrl } from '../explore-url';
import { lazyModule } from '../../../components/lazy-module';
import { useInYourCurrency } from '../../../components/use-in-your-currency';
import { EXPLORE_INTRO, EXPLORE_TEXT } from '../messages';
import { BACK_TO_TOP_THRESHOLD_PX } from '../explore-rules';
import { BasicViewNotice } from './basic-view-notice';
import { ExploreFilters } from './explore-filters';
import { ProgramFilter } from './program-filter';
import { SearchBox } from './search-box';
import { UniversityCard } from './university-card';
import './explore-section.css';
import type { FieldInteraction } from '@gradatlas/shared/contracts/field-data-limits';

// The compare tray is a chunk of its own, fetched once there is a pick: a first
// visit, which has none, does without it (it is fixed to the bottom, so its
// arrival moves nothing).
const CompareBar = lazy(() => import('@gradatlas/shared/compare-bar').then((module) => ({ default: module.CompareBar })));
// What a chosen programme needs (its words, Canada's answer): fetched once a programme is chosen.
const loadWithProgramme = () => import('./with-programme');
const useWithProgramme = lazyModule(loadWithProgramme);
// Likewise the back-to-top button, fetched once the page is scrolled far enough to show it.
const BackToTop = lazy(() => import('./back-to-top').then((module) => ({ default: module.BackToTop })));

/**
 * The home page's 'Explore Universities' section (SPEC sections 2 and 4). On
 * /universities?search=term it opens with that search applied; every other
 * filter is in the address too (explore-url.ts).
 */
export function ExploreSection() {
  const loggedIn = useIsLoggedIn();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlFilters = useMemo(() => filtersFromUrl(searchParams), [searchParams]);
  const urlKey = filtersToUrl(urlFilters).toString();
  // Page 1 may have come with the page (the site's server drew this section from it): then it is not asked for again.
  const [store] = useState(() => {
    const filters = { ...urlFilters, tuitionBand: loggedIn ? urlFilters.tuitionBand : 0 };
    const page = embeddedFirstPage(filters, loggedIn);
    return createExploreStore(page && { filters, loggedIn, page });
  });
  const universities = useStore(store, (state) => state.universities);
  const hasNextPage = useStore(store, (state) => state.hasNextPage);
  const loading = useStore(store, (state) => state.loading);
  const loadingMore = useStore(store, (state) => state.loadingMore);
  const error = useStore(store, (state) => state.error);
  const fatal = useStore(store, (state) => state.fatal);
  const loadMoreError = useStore(store, (state) => state.loadMoreError);
  const filters = useStore(store, (state) => state.filters);
  const program = useStore(store, (state) => state.program);
  const withProgramme = useWithProgramme(filters.program !== null || program !== null);
  const hasPicks = useCompareStore((state) => state.picks.length > 0);
  const scrolledDown = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  // The rates the cards' costs were converted with, once a currency is chosen (a chunk of its own).
  const inYourCurrency = useInYourCurrency();
  const loadedOnce = useRef(false);
  // The search box starts again from the address only when the address changed from outside (a link, the header search).
  const [searchBoxKey, setSearchBoxKey] = useState(0);
  const writtenSearch = useRef<string | null>(null);

  // The address holds every filter: load page 1 on mount, whenever it changes, and when the student signs in or out.
  useEffect(() => {
    const next = { ...urlFilters, tuitionBand: loggedIn ? urlFilters.tuitionBand : 0 };
    const kind: LoadKind = !loadedOnce.current ? (next.search ? 'search' : 'initial') : next.search ? 'search' : 'reload';
    const first = !loadedOnce.current;
    loadedOnce.current = true;
    if (writtenSearch.current !== null && writtenSearch.current !== next.search) setSearchBoxKey((key) => key + 1);
    writtenSearch.current = next.search;
    // The first run has the filters the store was made with: when the page brought that list, nothing to load.
    if (first && !store.getState().loading) return;
    void store.getState().load(next, kind, loggedIn);
    // urlKey stands for urlFilters: the same address must not load twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, loggedIn, urlKey]);

  /** Every change of a filter goes through the address, so the list can be shared and survives a reload. */
  const applyFilters = (change: Partial<ListFilters>) => {
    const next = { ...store.getState().filters, ...change };
    // Kept for compare (lib/chosen-program.ts), fetched with the change: the home page's first load does without it.
    if (change.program !== undefined || change.level !== undefined) {
      const chosen = next.program && { ...next.program, level: next.level };
      void loadWithProgramme().then((module) => module.rememberChosenProgram(chosen), () => undefined);
    }
    if (change.search !== undefined) writtenSearch.current = next.search;
    setSearchParams(filtersToUrl(next), { replace: true });
  };

  const loadSuggestions = useCallback(
    (text: string, signal: AbortSignal) => getSuggestions(text, store.getState().filters, loggedIn, signal),
    [store, loggedIn],
  );

  const programmeInCanada = filters.country === 'Canada' && filters.program !== null;
  // An address with a programme's code but not its name (typed, or cut short): the name the list's answer gives.
  const named = (choice: ListFilters['program']) => (choice && !choice.title && choice.code === program?.code ? { ...choice, title: program.title } : choice);
  const chosen = named(filters.program);

  const programLine = (slug: string): string | undefined => {
    const awards = program?.awards[slug];
    if (!program || !withProgramme || awards === undefined) return undefined;
    return withProgramme.awardsLine(awards, program.level, chosen?.title || program.title, program.year, program.stemOnly);
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
          {EXPLORE_INTRO.heading}
        </h2>
        {!loggedIn && <BasicViewNotice />}

        <div className="explore__controls">
          <SearchBox
            key={searchBoxKey}
            initialValue={urlFilters.search}
            loadSuggestions={loadSuggestions}
            onSearch={(search) => applyFilters({ search })}
            onClear={() => applyFilters({ search: '' })}
          />
          <ExploreFilters
            loggedIn={loggedIn}
            country={filters.country}
            tuitionBand={filters.tuitionBand}
            onCountryChange={(country) => applyFilters({ country })}
            onTuitionBandChange={(tuitionBand) => applyFilters({ tuitionBand })}
          />
          <ProgramFilter
            key={urlFilters.program?.code ?? 'none'}
            program={named(urlFilters.program)}
            level={urlFilters.level}
            onProgramChange={(choice) => applyFilters({ program: choice })}
            onLevelChange={(level) => applyFilters({ level })}
            stemOnly={urlFilters.stemOnly}
            onStemOnlyChange={(stemOnly) => applyFilters({ stemOnly })}
          />
        </div>
        {chosen?.title && !programmeInCanada && withProgramme && (
          <p className="explore__coverage">
            {withProgramme.PROGRAM_COVERAGE_NOTE}.{' '}
            <withProgramme.ChancesForProgramme programme={chosen} level={filters.level} loggedIn={loggedIn} />
          </p>
        )}
        {inYourCurrency && !loading && universities.length > 0 && <inYourCurrency.RatesUsed withCad={universities.some((u) => u.currency === 'CAD')} />}

        {loading ? (
          <Loading />
        ) : error ? (
          <p className="error-box" role="alert">
            {error}
          </p>
        ) : universities.length === 0 && programmeInCanada && chosen?.title ? (
          withProgramme && <withProgramme.CanadaWithProgramme programme={chosen.title} onShowAll={() => applyFilters({ program: null })} />
        ) : universities.length === 0 ? (
          <p className="explore__empty">{EXPLORE_TEXT.empty}</p>
        ) : (
          <ul className="explore__grid" aria-label="Universities">
            {universities.map((university) => (
              <li key={university.slug}>
                <UniversityCard university={university} loggedIn={loggedIn} programLine={programLine(university.slug)} programCode={filters.program?.code} />
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
            <button type="button" className="btn btn-primary" disabled={loadingMore} onClick={() => void store.getState().loadMore()} data-interaction={'load-more' satisfies FieldInteraction}>
              {loadingMore ? 'Loading...' : EXPLORE_TEXT.loadMore}
            </button>
          </div>
        )}
      </div>
      {scrolledDown && (
        <Suspense fallback={null}>
          <BackToTop />
        </Suspense>
      )}
      {hasPicks && (
        <Suspense fallback={null}>
          <CompareBar />
        </Suspense>
      )}
    </section>
  );
}
