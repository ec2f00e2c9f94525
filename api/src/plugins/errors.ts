import type { FastifyError, FastifyInstance } from 'fastify';
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

/**
 * Every error leaves as JSON `{ success: false, message }`: validation problems
 * as 400 naming the field, client errors with their status, and anything
 * unexpected as a logged 500 without internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setSchemaErrorFormatter((errors, dataVar) => {
    const first = errors[0];
    return new Error(first ? describeValidationError(first, dataVar) : `${dataVar} is not valid`);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, message: 'Internal server error' });
    }
    return reply.code(status).send({ success: false, message: error.message });
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send({ success: false, message: 'Route not found' }));
}
