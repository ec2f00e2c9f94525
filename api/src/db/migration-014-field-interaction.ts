import type { Kysely, Migration } from 'kysely';

/** INP reports name the kind of tap that set them (issue 50): null for other metrics and older rows. */
export const fieldInteraction: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('field_metrics').addColumn('interaction', 'text').execute();
  },
};
