import type { Kysely, Migration } from 'kysely';

/**
 * Field data from visitors' browsers (features/field-data): one row per Web
 * Vitals metric of a page view, keyed by the random id the browser gave it, so
 * a later report of the same CLS or INP replaces the earlier value; and one row
 * per reported failure. No column can hold personal data (see the contract in
 * shared/src/contracts/field-data.ts). Both are pruned by age and row count,
 * oldest first, which the created_at indexes serve.
 */
export const fieldData: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('field_metrics')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('route', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('value', 'double precision', (c) => c.notNull())
      .addColumn('created_at', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('field_metrics_created_at').on('field_metrics').columns(['created_at', 'id']).execute();

    await db.schema
      .createTable('field_errors')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('route', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('field_errors_created_at').on('field_errors').columns(['created_at', 'id']).execute();
  },
};
