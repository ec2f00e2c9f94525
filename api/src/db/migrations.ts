import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { fastQueries } from './migration-003-fast-queries';
import { shortlist } from './migration-004-shortlist';
import { currency } from './migration-005-currency';
import { fieldData } from './migration-006-field-data';
import { rateLimits } from './migration-007-rate-limits';
import { usedIdTokens } from './migration-008-used-id-tokens';
import { currencyPreference } from './migration-009-currency-preference';
import { answerText } from './migration-010-answer-text';
import { listPosition } from './migration-011-list-position';
import { sessions } from './migration-012-sessions';
import { retention } from './migration-013-retention';
import { fieldInteraction } from './migration-014-field-interaction';
import { universityAwards } from './migration-015-university-awards';
import { programmeLists } from './migration-016-programme-lists';

// Column types portable between SQLite and PostgreSQL: text, integer and
// double precision (SQLite gives the latter REAL affinity, an 8-byte float).
const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('universities')
      .addColumn('slug', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_search', 'text', (c) => c.notNull())
      .addColumn('city', 'text')
      .addColumn('city_search', 'text', (c) => c.notNull())
      .addColumn('state', 'text')
      .addColumn('state_search', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('tuition_fees', 'double precision')
      .addColumn('living_expenses', 'double precision')
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('summary', 'text')
      .addColumn('grad_atlas_rank', 'integer')
      .addColumn('acceptance_rate', 'double precision')
      .addColumn('average_gre', 'double precision')
      .addColumn('average_gmat', 'double precision')
      .addColumn('average_toefl', 'double precision')
      .addColumn('average_ielts', 'double precision')
      .addColumn('average_gpa', 'double precision')
      .addColumn('record', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('universities_country_rank').on('universities').columns(['country', 'grad_atlas_rank', 'name']).execute();
    await db.schema.createIndex('universities_rank').on('universities').columns(['grad_atlas_rank', 'name']).execute();
    await db.schema.createIndex('universities_name_search').on('universities').column('name_search').execute();

    await db.schema
      .createTable('meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('picture', 'text')
      .addColumn('created_at', 'double precision', (c) => c.notNull())
      .addColumn('updated_at', 'double precision', (c) => c.notNull())
      .addUniqueConstraint('users_provider_subject', ['provider', 'subject'])
      .execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('family_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'double precision', (c) => c.notNull())
      .addColumn('expires_at', 'double precision', (c) => c.notNull())
      .addColumn('used_at', 'double precision')
      .addColumn('revoked_at', 'double precision')
      .execute();
    await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('client_ip', 'text')
      .addColumn('created_at', 'double precision', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer', (c) => c.notNull())
      .addColumn('response', 'text', (c) => c.notNull())
      .addColumn('created_at', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
      .execute();
  },
};

/** Migrations live in code so a fresh checkout needs no files beside the build. */
export const migrationProvider: MigrationProvider = {
  getMigrations: () =>
    Promise.resolve({
      '001_initial': initial,
      '003_fast_queries': fastQueries,
      '004_shortlist': shortlist,
      '005_currency': currency,
      '006_field_data': fieldData,
      '007_rate_limits': rateLimits,
      '008_used_id_tokens': usedIdTokens,
      '009_currency_preference': currencyPreference,
      '010_answer_text': answerText,
      '011_list_position': listPosition,
      '012_sessions': sessions,
      '013_retention': retention,
      '014_field_interaction': fieldInteraction,
      '015_university_awards': universityAwards,
      '016_programme_lists': programmeLists,
    }),
};

/**
 * Runs pending migrations. On PostgreSQL the migrator's own tables must be
 * named by schema: otherwise it finds another schema's tables on the search
 * path, skips creating its own and then fails to lock them.
 */
export async function migrateToLatest(db: Kysely<unknown>, migrationTableSchema?: string): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider, ...(migrationTableSchema ? { migrationTableSchema } : {}) }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, { cause: error });
  }
}
