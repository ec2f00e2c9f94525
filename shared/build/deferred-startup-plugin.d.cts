import type { Compiler } from 'webpack';

/** Runs an entry chunk's startup (the federation start, then the entry) in the task after the one that evaluated the chunk. */
export declare class DeferredStartupPlugin {
  constructor(options?: { chunkName?: string });
  apply(compiler: Compiler): void;
}
