/** Texts of SPEC sections 4 and 8 for the calculator, kept in one place for tests. */
export const CALCULATOR_TEXT = {
  calculating: 'Calculating your chances...',
  genericError: 'An error occurred while calculating your chances. Please try again.',
  empty: {
    safe: 'No safe universities found',
    moderate: 'No moderate universities found',
    ambitious: 'No ambitious universities found',
  },
  noSuggestions: 'No suggestions found',
  guidance: 'Get Free Application Guidance',
} as const;
