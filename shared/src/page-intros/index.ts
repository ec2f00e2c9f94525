// The opening words of pages whose first lines the host's server writes into
// the HTML before the page's remote has loaded (scripts/server-pages): one
// text for the remote's render and the server's copy, so the render that
// replaces the copy moves nothing. A subpath each user bundles (not a door):
// it holds no state and no code.

/** /rate-my-chances: its heading and the sentence under it. */
export const CALCULATOR_INTRO = {
  heading: 'Rate My Chances',
  intro: 'Enter your scores to see which universities are safe, moderate or ambitious for you, or how your profile compares at one university.',
} as const;

/**
 * The home page's explore list as a guest first sees it: the section's
 * heading, the basic-view notice, the guest card's locked lines and the
 * 'Load More' button. The notice's length decides how it wraps, so a copy
 * that drifted would move every card below it when the remote takes over.
 */
export const EXPLORE_INTRO = {
  heading: 'Explore Universities',
  basicViewTitle: 'Basic View',
  basicViewText: ': you are seeing names, locations and costs only. Log in for full access to acceptance rates, test requirements and detailed university information.',
  basicViewAction: 'Login for full access',
  lockedRequirements: 'Login to view requirements',
  lockedDetails: 'Login to view more details about this university.',
  loadMore: 'Load More Universities',
} as const;

/** Said of an estimated figure whose record does not say how it was estimated. */
export const UNSTATED_ESTIMATE_METHOD = 'Estimated value; the method was not stated.';
