import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';

/** An error whose status and message are safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

function fieldName(error: FastifySchemaValidationError, dataVar: string): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || dataVar;
}

/** One readable sentence naming the field, from Ajv's first error. */
export function describeValidationError(error: FastifySchemaValidationError, dataVar: string): string {
  const params = error.params as Record<string, unknown>;
  const field = fieldName(error, dataVar);
  switch (error.keyword) {
    case 'required':
      return `${String(params.missingProperty)} is required`;
    case 'minLength':
      return params.limit === 1 ? `${field} is required` : `${field} must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'format':
      return params.format === 'email' ? `${field} must be a valid email address` : `${field} must be a valid ${String(params.format)}`;
    case 'pattern':
      return `${field} contains characters that are not allowed`;
    case 'type':
      return `${field} must be of type ${String(params.type)}`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}`;
    case 'enum':
      return `${field} must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}

/** The longest path parameter the router accepts: the longest slug our schemas allow. */
export const MAX_PARAM_LENGTH = 200;

const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid: it has a malformed percent-encoding' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: `A path segment is longer than ${MAX_PARAM_LENGTH} characters` },
};

/**
 * Fastify's `frameworkErrors`: errors the router finds before any route runs
 * (a malformed %-escape, an overlong parameter). They skip the onRequest hooks,
 * so the security headers are set here, and the answer never echoes the URL.
 */
export function frameworkErrorHandler(addSecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const known = FRAMEWORK_MESSAGES[error.code];
    if (!known) request.log.error({ err: error }, 'router error');
    const { status, message } = known ?? { status: 500, message: 'Internal server error' };
    addSecurityHeaders(request, reply);
    void reply.code(status).send({ success: false, message });
  };
}

/**
 * Every error leaves as JSON `{ success: false, message }`: validation problems
 * as 400 naming the field, client errors with their status, a server error the
 * code chose on purpose (an HttpError such as 503 "not configured") with its
 * status and message, and anything unexpected as a logged 500 without internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setSchemaErrorFormatter((errors, dataVar) => {
    const first = errors[0];
    return new Error(first ? describeValidationError(first, dataVar) : `${dataVar} is not valid`);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    if (status < 500) return reply.code(status).send({ success: false, message: error.message });
    if (error instanceof HttpError) {
      request.log.warn({ status, reason: error.message }, 'request refused by the server');
      return reply.code(status).send({ success: false, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ success: false, message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send({ success: false, message: 'Route not found' }));
}
