import { apiClient } from '@gradatlas/shared';
import type { AboutInfo } from '@gradatlas/shared/contracts';

/** GET /api/about. SPEC section 7: fired on load; the page does not show the answer. */
export async function getAboutInfo(): Promise<AboutInfo> {
  const { data } = await apiClient.get<AboutInfo>('/api/about');
  return data;
}
