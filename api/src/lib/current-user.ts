import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';

// Shared by every feature behind sign-in: the auth feature's `authenticate`
// hook sets `request.userId`, the routes behind it read it here, so they need
// not import the auth feature.
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` from a valid access token. */
    userId?: string;
  }
}

export const AUTH_REQUIRED_MESSAGE = 'Authentication required';

/** The signed-in user's id; only call behind `authenticate`. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.userId) throw new HttpError(401, AUTH_REQUIRED_MESSAGE);
  return request.userId;
}
