import type { FastifyInstance } from 'fastify';
import { ContactBody, ContactHeaders, ContactResponse, ErrorResponse } from '@gradatlas/shared/contracts';
import { HttpError } from '../../plugins/errors';
import type { ContactMessage, ContactMessages } from './contact-messages';

const REQUIRED = ['name', 'email', 'subject', 'message'] as const;

/** The schema checks types, lengths and the email format; this catches fields that are only spaces. */
function normalise(body: ContactBody): ContactMessage {
  for (const field of REQUIRED) {
    if (body[field].trim() === '') throw new HttpError(400, `${field} is required`);
  }
  const phone = body.phone?.trim() || null;
  return { name: body.name.trim(), email: body.email.trim(), phone, subject: body.subject.trim(), message: body.message.trim() };
}

export function contactRoutes(app: FastifyInstance, options: { messages: ContactMessages; perHour: number }): void {
  const { messages } = options;

  app.post<{ Body: ContactBody; Headers: ContactHeaders }>(
    '/api/contact/submit',
    {
      config: { rateLimit: { max: options.perHour, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['contact'],
        summary: 'Store a contact message (idempotent with an Idempotency-Key header)',
        body: ContactBody,
        headers: ContactHeaders,
        response: { 200: ContactResponse, 400: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply): Promise<ContactResponse> => {
      const result = await messages.submit(normalise(request.body), request.headers['idempotency-key'], request.ip);
      if (result.outcome === 'key-conflict') {
        throw new HttpError(422, 'This Idempotency-Key was already used for a different message; send a new key with a new message.');
      }
      if (result.outcome === 'replayed') reply.header('Idempotent-Replayed', 'true');
      return result.response;
    },
  );
}
