import { openDatabase, type DatabaseHandle } from '../../src/db/connection';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import { uniqueSchema, type DatabaseTarget } from './databases';

export interface AppWithDatabase {
  t: TestApp;
  db: DatabaseHandle;
  /** Closes the test's own connection, then the app. */
  close(): Promise<void>;
}

/**
 * An app whose tables the test can read too: the same SQLite file, or the
 * same PostgreSQL schema (named here, since the harness would pick a random one).
 */
export async function appWithDatabase(target: DatabaseTarget, options: TestAppOptions = {}): Promise<AppWithDatabase> {
  const schema = target.databaseUrl ? uniqueSchema() : undefined;
  const t = await createTestApp(target, { ...options, env: { ...(schema ? { DATABASE_SCHEMA: schema } : {}), ...options.env } });
  const db = await openDatabase({ dataDir: t.dataDir, databaseUrl: target.databaseUrl, databaseSchema: schema });
  return {
    t,
    db,
    close: async () => {
      await db.close();
      await t.close();
    },
  };
}

/** Runs one test's body against its own app and database, closed afterwards whatever the body did. */
export async function withAppWithDatabase(
  target: DatabaseTarget,
  options: TestAppOptions,
  body: (app: AppWithDatabase) => Promise<void>,
): Promise<void> {
  const app = await appWithDatabase(target, options);
  try {
    await body(app);
  } finally {
    await app.close();
  }
}
