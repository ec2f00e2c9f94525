import { apiClient, isAxiosError, isCancel } from '@gradatlas/shared/api';
import type { ContactBody } from '@gradatlas/shared/contracts';

/** The answer the form acts on: SPEC section 7, `success` and `message`. */
export interface ContactResult {
  success: boolean;
  message?: string;
}

const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const DEFAULT_RETRY_DELAY_MS = 1_000;

/** A failure where the message may never have reached the server, or a gateway dropped it. */
function isTransient(error: unknown): boolean {
  if (!isAxiosError(error) || isCancel(error)) return false;
  const status = error.response?.status;
  return status === undefined || RETRYABLE_STATUSES.has(status);
}

/** An error answer that still says `{ success: false, message }` (validation, rate limit). */
function refusal(error: unknown): ContactResult | undefined {
  if (!isAxiosError(error)) return undefined;
  const data = error.response?.data as
    | { success?: unknown; message?: unknown }
    | undefined;
  if (!data || data.success !== false) return undefined;
  return { success: false, message: typeof data.message === 'string' ? data.message : undefined };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/contact/submit. One automatic retry after a transient failure,
 * with the SAME Idempotency-Key, so a message the server did store is not
 * stored twice. A new submission by the user must use a new key.
 */
export async function submitContact(
  body: ContactBody,
  idempotencyKey: string,
  retryDelayMs: number = DEFAULT_RETRY_DELAY_MS,
): Promise<ContactResult> {
  const send = () =>
    apiClient.post<ContactResult>('/api/contact/submit', body, { headers: { 'Idempotency-Key': idempotencyKey } });
  try {
    let response;
    try {
      response = await send();
    } catch (error) {
      if (!isTransient(error)) throw error;
      await wait(retryDelayMs);
      response = await send();
    }
    return { success: response.data?.success === true, message: response.data?.message };
  } catch (error) {
    const answer = refusal(error);
    if (answer) return answer;
    throw error;
  }
}
