import { Type, type Static } from '@sinclair/typebox';

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000, phone: 30 } as const;
/** Digits, +, spaces, hyphens and parentheses, e.g. "+1 (555) 010-9999". */
export const PHONE_PATTERN = '^[0-9+ ()-]*$';

export const ContactBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.name }),
  email: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.email, format: 'email' }),
  phone: Type.Optional(Type.Union([Type.String({ maxLength: CONTACT_LIMITS.phone, pattern: PHONE_PATTERN }), Type.Null()])),
  subject: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.subject }),
  message: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.message }),
});
export type ContactBody = Static<typeof ContactBody>;

export const ContactHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 255, description: 'A fresh value (e.g. a UUID) per submission; a retry with the same key and body gets the same answer' }),
  ),
});
export type ContactHeaders = Static<typeof ContactHeaders>;

export const CONTACT_SUCCESS_MESSAGE = 'Thank you! Your message has been sent successfully.';

export const ContactResponse = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type ContactResponse = Static<typeof ContactResponse>;
