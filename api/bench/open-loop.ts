// An open-loop load: requests leave on a fixed schedule whatever the server
// does, and each request's latency is measured from the moment it was
// scheduled, not from when it could leave. A closed loop (a fixed number of
// connections, each sending when the last answer came) slows down with the
// server and hides its stalls; students do not wait for each other.
import http from 'node:http';
import type { MixRequest } from './load-mix';

export interface OpenLoopOptions {
  base: string;
  /** Requests a second. */
  rate: number;
  seconds: number;
  next: () => MixRequest;
  /** Headers of a signed-in request (the bearer token). */
  signedInHeaders: Record<string, string>;
  /** A request not answered within this counts as an error. */
  timeoutMs?: number;
}

export interface OpenLoopResult {
  sent: number;
  /** Milliseconds from each answered request's scheduled time to its last byte. */
  latencies: number[];
  /** Non-2xx answers, failed connections and timeouts, by what happened. */
  errors: Map<string, number>;
  /** Requests a second that were answered. */
  answeredRate: number;
}

export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const failed = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);
  let sent = 0;
  let settled = 0;
  const start = performance.now();

  const send = (scheduled: number, request: MixRequest) =>
    new Promise<void>((resolve) => {
      const outgoing = http.get(`${options.base}${request.path}`, { agent, headers: request.signedIn ? options.signedInHeaders : {}, timeout: options.timeoutMs ?? 10_000 }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) latencies.push(performance.now() - scheduled);
          else failed(`HTTP ${status}`);
          resolve();
        });
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', (error) => {
        failed(error.message === 'timeout' ? 'timeout' : `connection: ${error.message}`);
        resolve();
      });
    }).finally(() => {
      settled += 1;
    });

  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      // Every request whose time has come leaves now, stamped with its own time.
      const due = Math.min(total, Math.floor(((now - start) / 1000) * options.rate) + 1);
      for (; sent < due; sent += 1) void send(start + (sent / options.rate) * 1000, options.next());
      if (sent < total) setTimeout(tick, 1);
      else {
        const waitForAnswers = () => (settled >= total ? done() : setTimeout(waitForAnswers, 5));
        waitForAnswers();
      }
    };
    tick();
  });
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return { sent, latencies, errors, answeredRate: latencies.length / elapsed };
}

/** The q-th quantile (0-1) of the values, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}
