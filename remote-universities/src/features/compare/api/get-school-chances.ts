import { apiClient } from '@gradatlas/shared/api';
import type { BatchChanceResponse } from '@gradatlas/shared/contracts';
import { batchBody, type CalculatorInputs } from '@gradatlas/shared/domain';

export interface SchoolChance {
  /** Percent, 2 to 98. */
  probability: number;
  category: 'safe' | 'moderate' | 'ambitious';
}

const CATEGORY_WORD = { safe: 'Safe', moderate: 'Moderate', ambitious: 'Ambitious' } as const;

/** "43% · Moderate": the estimate as the table and the shortlist show it. */
export const describeChance = (chance: SchoolChance): string => `${Math.round(chance.probability)}% · ${CATEGORY_WORD[chance.category]}`;

/**
 * POST /api/rate-my-chances/batch: every school's estimate from one profile in
 * one request. Keyed by the name asked for; a school the model does not know is absent.
 */
export async function getSchoolChances(inputs: CalculatorInputs, names: string[], signal?: AbortSignal): Promise<Map<string, SchoolChance>> {
  const { data } = await apiClient.post<BatchChanceResponse>('/api/rate-my-chances/batch', batchBody(inputs, names), { signal });
  const chances = new Map<string, SchoolChance>();
  for (const result of data.results ?? []) {
    if (result.found) chances.set(result.universityName, { probability: result.probability, category: result.category });
  }
  return chances;
}
