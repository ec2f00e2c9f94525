import { apiClient } from '@gradatlas/shared/api';
import type { ProgramSuggestion } from '@gradatlas/shared/contracts';

/** Reads the suggestions answer, keeping only well-formed entries (an older or broken API never breaks the box). */
export function readProgramSuggestions(body: unknown): ProgramSuggestion[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.filter(
    (item): item is ProgramSuggestion =>
      typeof item?.code === 'string' && typeof item.title === 'string' && typeof item.covers === 'string' && typeof item.universities === 'number',
  );
}

/** GET /api/public/programs/suggestions: programmes (CIP codes) for the typed words, best first. Public for guests and students alike. */
export async function getProgramSuggestions(text: string, signal?: AbortSignal): Promise<ProgramSuggestion[]> {
  const response = await apiClient.get<unknown>('/api/public/programs/suggestions', { params: { query: text }, signal });
  return readProgramSuggestions(response.data);
}
