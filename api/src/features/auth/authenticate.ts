import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_REQUIRED_MESSAGE } from '../../lib/current-user';
import { HttpError } from '../../plugins/errors';
import type { AccessTokens } from './access-tokens';
import type { RevokedSessions } from './revoked-sessions';

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

export const SESSION_ENDED_MESSAGE = 'Session has ended; please sign in again';

/**
 * A hook that lets a request through only with a valid access token of a live
 * session (else 401 JSON). It reads only headers, so it can run at onRequest,
 * before any body is read.
 */
export function createAuthenticate(tokens: AccessTokens, revoked: RevokedSessions): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new HttpError(401, AUTH_REQUIRED_MESSAGE);
    let verified;
    try {
      verified = await tokens.verify(token);
    } catch (error) {
      const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      throw new HttpError(401, expired ? 'Access token has expired' : 'Invalid access token');
    }
    // From memory while this process knows every ended session (no query, no promise).
    const ended = revoked.has(verified.sessionId);
    if (ended === true || (ended !== false && (await ended))) throw new HttpError(401, SESSION_ENDED_MESSAGE);
    request.userId = verified.subject;
  };
}
