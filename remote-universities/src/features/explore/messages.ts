import { EXPLORE_INTRO } from '@gradatlas/shared/page-intros';

/** Texts of SPEC sections 2 and 8 for the explore section, kept in one place for tests. */
export const EXPLORE_TEXT = {
  fetchFailed: 'Failed to fetch university data. Please try again later.',
  searchFailed: 'Failed to search universities. Please try again later.',
  loadMoreFailed: 'Failed to load more universities. Please try again.',
  empty: 'No universities to display.',
  loadMore: EXPLORE_INTRO.loadMore,
  noSuggestions: 'No suggestions found',
} as const;
