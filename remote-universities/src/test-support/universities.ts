import { normalizeUniversity, type University } from '@gradatlas/shared/domain';

/** A university record as the API sends it (camel-case, null for missing), normalised as the app does. */
export function makeUniversity(overrides: Record<string, unknown> = {}): University {
  return normalizeUniversity({
    name: 'Maple Ridge University',
    slug: 'maple-ridge-university',
    city: 'Toronto',
    state: 'Ontario',
    country: 'Canada',
    tuitionFees: 32000,
    livingExpenses: 15500,
    summary: 'A public research university on the lake shore.',
    acceptanceRate: 43,
    averageGRE: 318,
    averageGMAT: 640,
    averageToefl: 100,
    ...overrides,
  });
}

/** `count` distinct universities: "University 1" ... with slugs university-1 ... */
export function makeUniversities(count: number, from = 1): University[] {
  return Array.from({ length: count }, (_, index) =>
    makeUniversity({ name: `University ${from + index}`, slug: `university-${from + index}` }),
  );
}
