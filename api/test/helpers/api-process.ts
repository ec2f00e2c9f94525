import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port';

const API_ROOT = path.resolve(__dirname, '..', '..');

export interface ApiProcess {
  url: string;
  /** The process id it was started with. */
  pid: number;
  stop(): Promise<void>;
  /** Ends it with SIGKILL, as a crash would: no shutdown code runs. */
  crash(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API process did not answer within 60 s:\n${output()}`);
}

/** Starts `src/server.ts` as its own Node process, as a deploy would, with `env` on top of the test's. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  // tsx as a loader in this one process (not its CLI, which runs the server in a child): a signal reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src', 'server.ts')], {
    cwd: API_ROOT,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return { url, pid: child.pid!, stop: () => end('SIGTERM'), crash: () => end('SIGKILL') };
}
