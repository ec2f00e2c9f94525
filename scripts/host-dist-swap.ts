// The A/B benchmarks serve one host build after another from host/dist, where
// the test servers read it. The build found there is set aside first and put
// back by restore(), beside host/dist so the renames stay on one file system.
import { cpSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const HOST_DIST = join(__dirname, '../host/dist');

export interface HostDistSwap {
  /** Serves a copy of this built dist folder from host/dist. */
  serve(dist: string): void;
  /** Puts back the build that was in host/dist before. */
  restore(): void;
}

export function swapHostDist(): HostDistSwap {
  const kept = `${HOST_DIST}.kept-by-ab`;
  renameSync(HOST_DIST, kept);
  return {
    serve(dist) {
      rmSync(HOST_DIST, { recursive: true, force: true });
      cpSync(dist, HOST_DIST, { recursive: true });
    },
    restore() {
      rmSync(HOST_DIST, { recursive: true, force: true });
      renameSync(kept, HOST_DIST);
    },
  };
}
