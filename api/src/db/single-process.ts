import SQLite from 'better-sqlite3';
import { privateDataFile } from './connection';

/** The sentinel beside the database; only its lock matters, never its contents. */
export const PROCESS_LOCK_FILE = 'gradatlas.sqlite.process-lock';

/**
 * One API process per SQLite database. Each process keeps the ended sessions
 * in memory and hears of no other process's logouts (only PostgreSQL carries
 * them, revoked-sessions.ts), so a second process on the same file would
 * honour access tokens the first had ended. Several processes: use PostgreSQL.
 *
 * The lock is SQLite's own: a sentinel database held in locking_mode=EXCLUSIVE
 * after an exclusive transaction keeps an OS file lock (fcntl) for as long as
 * its connection is open. The operating system drops it when the process
 * ends, a crash or SIGKILL included, so a dead process never blocks the next
 * start, and no PID file can go stale or name a reused PID. A sentinel, not
 * the database itself: an exclusive lock on the database would also shut out
 * the tools that read it beside a running server (`npm run vitals`, the
 * browser tests' field-data check). Like every
 * fcntl lock it needs a local file system (not NFS).
 */
export function lockSqliteDataDir(dataDir: string): { release(): void } {
  const sentinel = new SQLite(privateDataFile(dataDir, PROCESS_LOCK_FILE), { timeout: 0 });
  try {
    sentinel.pragma('locking_mode = EXCLUSIVE');
    sentinel.exec('BEGIN EXCLUSIVE; COMMIT;');
  } catch (error) {
    sentinel.close();
    if ((error as { code?: unknown }).code !== 'SQLITE_BUSY') throw error;
    throw new Error(
      `Another API process is using the SQLite database in ${dataDir}. One process per SQLite database: the processes would not hear each other's logouts. Stop the other process, give this one its own DATA_DIR, or run several processes on PostgreSQL (DATABASE_URL).`,
    );
  }
  return { release: () => sentinel.close() };
}
