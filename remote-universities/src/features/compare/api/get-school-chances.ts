import { apiClient } from '@gradatlas/shared/api';
import type { BatchChanceResponse, TierMeanings } from '@gradatlas/shared/contracts';
import { estimateForText, estimateText } from '@gradatlas/shared/contracts/estimate-for-text';
import { batchBody, type CalculatorInputs } from '@gradatlas/shared/domain';

export interface SchoolChance {
  /** Percent, 2 to 98. */
  probability: number;
  /** The model's likely range around it (percent). */
  range: { low: number; high: number };
  category: 'safe' | 'moderate' | 'ambitious';
}

/** Every named school's estimate, and the words that go beside them. */
export interface SchoolChances {
  chances: Map<string, SchoolChance>;
  /** The question answered: "For a Master's in Computer Science, GPA 8.4/10, TOEFL 104, no GRE or GMAT, as an international applicant." */
  basis: string;
  /** What each tier means, as the calculator says it; null from an answer without them. */
  tierMeanings: TierMeanings | null;
}

const CATEGORY_WORD = { safe: 'Safe', moderate: 'Moderate', ambitious: 'Ambitious' } as const;

/** "43.2%, likely 35.0-52.4% · Moderate": the estimate, its likely range and its tier, written as the calculator writes them. */
export const describeChance = (chance: SchoolChance): string => `${estimateText(chance.probability, chance.range)} · ${CATEGORY_WORD[chance.category]}`;

/** "Safe: …. Moderate: …. Ambitious: …." in the tiers' own words. */
export const tierMeaningsText = (meanings: TierMeanings): string =>
  (['safe', 'moderate', 'ambitious'] as const).map((tier) => `${CATEGORY_WORD[tier]}: ${meanings[tier]}`).join(' ');

/**
 * POST /api/rate-my-chances/batch: every school's estimate from one profile and
 * programme in one request, the same estimate the calculator gives. Keyed by
 * the name asked for; a school the model does not know is absent.
 */
export async function getSchoolChances(
  inputs: CalculatorInputs,
  programme: { code: string; title: string } | null,
  names: string[],
  signal?: AbortSignal,
): Promise<SchoolChances> {
  const body = { ...batchBody(inputs, names), ...(programme ? { programCode: programme.code } : {}) };
  const { data } = await apiClient.post<BatchChanceResponse>('/api/rate-my-chances/batch', body, { signal });
  const chances = new Map<string, SchoolChance>();
  for (const result of data.results ?? []) {
    if (result.found) chances.set(result.universityName, { probability: result.probability, range: result.probabilityRange, category: result.category });
  }
  return {
    chances,
    basis: data.estimateFor ? estimateForText(data.estimateFor, programme) : 'From your calculator inputs.',
    tierMeanings: data.tierMeanings ?? null,
  };
}
