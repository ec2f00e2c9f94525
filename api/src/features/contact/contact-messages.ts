import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CONTACT_SUCCESS_MESSAGE, type ContactBody, type ContactResponse } from '@gradatlas/shared/contracts';
import type { Database } from '../../db/schema';

const SCOPE = 'contact';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Messages are kept about six months: long enough to answer one and follow it
 * up through an application season, not years of names, emails, phones and
 * addresses nobody needs (CONTACT_RETENTION_DAYS changes it).
 */
export const DEFAULT_CONTACT_RETENTION_DAYS = 180;

/**
 * An Idempotency-Key is remembered a day: a client retries within seconds or
 * minutes; after a day the same key is a new submission.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = DAY_MS;

export type SubmitResult =
  | { outcome: 'stored'; response: ContactResponse }
  | { outcome: 'replayed'; response: ContactResponse }
  | { outcome: 'key-conflict' };

/** The message as stored: trimmed, empty phone as null. */
export type ContactMessage = Omit<ContactBody, 'phone'> & { phone: string | null };

/** What an idempotent replay must match: the same message, field by field. */
function fingerprint(message: ContactMessage): string {
  const canonical = JSON.stringify([message.name, message.email, message.phone, message.subject, message.message]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/** Thrown inside the transaction to roll it back when another request owns the key. */
class KeyTaken extends Error {}

/**
 * Contact messages, written before the API answers. With an Idempotency-Key
 * the message row and the key's stored answer commit in one transaction, so a
 * retry of the same submission gets the same answer and adds no second row.
 */
export class ContactMessages {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly retentionDays = DEFAULT_CONTACT_RETENTION_DAYS,
  ) {}

  /** Deletes messages past their retention and idempotency keys older than a day (all scopes). */
  async prune(now = Date.now()): Promise<{ messages: number; keys: number }> {
    const messages = await this.db.deleteFrom('contact_messages').where('created_at', '<', now - this.retentionDays * DAY_MS).executeTakeFirst();
    const keys = await this.db.deleteFrom('idempotency_keys').where('created_at', '<', now - IDEMPOTENCY_KEY_RETENTION_MS).executeTakeFirst();
    return { messages: Number(messages.numDeletedRows), keys: Number(keys.numDeletedRows) };
  }

  async submit(message: ContactMessage, idempotencyKey: string | undefined, clientIp: string | null, now = Date.now()): Promise<SubmitResult> {
    const response: ContactResponse = { success: true, message: CONTACT_SUCCESS_MESSAGE };
    const print = fingerprint(message);
    try {
      await this.db.transaction().execute(async (trx) => {
        if (idempotencyKey !== undefined) {
          // A key past its day is forgotten here even before the hourly prune reaches it.
          await trx
            .deleteFrom('idempotency_keys')
            .where('scope', '=', SCOPE)
            .where('key', '=', idempotencyKey)
            .where('created_at', '<', now - IDEMPOTENCY_KEY_RETENTION_MS)
            .execute();
          // Insert-or-nothing claims the key; a concurrent request with the same
          // key waits on PostgreSQL's unique index and then inserts nothing.
          const claimed = await trx
            .insertInto('idempotency_keys')
            .values({ scope: SCOPE, key: idempotencyKey, fingerprint: print, status_code: 200, response: JSON.stringify(response), created_at: now })
            .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
            .executeTakeFirst();
          if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) throw new KeyTaken();
        }
        await trx
          .insertInto('contact_messages')
          .values({ id: randomUUID(), ...message, client_ip: clientIp, created_at: now })
          .execute();
      });
      return { outcome: 'stored', response };
    } catch (error) {
      if (!(error instanceof KeyTaken) || idempotencyKey === undefined) throw error;
    }
    const stored = await this.db
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'response'])
      .where('scope', '=', SCOPE)
      .where('key', '=', idempotencyKey)
      .executeTakeFirstOrThrow();
    if (stored.fingerprint !== print) return { outcome: 'key-conflict' };
    return { outcome: 'replayed', response: JSON.parse(stored.response) as ContactResponse };
  }

  /** For tests and support: how many messages are stored. */
  async count(): Promise<number> {
    const row = await this.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
