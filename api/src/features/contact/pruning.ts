import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessages } from './contact-messages';

/** Old messages and keys are deleted at start and then this often. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes contact messages and idempotency keys past their retention now
 * (awaited, so a start applies a lowered retention at once) and every hour.
 * A failure is logged and tried again at the next hour; it never stops the API.
 */
export async function startContactPruning(messages: ContactMessages, log: FastifyBaseLogger): Promise<{ stop(): void }> {
  const prune = async () => {
    try {
      const deleted = await messages.prune();
      if (deleted.messages > 0 || deleted.keys > 0) log.info(deleted, 'deleted contact messages and idempotency keys past their retention');
    } catch (error) {
      log.warn({ err: error }, 'deleting old contact messages failed; trying again in an hour');
    }
  };
  await prune();
  const timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
