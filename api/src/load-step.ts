import { spawn } from 'node:child_process';
import type { AppConfig } from './config';
import { openDatabase } from './db/connection';
import { lockSqliteDataDir } from './db/single-process';
import { loadDataSet } from './load-data-set';

/** The argument that makes the API's entry run the load step alone (`node dist/server.cjs --load-data`). */
export const LOAD_DATA_ARGUMENT = '--load-data';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];

/** The load step itself: migrates the database, loads the data set when it changed, and closes. */
export async function loadDataAndClose(config: AppConfig): Promise<void> {
  const processLock = config.databaseUrl ? undefined : lockSqliteDataDir(config.dataDir);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema });
  // One JSON line on stderr per event, at the API's LOG_LEVEL (pino's level names).
  const shown = (level: string) => LEVELS.indexOf(level) >= LEVELS.indexOf(config.logLevel) && LEVELS.includes(config.logLevel);
  const line = (level: string) => (details: object, message: string) => {
    if (shown(level)) console.error(JSON.stringify({ level, msg: message, ...details }));
  };
  try {
    await loadDataSet(database.db, config, { info: line('info'), warn: line('warn') });
    // What the step needs at its peak, for whoever sizes the machine (maxRSS is in KiB).
    line('info')({ peakMegabytes: Math.round(process.resourceUsage().maxRSS / 1024) }, 'load step done');
  } finally {
    await database.close();
    processLock?.release();
  }
}

/**
 * Runs the load step in a process of its own and waits for it to end. It
 * serves the large data set's memory goal (docs/performance.md: under 400 MB
 * serving ten times the data): reading the data file and deriving its rows
 * peaks near 600 MB there, and a process that ends gives all of it back,
 * where the serving process's heap would keep it. The step's own peak is
 * reported beside the goal, not hidden.
 */
export function runLoadStep(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) return Promise.reject(new Error('the API entry is unknown: cannot start the load step'));
  return new Promise((resolve, reject) => {
    // execArgv: the same node flags (and, in development, tsx's loader).
    const step = spawn(process.execPath, [...process.execArgv, entry, LOAD_DATA_ARGUMENT], { stdio: 'inherit' });
    const stop = () => step.kill('SIGTERM');
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    step.once('error', reject);
    step.once('exit', (code, signal) => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      if (code === 0) resolve();
      else reject(new Error(`the data load step failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
