// The async boundary: webpack must negotiate shared singletons (React, the
// session store) before any of our code runs, so the entry only starts the
// one request that does not need them and the bootstrap chunk.
import { configRequest } from './config-request';

// Nothing is requested while this file's top level runs: a browser with
// DevTools attached (Lighthouse, profilers) gives such a request a stack
// trace, and writing one re-parses the whole bundle twice (its script
// and webpack's wrapper), 30 ms on a fast desktop at 430 KB. A microtask runs right
// after the top level, before anything else can.
queueMicrotask(() => void configRequest());
// This file runs in the task after the one that ran main.js, together with the
// federation runtime's start (shared/build/deferred-startup-plugin.cjs). The
// bootstrap chunk is asked for in a task of its own, so that running the
// shared modules it needs is not added to that task.
setTimeout(() => void import('./bootstrap'), 0);
