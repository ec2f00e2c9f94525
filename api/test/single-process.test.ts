import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from './helpers/api-process';

/**
 * Issue 49, point 5: two API processes on one SQLite file would not hear each
 * other's logouts, so the second refuses to start; a crashed first one must
 * not block the next start. Real `server.ts` processes, as a deploy runs them.
 */
describe('one API process per SQLite database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-single-process-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', GOOGLE_CLIENT_ID: '', WEB_ORIGINS: 'http://localhost:3000' };
  const started: ApiProcess[] = [];
  afterAll(async () => {
    await Promise.all(started.map((process) => process.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process on the same data folder, and starts again after the first crashed', async () => {
    const first = await startApiProcess(env);
    started.push(first);

    await expect(startApiProcess(env)).rejects.toThrow(/exited with 1[\s\S]*Another API process is using the SQLite database/);
    // The first is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    await first.crash();
    const next = await startApiProcess(env);
    started.push(next);
    expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
  }, 180_000);

  it('lets a process with its own data folder run beside it', async () => {
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-single-process-own-'));
    try {
      const beside = await startApiProcess({ ...env, DATA_DIR: ownDir });
      started.push(beside);
      expect((await fetch(`${beside.url}/api/health`)).status).toBe(200);
    } finally {
      fs.rmSync(ownDir, { recursive: true, force: true });
    }
  }, 120_000);
});
