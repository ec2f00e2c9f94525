import { formatCount } from '@gradatlas/shared/domain';

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

type Figure = { reported: number; median: number; low: number; high: number; firstSeason: number; lastSeason: number };
const seasons = (f: Figure) => (f.firstSeason === f.lastSeason ? `${f.firstSeason}` : `${f.firstSeason}-${f.lastSeason}`);

/** The specific analysis's "required" values are what admitted applicants reported, never a university's published requirement. */
export const ADMITTED_TEXT = {
  intro: (inProgramme: boolean) =>
    `"Required" is what admitted applicants ${inProgramme ? 'in your programme (or its field) ' : ''}at this university reported on The GradCafe, not a published requirement:`,
  figure: (name: string, f: Figure) =>
    `${name} median ${f.median}, middle half ${f.low}-${f.high} (${formatCount(f.reported)} admits, seasons ${seasons(f)}).`,
  none: 'Fewer than 20 admitted applicants reported scores at this university, so no score is shown as required. Check the programme\'s own requirements.',
} as const;
