import { httpStatus, isAxiosError, RefreshError, serverErrors, serverMessage } from '@gradatlas/shared/api';
import type { ChanceInputField } from '@gradatlas/shared/contracts';
import { CALCULATOR_TEXT } from '../messages';

/** Each problem the server named a field for, by field (the first message of each). */
export type FieldErrors = Partial<Record<ChanceInputField, string>>;

/** What the page does with a failed calculation: go to sign-in, or show a message (and each field's problem beside it). */
export type ChanceFailure = { kind: 'sign-in' } | { kind: 'message'; text: string; fields: FieldErrors };

/** Thrown for a 2xx answer that is not a result: `{ success: false }` or something unreadable. */
export class UnsuccessfulAnswer extends Error {
  constructor(message: string, readonly body: unknown = undefined) {
    super(message);
  }
}

/** An answer `{ success: false, errors }`: SPEC section 8 joins the errors with ', '. */
export function errorsOfUnsuccessful(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const answer = body as { success?: unknown; errors?: unknown };
  if (answer.success !== false) return undefined;
  const errors = Array.isArray(answer.errors) ? answer.errors.filter((e): e is string => typeof e === 'string') : [];
  return errors.join(', ');
}

/** The answer's `fieldErrors`, each kept only when it names a field and a message. */
function fieldErrorsOf(body: unknown): FieldErrors {
  const list = typeof body === 'object' && body !== null ? (body as { fieldErrors?: unknown }).fieldErrors : undefined;
  const fields: FieldErrors = {};
  if (!Array.isArray(list)) return fields;
  for (const item of list as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof item?.field === 'string' && typeof item.message === 'string') fields[item.field as ChanceInputField] ??= item.message;
  }
  return fields;
}

/**
 * SPEC section 8, Calculator: 401 redirects to /login (so does a session whose
 * refresh failed); anything else shows the errors joined by ', ', else the
 * server's message, else the generic text. Beyond the SPEC, the problems the
 * server ties to a field are kept by field, to be shown beside it.
 */
export function chanceFailure(error: unknown): ChanceFailure {
  if (error instanceof UnsuccessfulAnswer) return { kind: 'message', text: error.message, fields: fieldErrorsOf(error.body) };
  if (httpStatus(error) === 401 || error instanceof RefreshError) return { kind: 'sign-in' };
  const fields = isAxiosError(error) ? fieldErrorsOf(error.response?.data) : {};
  const errors = serverErrors(error);
  if (errors && errors.length > 0) return { kind: 'message', text: errors.join(', '), fields };
  return { kind: 'message', text: serverMessage(error) ?? CALCULATOR_TEXT.genericError, fields };
}
