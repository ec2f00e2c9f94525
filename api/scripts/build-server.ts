// Builds the API for production: one CommonJS file, api/dist/server.cjs, that
// plain `node` runs (npm start). tsx stays for development and tests.
//
// Why a bundle rather than tsc's emit: the API imports the wire contracts from
// @gradatlas/shared as TypeScript sources, which Node cannot load. They are
// bundled in; every npm dependency stays a require() of node_modules, so the
// native better-sqlite3 binding and the packages' own files load as usual.
import path from 'node:path';
import { build } from 'esbuild';
import apiPackage from '../package.json';

const API_ROOT = path.resolve(__dirname, '..');
const BUNDLED = new Set(['@gradatlas/shared']);

async function main(): Promise<void> {
  await build({
    absWorkingDir: API_ROOT,
    entryPoints: ['src/server.ts'],
    outfile: 'dist/server.cjs',
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    sourcemap: true,
    // src/config.ts finds the data and content folders from __dirname: dist/ and
    // src/ are both one level below the API root, so the same path works.
    external: Object.keys(apiPackage.dependencies).filter((name) => !BUNDLED.has(name)),
    logLevel: 'warning',
  });
  console.log('api: built dist/server.cjs');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
