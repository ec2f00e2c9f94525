import { apiClient } from '@gradatlas/shared/api';
import type { ContactBody } from '@gradatlas/shared/contracts';

/** The answer the form acts on: SPEC section 7, `success` and `message`. */
export interface ContactResult {
  success: boolean;
  message?: string;
}

const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const DEFAULT_RETRY_DELAY_MS = 1_000;

// Read through the error's shape: only shared/src/api may import axios.
type HttpErrorShape = { isAxiosError?: boolean; code?: string; response?: { status?: number; data?: unknown } } | null;

/** A failure where the message may never have reached the server, or a gateway dropped it. */
function isTransient(error: unknown): boolean {
  const details = error as HttpErrorShape;
  if (!details?.isAxiosError || details.code === 'ERR_CANCELED') return false;
  const status = details.response?.status;
  return status === undefined || RETRYABLE_STATUSES.has(status);
}

/** An error answer that still says `{ success: false, message }` (validation, rate limit). */
function refusal(error: unknown): ContactResult | undefined {
  const data = (error as HttpErrorShape)?.response?.data as
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
