/** The V8 flag the serving process needs, and how it gets it however it was started (imported first by server.ts). */
const SINGLE_THREADED_GC = '--single-threaded-gc';

/**
 * Serves the load goal "p99 at most 25 ms at 1,000 requests a second, one API
 * process on one core" (docs/performance.md). By default V8 marks the heap for
 * a full collection on four background threads. On one core they take turns
 * with the thread that answers requests, which then stands still for 30-80 ms
 * around each full collection (measured: about 200 ms of background marking
 * every 4 s, squeezed into 75 ms of wall time). With this flag V8 marks on the
 * main thread in steps under a millisecond: in four runs each, back to back,
 * the realistic mix's p99 went from 12.5-30.7 ms to 6.1-15.8 ms.
 *
 * V8 aborts if the flag is set once it runs, and NODE_OPTIONS refuses it, so
 * the entry starts itself again with it (execve: the same process id, so
 * signals and supervisors see no difference), whether it was started by npm,
 * a container, tsx watch or by hand. Skipped where execve is missing
 * (Windows, older Node) and when a parent talks to this process over IPC (a
 * fork), whose channel would not survive the exec.
 */
function restartWithSingleThreadedGc(): void {
  if (process.execArgv.includes(SINGLE_THREADED_GC) || typeof process.execve !== 'function' || process.channel) return;
  process.execve(process.execPath, [process.execPath, SINGLE_THREADED_GC, ...process.execArgv, ...process.argv.slice(1)], process.env);
}

restartWithSingleThreadedGc();
