import { apiClient } from '@gradatlas/shared/api';
import type { CurrentUserResponse } from '@gradatlas/shared/contracts';

/**
 * The student the stored access token belongs to (GET /api/auth/verify). A
 * refused token goes the way of any refused token: the client refreshes once,
 * and a refused refresh ends the session.
 */
export async function getCurrentUser(): Promise<CurrentUserResponse['user']> {
  const { data } = await apiClient.get<CurrentUserResponse>('/api/auth/verify');
  return data.user;
}
