import { afterEach, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitForHealth } from './wait-for-health';

const children: ChildProcess[] = [];
/** A real process that stays alive until the test ends, or exits with `code` at once. */
function child(code?: number): ChildProcess {
  const script = code === undefined ? 'setInterval(() => {}, 1000)' : `process.exit(${code})`;
  const started = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  children.push(started);
  return started;
}
const exited = (process: ChildProcess) => new Promise((resolve) => process.once('exit', resolve));

let server: Server | undefined;
afterEach(() => {
  for (const started of children.splice(0)) started.kill('SIGKILL');
  server?.close();
  server = undefined;
});

it('resolves once the address answers 2xx', async () => {
  let calls = 0;
  // Refuses twice, then is healthy: the helper keeps asking.
  server = createServer((_request, response) => response.writeHead(++calls < 3 ? 503 : 200).end());
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await expect(waitForHealth(`http://127.0.0.1:${port}/health`, child(), { intervalMs: 20 })).resolves.toBeUndefined();
  expect(calls).toBe(3);
});

it('fails loudly when the process exits before it is healthy', async () => {
  const dead = child(3);
  await exited(dead);
  await expect(waitForHealth('http://127.0.0.1:9/health', dead, { name: 'The API', intervalMs: 20 })).rejects.toThrow(
    'The API exited (code 3) before it answered http://127.0.0.1:9/health',
  );
});

it('gives up after its time limit, naming the address', async () => {
  await expect(waitForHealth('http://127.0.0.1:9/health', child(), { timeoutMs: 200, intervalMs: 20 })).rejects.toThrow(
    'The API did not answer http://127.0.0.1:9/health within 200 ms',
  );
});
