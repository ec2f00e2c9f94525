// The async boundary: webpack must negotiate shared singletons (React, the
// session store) before any of our code runs, so the entry only starts the
// one request that does not need them and the bootstrap chunk.
import { configRequest } from './config-request';

// Nothing is requested while this file's top level runs: a browser with
// DevTools attached (Lighthouse, profilers) gives such a request a stack
// trace, and writing one re-parses the whole 430 KB bundle twice (its script
// and webpack's wrapper), 30 ms on a fast desktop. A microtask runs right
// after the top level, before anything else can.
queueMicrotask(() => void configRequest());
// The bootstrap chunk is asked for in a task of its own, so that running the
// shared modules it needs is not added to the task that ran this bundle.
setTimeout(() => void import('./bootstrap'), 0);
