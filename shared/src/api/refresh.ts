import { isAxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './token-storage';

export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string | null;
}

interface RefreshAnswer {
  accessToken?: string;
  refreshToken?: string;
}

/** What the refresher needs of a client. */
interface PostingClient {
  post<T>(url: string, data?: unknown, options?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

/** The session is over: there is no refresh token, or the server refused it. */
export class RefreshError extends Error {
  constructor(message: 'No refresh token available' | 'Refresh failed') {
    super(message);
    this.name = 'RefreshError';
  }
}

/**
 * The refresh did not reach a verdict: no answer (offline, timeout) or a
 * server error. The tokens are kept, so a blip does not sign anyone out.
 */
export class RefreshUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The session could not be renewed right now', { cause });
    this.name = 'RefreshUnavailableError';
  }
}

/** A refresh that failed without the server judging the token: nothing answered, or a 5xx. */
function isUnavailable(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500;
}

const LOCK_NAME = 'gradatlas-token-refresh';

/**
 * Builds the one token refresher for a client. The client is passed in rather
 * than imported, so this module and client.ts do not depend on each other.
 *
 * Concurrent callers in one tab share one request; across tabs a Web Lock lets
 * only one tab refresh at a time, and a tab that waited reuses the tokens the
 * other tab stored, because presenting a rotated refresh token again would
 * revoke the whole session.
 */
export function createTokenRefresher(client: PostingClient): () => Promise<RefreshedTokens> {
  let inFlight: Promise<RefreshedTokens> | null = null;

  async function refreshOnce(tokenSeenBefore: string | null): Promise<RefreshedTokens> {
    const current = getRefreshToken();
    if (!current) {
      clearTokens();
      throw new RefreshError('No refresh token available');
    }
    const accessNow = getAccessToken();
    if (tokenSeenBefore && current !== tokenSeenBefore && accessNow) {
      // Another tab rotated the tokens while we waited for the lock.
      return { accessToken: accessNow, refreshToken: current };
    }
    try {
      const { data } = await client.post<RefreshAnswer>('/api/auth/refresh', { refreshToken: current }, { skipAuthRefresh: true });
      if (!data.accessToken) throw new Error('no access token');
      storeTokens(data.accessToken, data.refreshToken ?? null);
      return { accessToken: data.accessToken, refreshToken: data.refreshToken ?? current };
    } catch (error) {
      if (isUnavailable(error)) throw new RefreshUnavailableError(error);
      clearTokens();
      throw new RefreshError('Refresh failed');
    }
  }

  async function runExclusively(tokenSeenBefore: string | null): Promise<RefreshedTokens> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return refreshOnce(tokenSeenBefore);
    return locks.request(LOCK_NAME, () => refreshOnce(tokenSeenBefore));
  }

  return function refreshTokens(): Promise<RefreshedTokens> {
    inFlight ??= runExclusively(getRefreshToken()).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
