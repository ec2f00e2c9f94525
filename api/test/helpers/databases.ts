import { randomBytes } from 'node:crypto';

export interface DatabaseTarget {
  name: 'sqlite' | 'postgres';
  databaseUrl?: string;
}

/**
 * The databases every API suite runs on: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set (scripts/with-postgres.ts sets it for `npm test`).
 * Under CI a missing PostgreSQL is an error, never a silent skip.
 */
export function databaseTargets(): DatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI === 'true') throw new Error('TEST_DATABASE_URL is not set: run the API tests through `npm test -w api`');
  return url ? [{ name: 'sqlite' }, { name: 'postgres', databaseUrl: url }] : [{ name: 'sqlite' }];
}

/** A fresh PostgreSQL schema name per app, so suites never see each other's rows. */
export function uniqueSchema(): string {
  return `test_${randomBytes(6).toString('hex')}`;
}
