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
