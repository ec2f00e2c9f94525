import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from '@jest/globals';
import { startParts } from './parts';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it('reports a part that ends on its own, by name and exit code', async () => {
  const ended: string[] = [];
  const parts = startParts((name, code) => ended.push(`${name} ${code}`));
  parts.start('the API', process.execPath, ['-e', 'setTimeout(() => process.exit(3), 50)'], { stdio: 'ignore' });
  await until(() => ended.length > 0, 'the part ended');
  expect(ended).toEqual(['the API 3']);
});

it('stops a part with everything it started, as npm run dev starts webpack, and reports nothing then', async () => {
  const ended: string[] = [];
  const parts = startParts((name) => ended.push(name));
  const pidFile = join(mkdtempSync(join(tmpdir(), 'gradatlas-parts-')), 'grandchild.pid');
  // Like npm: a process that starts another and does not pass signals on to it.
  const parent = `const c = require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(c.pid)); process.on('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000);`;
  const child = parts.start('a dev server', process.execPath, ['-e', parent], { stdio: 'ignore' });
  await until(() => { try { return readFileSync(pidFile, 'utf8') !== ''; } catch { return false; } }, 'the grandchild started');
  const grandchild = Number(readFileSync(pidFile, 'utf8'));
  expect(isRunning(grandchild)).toBe(true);

  parts.stopAll();
  await until(() => child.exitCode !== null || child.signalCode !== null, 'the part stopped');
  await until(() => !isRunning(grandchild), 'the grandchild stopped');
  expect(ended).toEqual([]);
});
