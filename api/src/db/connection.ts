import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './schema';
import { migrateToLatest } from './migrations';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL: the schema in use (the configured one, else the server's current_schema()). */
  schema?: string | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to create and use (search_path). */
  databaseSchema?: string | undefined;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const SQLITE_FILE = 'gradatlas.sqlite';

/**
 * The database holds contact names, emails, phones and addresses: the folder
 * is its owner's only (0700) and so is every file in it (0600), made so
 * before anything opens it; an older installation's world-readable folder is
 * narrowed too.
 */
export function privateDataFile(dataDir: string, name: string): string {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  const file = path.join(dataDir, name);
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  return file;
}

/**
 * SQLite gives its -wal and -shm files the database file's permissions; an
 * older installation's world-readable files are narrowed.
 */
function privateDatabaseFile(dataDir: string): string {
  const file = privateDataFile(dataDir, SQLITE_FILE);
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    if (fs.existsSync(file + suffix)) fs.chmodSync(file + suffix, 0o600);
  }
  return file;
}

/** Statements kept, at most: a query whose text varies (a programme's IN list) must not grow the cache without end. */
const STATEMENTS_KEPT = 500;

/**
 * The database with its prepared statements kept by their SQL text. Why: the
 * API's load goal (docs/performance.md, 1,000 requests a second on one core
 * at p99 25 ms): Kysely asks better-sqlite3 to prepare every query again,
 * which was about a tenth of the API's busy time under the benchmark's mix.
 * SQLite prepares a kept statement again by itself if the schema changes.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement === undefined) {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value as string);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

function openSqlite(dataDir: string): DatabaseHandle {
  const file = privateDatabaseFile(dataDir);
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; synchronous=FULL makes each commit
  // durable before we answer (NORMAL may lose the last commits on power loss).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

async function openPostgres(url: string, schema: string | undefined): Promise<DatabaseHandle> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`DATABASE_SCHEMA "${schema}" is not a plain schema name`);
  if (schema) {
    const setup = new Pool({ connectionString: url, max: 1 });
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new Pool({ connectionString: url, max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Opens SQLite in dataDir, or PostgreSQL when a URL is given, and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? await openPostgres(options.databaseUrl, options.databaseSchema) : openSqlite(options.dataDir);
  try {
    // The schema in use: the configured one, else the server's current_schema().
    const schema =
      handle.kind === 'postgres'
        ? (options.databaseSchema ?? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema)
        : undefined;
    await migrateToLatest(handle.db as Kysely<unknown>, schema);
    return { ...handle, schema };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
