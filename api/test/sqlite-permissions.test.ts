import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/connection';

/** Issue 31: the SQLite database (contact names, emails, phones, IPs) was created world-readable. */
const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('the SQLite data folder and files', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-permissions-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** Opens the database, writes a row and gives each database file's mode, read while it is open (-wal and -shm go at close). */
  async function writeOnce(dataDir: string): Promise<Record<string, number>> {
    const handle = await openDatabase({ dataDir });
    try {
      await handle.db.insertInto('meta').values({ key: `permissions-test-${Date.now()}-${Math.random()}`, value: '1' }).execute();
      const files = fs.readdirSync(dataDir).filter((name) => name.startsWith('gradatlas.sqlite'));
      return Object.fromEntries(files.map((name) => [name, mode(path.join(dataDir, name))]));
    } finally {
      await handle.close();
    }
  }

  it('creates the folder 0700 and every database file 0600', async () => {
    const dataDir = path.join(root, 'nested', 'data');
    expect(await writeOnce(dataDir)).toEqual({ 'gradatlas.sqlite': 0o600, 'gradatlas.sqlite-wal': 0o600, 'gradatlas.sqlite-shm': 0o600 });
    expect(mode(dataDir)).toBe(0o700);
  });

  it('narrows a world-readable folder and database left by an older version', async () => {
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    await writeOnce(dataDir);
    const file = path.join(dataDir, 'gradatlas.sqlite');
    fs.chmodSync(file, 0o644);
    fs.chmodSync(dataDir, 0o755);
    expect(await writeOnce(dataDir)).toEqual({ 'gradatlas.sqlite': 0o600, 'gradatlas.sqlite-wal': 0o600, 'gradatlas.sqlite-shm': 0o600 });
    expect(mode(dataDir)).toBe(0o700);
  });
});
