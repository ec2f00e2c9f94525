// The processes `npm start` and `npm run dev` run side by side (the API, the
// dev servers). Each part gets a process group of its own (spawn's
// `detached`), and stopping stops the whole group: `npm run dev` does not pass
// a SIGTERM on to the webpack it started, which would otherwise keep its port
// after we are gone. A part that ends on its own is reported, so the caller can
// stop the rest rather than leave a site that half works.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface Parts {
  /** Starts one part; `onEnded` hears of it if it ends before stopAll. */
  start(name: string, command: string, args: string[], options?: SpawnOptions): ChildProcess;
  /** Sends SIGTERM to every part's process group. Parts ending after this are not reported. */
  stopAll(): void;
}

export function startParts(onEnded: (name: string, code: number | null, signal: NodeJS.Signals | null) => void): Parts {
  const children: ChildProcess[] = [];
  let stopping = false;
  return {
    start(name, command, args, options = {}) {
      const child = spawn(command, args, { stdio: 'inherit', ...options, detached: true });
      children.push(child);
      child.on('exit', (code, signal) => {
        if (!stopping) onEnded(name, code, signal);
      });
      return child;
    },
    stopAll() {
      stopping = true;
      for (const child of children) {
        if (child.pid === undefined) continue;
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // the group has ended already
        }
      }
    },
  };
}
