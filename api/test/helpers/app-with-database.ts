import { openDatabase, type DatabaseHandle } from '../../src/db/connection';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import { uniqueSchema, type DatabaseTarget } from './databases';

/**
 * An app whose tables the test can read too: the same SQLite file, or the
 * same PostgreSQL schema (named here, since the harness would pick a random one).
 */
export async function appWithDatabase(target: DatabaseTarget, options: TestAppOptions = {}): Promise<{ t: TestApp; db: DatabaseHandle }> {
  const schema = target.databaseUrl ? uniqueSchema() : undefined;
  const t = await createTestApp(target, { ...options, env: { ...(schema ? { DATABASE_SCHEMA: schema } : {}), ...options.env } });
  const db = await openDatabase({ dataDir: t.dataDir, databaseUrl: target.databaseUrl, databaseSchema: schema });
  return { t, db };
}
