// Waits for a started server to answer its health address, and notices when
// its process dies first, so neither `npm start` nor the browser tests say
// "ready" about a server that is not there. Used by start-all.ts and
// e2e/site-servers.ts.
import type { ChildProcess } from 'node:child_process';

export interface WaitForHealthOptions {
  /** What the messages call the server. */
  name?: string;
  timeoutMs?: number;
  /** Pause between two attempts. */
  intervalMs?: number;
}

/** Resolves when `url` answers 2xx; rejects when `child` exits first or the time runs out. */
export async function waitForHealth(url: string, child: ChildProcess, { name = 'The API', timeoutMs = 60_000, intervalMs = 250 }: WaitForHealthOptions = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode !== null ? `code ${child.exitCode}` : child.signalCode}) before it answered ${url}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(intervalMs, 2_000)) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`);
}
