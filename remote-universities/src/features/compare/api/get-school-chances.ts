import { apiClient } from '@gradatlas/shared/api';
import type { BatchChanceResponse } from '@gradatlas/shared/contracts';
import { batchBody, type CalculatorInputs } from '@gradatlas/shared/domain';

export interface SchoolChance {
  /** Percent, 2 to 98. */
  probability: number;
  /** The model's likely range around it (percent). */
  range: { low: number; high: number };
  category: 'safe' | 'moderate' | 'ambitious';
}

const CATEGORY_WORD = { safe: 'Safe', moderate: 'Moderate', ambitious: 'Ambitious' } as const;

/** "43%, likely 35-52% · Moderate": the estimate and its likely range as the table and the shortlist show them (whole percents). */
export const describeChance = (chance: SchoolChance): string =>
  `${Math.round(chance.probability)}%, likely ${Math.round(chance.range.low)}-${Math.round(chance.range.high)}% · ${CATEGORY_WORD[chance.category]}`;

/**
 * POST /api/rate-my-chances/batch: every school's estimate from one profile in
 * one request. Keyed by the name asked for; a school the model does not know is absent.
 */
export async function getSchoolChances(inputs: CalculatorInputs, names: string[], signal?: AbortSignal): Promise<Map<string, SchoolChance>> {
  const { data } = await apiClient.post<BatchChanceResponse>('/api/rate-my-chances/batch', batchBody(inputs, names), { signal });
  const chances = new Map<string, SchoolChance>();
  for (const result of data.results ?? []) {
    if (result.found) chances.set(result.universityName, { probability: result.probability, range: result.probabilityRange, category: result.category });
  }
  return chances;
}
