/**
 * Runs a command with a throw-away PostgreSQL server for the API tests:
 * `tsx scripts/with-postgres.ts jest`. It starts a private cluster on
 * loopback in a temporary folder, passes its address as TEST_DATABASE_URL,
 * and removes it afterwards, so the suite runs against SQLite and PostgreSQL
 * with nothing to set up by hand. With TEST_DATABASE_URL already set it uses
 * that server. Without PostgreSQL installed it says so loudly and runs the
 * SQLite half; under CI=true that is a failure instead.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPostgresBin, POSTGRES_SEARCH } from '../../scripts/find-postgres.cjs';
import { freePort } from './lib/free-port';

const INSTALL_HINT = 'Install PostgreSQL (Debian: apt-get install -y postgresql), put its bin folder on the PATH, or set TEST_DATABASE_URL.';

/** PostgreSQL refuses to run as root; as root we run its tools as the `postgres` user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function run(command: string, args: string[]): void {
  const [file, argv] = asServerUser(command, args);
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function startCluster(bin: string): Promise<{ url: string; stop: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:', dir]);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'gradatlas', '--no-sync', '-E', 'UTF8']);
  run(path.join(bin, 'pg_ctl'), [
    '-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', 'start',
    '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
  ]);
  const stop = () => {
    try {
      run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://gradatlas@127.0.0.1:${port}/postgres`, stop };
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!command) throw new Error('usage: with-postgres <command> [args...]');
  let stop: (() => void) | undefined;
  const env = { ...process.env };
  if (!env.TEST_DATABASE_URL) {
    const bin = findPostgresBin();
    if (bin) {
      const cluster = await startCluster(bin);
      env.TEST_DATABASE_URL = cluster.url;
      stop = cluster.stop;
    } else if (env.CI === 'true') {
      console.error(`with-postgres: PostgreSQL's initdb and pg_ctl are not in ${POSTGRES_SEARCH}; CI needs them for the API tests. ${INSTALL_HINT}`);
      return 1;
    } else {
      console.warn(`\n*** with-postgres: PostgreSQL's initdb and pg_ctl are not in ${POSTGRES_SEARCH}, so the API tests run on SQLite ONLY. ${INSTALL_HINT} ***\n`);
    }
  }
  try {
    const result = spawnSync(command, args, { stdio: 'inherit', env, shell: false });
    return result.status ?? 1;
  } finally {
    stop?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
