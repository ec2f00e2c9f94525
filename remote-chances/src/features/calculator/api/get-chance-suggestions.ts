import { apiClient } from '@gradatlas/shared/api';
import type { ChanceSuggestion } from '@gradatlas/shared/contracts';

const isSuggestion = (item: unknown): item is ChanceSuggestion =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as ChanceSuggestion).name === 'string' &&
  typeof (item as ChanceSuggestion).country === 'string';

/** GET /api/rate-my-chances/suggestions: university names (and countries) for the typed text. */
export async function getChanceSuggestions(text: string, signal?: AbortSignal): Promise<ChanceSuggestion[]> {
  const response = await apiClient.get<unknown>('/api/rate-my-chances/suggestions', { params: { query: text }, signal });
  return Array.isArray(response.data) ? response.data.filter(isSuggestion) : [];
}
