import { apiClient, httpStatus, serverMessage } from '@gradatlas/shared/api';
import { useSessionStore } from './session-store';
import type { SessionUser } from './session-types';

export const LOGIN_ERRORS = {
  tooManyAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
  googleFailed: 'Google login failed. Please try again.',
  noUser: 'Login failed. Please try again.',
} as const;

interface VerifyAnswer {
  user?: SessionUser;
  accessToken?: string;
  refreshToken?: string;
}

export type SignInResult = { ok: true } | { ok: false; message: string };

/**
 * Sends an identity-provider credential to the API for verification and, on
 * success, starts the session. Returns the SPEC section 8 text on failure.
 */
export async function signInWithIdToken(idToken: string): Promise<SignInResult> {
  try {
    const { data } = await apiClient.post<VerifyAnswer>(
      '/api/auth/verify-google-token',
      { token: idToken },
      { skipAuthRefresh: true },
    );
    if (!data?.user) return { ok: false, message: LOGIN_ERRORS.noUser };
    useSessionStore.getState().signIn(data.user, data.accessToken, data.refreshToken);
    return { ok: true };
  } catch (error) {
    if (httpStatus(error) === 429) return { ok: false, message: LOGIN_ERRORS.tooManyAttempts };
    return { ok: false, message: serverMessage(error) ?? LOGIN_ERRORS.googleFailed };
  }
}

/**
 * The local development identity provider (API, only when no Google client id
 * is configured) issues an ID token for a demo student; it then goes through
 * the very same verification as a Google credential.
 */
export async function requestDevelopmentIdToken(): Promise<string> {
  const { data } = await apiClient.post<{ idToken: string }>('/api/dev-identity/id-token', {}, { skipAuthRefresh: true });
  return data.idToken;
}
