import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The flags node runs the API with. They are written once, in
 * api/package.json ("config.nodeFlags"): `npm start` passes them to node
 * there, and every other starter of the built server (the API's benchmarks,
 * the browser tests) reads them here, so each one measures or tests the server
 * as it ships.
 *
 * Today that is `--max-semi-space-size=8`. Loading the data at start grows
 * V8's young generation to its default ceiling (about 52 MB allocated
 * between two collections, `--trace-gc`), and it never shrinks under load.
 * Capped, the API collects every ~7 MB instead: more, shorter collections,
 * and 7-14 % less CPU a request on the guest endpoints, up to 6 % on the
 * signed-in ones (docs/performance.md, "The young generation capped",
 * issue 31).
 */
/** Node flags written as one line ("--a --b=1"), as a list; blank text is no flags. */
export const nodeFlagsOf = (line: string): string[] => line.split(/\s+/).filter((flag) => flag.length > 0);

export function apiNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', 'api', 'package.json'), 'utf8')) as { config?: { nodeFlags?: unknown } };
  const flags = manifest.config?.nodeFlags;
  if (typeof flags !== 'string') throw new Error('api/package.json has no config.nodeFlags');
  return nodeFlagsOf(flags);
}
