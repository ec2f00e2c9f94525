import type { Kysely, Migration } from 'kysely';

/**
 * What the chance model needs of a school beyond the first schema: its College
 * Scorecard UNITID (the key of its pooled effect, fitted on real decisions) and
 * its graduate enrolment (GRADS). Both nullable: Canadian records have neither.
 */
export const graduateProfile: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('universities').addColumn('unitid', 'integer').execute();
    await db.schema.alterTable('universities').addColumn('graduate_students', 'integer').execute();
  },
};
