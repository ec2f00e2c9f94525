import type { GeneralChanceResponse, SpecificAnalysis } from '@gradatlas/shared/contracts';

export const GENERAL_URL = '/api/rate-my-chances/general';
export const SPECIFIC_URL = '/api/rate-my-chances/specific';
export const SUGGESTIONS_URL = '/api/rate-my-chances/suggestions';

export const GENERAL_RESULTS: GeneralChanceResponse['results'] = {
  safe: [{ name: 'Maple Valley University', acceptanceRate: 61.5, slug: 'maple-valley', probability: 81.26, evidence: { decisions: 1234 } }],
  moderate: [{ name: 'St. Lawrence & Co. Institute', evidence: { decisions: 20 } }],
  ambitious: [],
};

/** The general answer as the API sends it: the lists, the universities left out for want of decisions, the programme group. */
export const GENERAL_ANSWER: GeneralChanceResponse = {
  success: true,
  results: GENERAL_RESULTS,
  leftOut: { universities: 843, minimumDecisions: 20 },
  programmeGroup: null,
};

export const ANALYSIS: SpecificAnalysis = {
  university: 'Harbor State University',
  probability: 63,
  probabilityRange: { low: 55.2, high: 70.4 },
  evidence: { decisions: 1234, ownAdjustment: true },
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
    language: { type: 'IELTS', required: null, yourScore: 6.5, weight: 0.39 },
  },
};
