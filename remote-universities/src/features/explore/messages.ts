/** Texts of SPEC sections 2 and 8 for the explore section, kept in one place for tests. */
export const EXPLORE_TEXT = {
  fetchFailed: 'Failed to fetch university data. Please try again later.',
  searchFailed: 'Failed to search universities. Please try again later.',
  loadMoreFailed: 'Failed to load more universities. Please try again.',
  empty: 'No universities to display.',
  loadMore: 'Load More Universities',
  noSuggestions: 'No suggestions found',
} as const;

/** The section's heading and what a guest is told of the basic view and of a card's locked lines. */
export const EXPLORE_INTRO = {
  heading: 'Explore Universities',
  basicViewTitle: 'Basic View',
  basicViewText: ': you are seeing names, locations and costs only. Log in for full access to acceptance rates, test requirements and detailed university information.',
  basicViewAction: 'Login for full access',
  lockedRequirements: 'Login to view requirements',
  lockedDetails: 'Login to view more details about this university.',
} as const;
