import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import {
  CurrentUserResponse,
  ErrorResponse,
  LogoutBody,
  LogoutResponse,
  RefreshBody,
  SignInResponse,
  TokenPair,
  VerifyIdTokenBody,
} from '@gradatlas/shared/contracts';
import { currentUserId } from '../../lib/current-user';
import type { IdentityProvider } from '../../lib/identity-provider';
import { HttpError } from '../../plugins/errors';
import type { AccessTokens } from './access-tokens';
import { IdTokenError, verifyIdToken } from './id-token';
import type { RefreshTokens } from './refresh-tokens';
import type { UsedIdTokens } from './used-id-tokens';
import type { UsersRepository } from './users-repository';

export interface AuthRouteOptions {
  providers: IdentityProvider[];
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  users: UsersRepository;
  usedIdTokens: UsedIdTokens;
  authenticate: preHandlerAsyncHookHandler;
  signInPerMinute: number;
}

const REFRESH_FAILURES = {
  unknown: 'Refresh token is not valid',
  expired: 'Refresh token has expired; please sign in again',
  revoked: 'Session has ended; please sign in again',
  reused: 'Refresh token was already used; the session has been ended for safety',
} as const;

const SIGN_IN_FAILED = 'Google login failed: the sign-in credential could not be verified. Please try again.';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse };

export function authRoutes(app: FastifyInstance, options: AuthRouteOptions): void {
  const { providers, accessTokens, refreshTokens, users, authenticate } = options;

  app.post<{ Body: VerifyIdTokenBody }>(
    '/api/auth/verify-google-token',
    {
      config: { rateLimit: { max: options.signInPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange an identity-provider ID token for our tokens',
        body: VerifyIdTokenBody,
        response: { 200: SignInResponse, ...errors, 503: ErrorResponse },
      },
    },
    async (request): Promise<SignInResponse> => {
      if (providers.length === 0) throw new HttpError(503, 'Sign-in is not configured on this server');
      let claims;
      try {
        claims = await verifyIdToken(request.body.token, providers);
      } catch (error) {
        if (!(error instanceof IdTokenError)) throw error;
        request.log.info({ reason: error.message }, 'ID token rejected');
        throw new HttpError(401, SIGN_IN_FAILED);
      }
      if (!(await options.usedIdTokens.firstUse(claims.tokenKey, claims.expiresAtMs))) {
        request.log.warn({ provider: claims.provider }, 'ID token replayed: refused');
        throw new HttpError(401, SIGN_IN_FAILED);
      }
      const user = await users.upsert(claims);
      const { sessionId, refreshToken } = await refreshTokens.issue(user.id);
      const accessToken = await accessTokens.sign(user.id, sessionId);
      return { success: true, user, accessToken, refreshToken };
    },
  );

  app.post<{ Body: RefreshBody }>(
    '/api/auth/refresh',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['auth'], summary: 'Rotate the refresh token; a reused token ends the session', body: RefreshBody, response: { 200: TokenPair, ...errors } },
    },
    async (request): Promise<TokenPair> => {
      const result = await refreshTokens.rotate(request.body.refreshToken);
      if (!result.ok) {
        if (result.reason === 'reused') request.log.warn('refresh token reuse: family revoked');
        throw new HttpError(401, REFRESH_FAILURES[result.reason]);
      }
      return { accessToken: await accessTokens.sign(result.userId, result.sessionId), refreshToken: result.refreshToken };
    },
  );

  app.post<{ Body: LogoutBody }>(
    '/api/auth/logout',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['auth'], summary: 'End the session of this refresh token', body: LogoutBody, response: { 200: LogoutResponse, ...errors } },
    },
    async (request): Promise<LogoutResponse> => {
      // Same answer for unknown tokens: logout reveals nothing about a token.
      await refreshTokens.revoke(request.body.refreshToken);
      return { success: true, message: 'Logged out' };
    },
  );

  app.get(
    '/api/auth/verify',
    {
      preHandler: authenticate,
      schema: { tags: ['auth'], summary: 'The signed-in user', security: [{ bearerAuth: [] }], response: { 200: CurrentUserResponse, 401: ErrorResponse } },
    },
    async (request): Promise<CurrentUserResponse> => {
      const user = await users.findById(currentUserId(request));
      if (!user) throw new HttpError(401, 'User no longer exists');
      return { success: true, user };
    },
  );
}
