import { httpStatus, RefreshError, serverErrors, serverMessage } from '@gradatlas/shared/api';
import { CALCULATOR_TEXT } from '../messages';

/** What the page does with a failed calculation: go to sign-in, or show a message. */
export type ChanceFailure = { kind: 'sign-in' } | { kind: 'message'; text: string };

/** Thrown for a 2xx answer that is not a result: `{ success: false }` or something unreadable. */
export class UnsuccessfulAnswer extends Error {}

/** An answer `{ success: false, errors }`: SPEC section 8 joins the errors with ', '. */
export function errorsOfUnsuccessful(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const answer = body as { success?: unknown; errors?: unknown };
  if (answer.success !== false) return undefined;
  const errors = Array.isArray(answer.errors) ? answer.errors.filter((e): e is string => typeof e === 'string') : [];
  return errors.join(', ');
}

/**
 * SPEC section 8, Calculator: 401 redirects to /login (so does a session whose
 * refresh failed); anything else shows the errors joined by ', ', else the
 * server's message, else the generic text.
 */
export function chanceFailure(error: unknown): ChanceFailure {
  if (error instanceof UnsuccessfulAnswer) return { kind: 'message', text: error.message };
  if (httpStatus(error) === 401 || error instanceof RefreshError) return { kind: 'sign-in' };
  const errors = serverErrors(error);
  if (errors && errors.length > 0) return { kind: 'message', text: errors.join(', ') };
  return { kind: 'message', text: serverMessage(error) ?? CALCULATOR_TEXT.genericError };
}
