/** Texts of SPEC sections 2 and 8 for the detail page. */
export const DETAIL_TEXT = {
  loadFailed: 'Failed to load university data. Please try again later.',
  noData: 'No university data available',
  notFound: 'University not found',
  loginRequired: 'Login Required',
} as const;
