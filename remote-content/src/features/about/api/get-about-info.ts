import { apiClient } from '@gradatlas/shared/api';
import type { AboutInfo } from '@gradatlas/shared/contracts';

/** GET /api/about. SPEC section 7: fired on load; the page does not show the answer. */
export async function getAboutInfo(signal?: AbortSignal): Promise<AboutInfo> {
  const { data } = await apiClient.get<AboutInfo>('/api/about', { signal });
  return data;
}
