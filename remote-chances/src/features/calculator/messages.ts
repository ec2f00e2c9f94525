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
  /** Under each listed university: what its estimate rests on. */
  decisions: (count: number) => `Learned from ${formatCount(count)} real admission decisions`,
  /** Under the lists, when universities were left out for want of evidence. */
  programmeOnly: (title: string) =>
    `Only universities that awarded a degree in ${title} at your level in 2021-22 or 2022-23 are listed. Programme data covers US universities (IPEDS), so Canadian universities are not listed with a programme chosen.`,
  leftOut: (universities: number, minimum: number) =>
    `${formatCount(universities)} ${universities === 1 ? 'university is' : 'universities are'} not listed: we have fewer than ${minimum} real admission decisions there (for your programme, when you chose one), too few to recommend them.`,
  guidance: 'Get Free Application Guidance',
} as const;

type Figure = { reported: number; median: number; low: number; high: number; firstSeason: number; lastSeason: number };
const seasons = (f: Figure) => (f.firstSeason === f.lastSeason ? `${f.firstSeason}` : `${f.firstSeason}-${f.lastSeason}`);

/** The specific analysis's "required" values are what admitted applicants reported, never a university's published requirement. */
export const ADMITTED_TEXT = {
  intro: (inProgramme: boolean) =>
    `"Required" is what admitted applicants ${inProgramme ? 'in your programme ' : ''}at this university reported on The GradCafe, not a published requirement:`,
  figure: (name: string, f: Figure) =>
    `${name} median ${f.median}, middle half ${f.low}-${f.high} (${formatCount(f.reported)} admits, seasons ${seasons(f)}).`,
  none: 'Fewer than 20 admitted applicants reported scores at this university, so no score is shown as required. Check the programme\'s own requirements.',
} as const;
