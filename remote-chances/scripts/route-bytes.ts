// Measures what /rate-my-chances loads from this remote in the full site: the
// manifest, the container (remoteEntry.js) and the synchronous chunks of the
// './pages' expose, each gzipped as the static server sends it. Shared packages
// are not counted: the host provides them (shareStrategy 'loaded-first'), which
// the browser suite confirmed (these four files are all the route fetches).
//   npm run build -w remote-chances && npx tsx remote-chances/scripts/route-bytes.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 25 * 1024;
const dist = join(__dirname, '..', 'dist');

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
const pages = manifest.exposes.find((expose) => expose.path === './pages');
if (!pages) throw new Error("mf-manifest.json has no './pages' expose");

const files = ['mf-manifest.json', manifest.metaData.remoteEntry.name, ...pages.assets.js.sync, ...pages.assets.css.sync];
let total = 0;
for (const file of files) {
  const raw = readFileSync(join(dist, file));
  const gzipped = gzipSync(raw).length;
  total += gzipped;
  console.log(`${file.padEnd(42)} ${String(raw.length).padStart(7)} B raw ${String(gzipped).padStart(7)} B gzip`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(`total ${total} B gzip (${(total / 1024).toFixed(1)} KiB), ${verdict} the ${BUDGET_BYTES / 1024} KiB budget`);
process.exitCode = total <= BUDGET_BYTES ? 0 : 1;
