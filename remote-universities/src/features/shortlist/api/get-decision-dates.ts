import { apiClient } from '@gradatlas/shared/api';
import type { DecisionTiming, ProgramFilterLevel } from '@gradatlas/shared/contracts';
import { readTiming } from '../../programs/api/read-after-admission';

/**
 * GET /api/universities/decision-dates (signed in): when news came at each
 * saved university, for one level and optionally the student's programme.
 * Slug → the narrowest timing with enough reports; a university without
 * enough is absent. A malformed entry is left out like one without reports.
 */
export async function getDecisionDates(slugs: string[], level: ProgramFilterLevel, program: string | null, signal?: AbortSignal): Promise<Map<string, DecisionTiming>> {
  const response = await apiClient.get<{ data?: unknown }>('/api/universities/decision-dates', {
    params: { slugs: slugs.join(','), level, ...(program ? { program } : {}) },
    signal,
  });
  const data = response.data?.data;
  const timings = new Map<string, DecisionTiming>();
  if (!data || typeof data !== 'object') return timings;
  for (const [slug, value] of Object.entries(data)) {
    const timing = readTiming(value);
    if (timing) timings.set(slug, timing);
  }
  return timings;
}
