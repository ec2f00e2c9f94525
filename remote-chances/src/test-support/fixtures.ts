import type { GeneralChanceResponse, SpecificAnalysis } from '@gradatlas/shared/contracts';

export const GENERAL_URL = '/api/rate-my-chances/general';
export const SPECIFIC_URL = '/api/rate-my-chances/specific';
export const SUGGESTIONS_URL = '/api/rate-my-chances/suggestions';

export const GENERAL_RESULTS: GeneralChanceResponse['results'] = {
  safe: [{ name: 'Maple Valley University', acceptanceRate: 61.5, slug: 'maple-valley', probability: 81.26 }],
  moderate: [{ name: 'St. Lawrence & Co. Institute' }],
  ambitious: [],
};

export const ANALYSIS: SpecificAnalysis = {
  university: 'Harbor State University',
  probability: 63,
  probabilityRange: { low: 55.2, high: 70.4 },
  evidence: { decisions: 1234, ownAdjustment: true },
  category: 'moderate',
  acceptanceRate: 42.7,
  requirements: {
    test: { type: 'GRE', required: 318, yourScore: 325, weight: 0.7 },
    gpa: { required: 8.9, yourScore: 8.8, weight: 0.4 },
    language: { type: 'IELTS', required: 7, yourScore: 6.5, weight: 0.39 },
  },
};
