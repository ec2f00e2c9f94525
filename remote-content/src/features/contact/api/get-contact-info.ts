import { apiClient } from '@gradatlas/shared/api';
import type { ContactInfo } from '@gradatlas/shared/contracts';

/** GET /api/contact/info. SPEC section 7: fired on load; the page does not show the answer. */
export async function getContactInfo(signal?: AbortSignal): Promise<ContactInfo> {
  const { data } = await apiClient.get<ContactInfo>('/api/contact/info', { signal });
  return data;
}
