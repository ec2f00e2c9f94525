import type { EstimateFor, GeneralChanceResponse, SpecificAnalysis, TierMeanings } from '@gradatlas/shared/contracts';

export const GENERAL_URL = '/api/rate-my-chances/general';
export const SPECIFIC_URL = '/api/rate-my-chances/specific';
export const SUGGESTIONS_URL = '/api/rate-my-chances/suggestions';

export const GENERAL_RESULTS: GeneralChanceResponse['results'] = {
  safe: [
    {
      name: 'Maple Valley University',
      acceptanceRate: 61.5,
      slug: 'maple-valley',
      probability: 81.26,
      probabilityRange: { low: 70.1, high: 88 },
      evidence: { decisions: 1234, inProgramme: 149, programmeBasis: 'programme', ownAdjustment: true },
    },
  ],
  moderate: [{ name: 'St. Lawrence & Co. Institute', probabilityRange: { low: 40, high: 70 }, evidence: { decisions: 20, inProgramme: 0, programmeBasis: 'university', ownAdjustment: true } }],
  ambitious: [],
};

/** What the answers say each tier means (the API defines them). */
export const TIER_MEANINGS: TierMeanings = {
  safe: 'A good chance: safe words.',
  moderate: 'Could go either way: moderate words.',
  ambitious: 'A long shot: ambitious words.',
};

/** The applicant: a Master's in Computer Science, CGPA 8.4/10, TOEFL 104, no GRE. */
export const ESTIMATE_FOR: EstimateFor = {
  degreeLevel: 'masters',
  programme: { code: '11', title: 'Computer Science', usedCode: '11', usedTitle: 'Computer Science', basis: 'programme', decisions: 9000 },
  gpa: { value: 8.4, scale: 10, onFourPoints: 3.36 },
  test: null,
  language: { type: 'TOEFL', score: 104, toefl: 104 },
  seasons: { first: 2012, latest: 2025 },
};

/** The general answer as the API sends it: the lists, the universities left out for want of decisions, what the estimates were for. */
export const GENERAL_ANSWER: GeneralChanceResponse = {
  success: true,
  results: GENERAL_RESULTS,
  leftOut: { universities: 843, minimumDecisions: 20, degreeLevel: 'masters' },
  programmeGroup: '11',
  awardedUnder: { code: '11', title: 'Computer and Information Sciences' },
  estimateFor: ESTIMATE_FOR,
  tierMeanings: TIER_MEANINGS,
};

export const ANALYSIS: SpecificAnalysis = {
  university: 'Harbor State University',
  probability: 63,
  probabilityRange: { low: 55.2, high: 70.4 },
  evidence: { decisions: 1234, inProgramme: 0, programmeBasis: null, ownAdjustment: true },
  category: 'moderate',
  acceptanceRate: 42.7,
  admittedProfile: {
    programmeGroup: null,
    gpa: { reported: 64, median: 3.71, low: 3.5, high: 3.9, firstSeason: 2013, lastSeason: 2024 },
    gre: { reported: 41, median: 318, low: 312, high: 324, firstSeason: 2012, lastSeason: 2019 },
  },
  requirements: {
    test: { type: 'GRE', required: 318, yourScore: 325, weight: 0.7 },
    gpa: { required: 3.71, yourScore: 3.6, weight: 0.4 },
    language: { type: 'IELTS', required: null, yourScore: 6.5, weight: 0.5 },
  },
};

/** The specific answer as the API sends it. */
export const SPECIFIC_ANSWER = { success: true, analysis: ANALYSIS, estimateFor: { ...ESTIMATE_FOR, programme: null, degreeLevel: null }, tierMeanings: TIER_MEANINGS };
