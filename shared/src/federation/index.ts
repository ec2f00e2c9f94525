import type { ComponentType } from 'react';

export { pageChunkName } from './server-pages';
export type { ServerPageCopy, ServerPageRequest, ServerPages } from './server-pages';

/**
 * Loads one page's code. A remote's `./pages` module is only this table of
 * loaders, so a route fetches its own page and nothing else (the home page
 * does not download the detail, shortlist and compare pages). The host makes a
 * fresh React.lazy around a loader on every Retry; a failed chunk is fetched
 * again because webpack forgets failed chunk loads.
 */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** A route's parameters, as react-router gives them (`:name` -> params.name). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * What each remote's `./pages` module exposes. The host types its loads with
 * these and each remote checks its exposes against them with `satisfies`, so a
 * rename breaks the build of both sides instead of a page at run time.
 */
export interface UniversitiesRemote {
  /** The home page's 'Explore Universities' section. */
  ExploreSection: PageLoader;
  /** /university/:name */
  UniversityDetailPage: PageLoader;
  /** /shortlist (signed in; the host guards it) */
  ShortlistPage: PageLoader;
  /** /compare?u=slug1,slug2,... (anyone; guests see the basic rows) */
  ComparePage: PageLoader;
}

export interface ChancesRemote {
  /** /rate-my-chances (the host guards it: guests go to /login). */
  RateMyChancesPage: PageLoader;
}

export interface ContentRemote {
  BlogListPage: PageLoader;
  BlogDetailPage: PageLoader;
  AboutUsPage: PageLoader;
  ContactUsPage: PageLoader;
  CountryGuidesPage: PageLoader;
  PopularCoursesPage: PageLoader;
  TermsPage: PageLoader;
  PrivacyPage: PageLoader;
}

export interface RemoteContracts {
  universities: UniversitiesRemote;
  chances: ChancesRemote;
  content: ContentRemote;
}

/**
 * The same contracts as names, for run-time checks: each remote's contract
 * test compares what its `./pages` module exposes with this list. The type
 * below fails to compile if a list misses a page of its interface.
 */
export const REMOTE_PAGE_NAMES = {
  universities: ['ExploreSection', 'UniversityDetailPage', 'ShortlistPage', 'ComparePage'],
  chances: ['RateMyChancesPage'],
  content: ['BlogListPage', 'BlogDetailPage', 'AboutUsPage', 'ContactUsPage', 'CountryGuidesPage', 'PopularCoursesPage', 'TermsPage', 'PrivacyPage'],
} as const satisfies { [R in keyof RemoteContracts]: ReadonlyArray<keyof RemoteContracts[R]> };

type Unlisted<R extends keyof RemoteContracts> = Exclude<keyof RemoteContracts[R], (typeof REMOTE_PAGE_NAMES)[R][number]>;
/** Compiles only while every page of every contract is listed above. */
export const REMOTE_PAGE_NAMES_COMPLETE: { [R in keyof RemoteContracts]: [Unlisted<R>] extends [never] ? true : never } = {
  universities: true,
  chances: true,
  content: true,
};
