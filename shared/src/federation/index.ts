import type { ComponentType } from 'react';

/**
 * What each remote's `./pages` module exposes. The host types its loads with
 * these and each remote checks its exposes against them with `satisfies`, so a
 * rename breaks the build of both sides instead of a page at run time.
 */
export interface UniversitiesRemote {
  /** The home page's 'Explore Universities' section. */
  ExploreSection: ComponentType;
  /** /university/:name */
  UniversityDetailPage: ComponentType;
  /** /shortlist (signed in; the host guards it) */
  ShortlistPage: ComponentType;
  /** /compare?u=slug1,slug2,... (anyone; guests see the basic rows) */
  ComparePage: ComponentType;
}

export interface ChancesRemote {
  /** /rate-my-chances (the host guards it: guests go to /login). */
  RateMyChancesPage: ComponentType;
}

export interface ContentRemote {
  BlogListPage: ComponentType;
  BlogDetailPage: ComponentType;
  AboutUsPage: ComponentType;
  ContactUsPage: ComponentType;
  CountryGuidesPage: ComponentType;
  PopularCoursesPage: ComponentType;
  TermsPage: ComponentType;
  PrivacyPage: ComponentType;
}

export interface RemoteContracts {
  universities: UniversitiesRemote;
  chances: ChancesRemote;
  content: ContentRemote;
}
