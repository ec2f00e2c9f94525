import type { Kysely, Migration } from 'kysely';

/** Contact messages and idempotency keys are deleted by age (features/contact/contact-messages.ts): by these indexes. */
export const retention: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('contact_messages_created_at').on('contact_messages').column('created_at').execute();
    await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
  },
};
