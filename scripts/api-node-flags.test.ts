import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from '@jest/globals';
import { apiNodeFlags } from './api-node-flags';

/** The young generation's reserved size after a run that keeps many young objects alive (what makes V8 grow it). */
function youngGenerationBytes(flags: string[]): number {
  const grow = `
    const kept = [];
    for (let i = 0; i < 2e6; i += 1) {
      kept.push({ i, text: 'x' + i });
      if (kept.length > 4e5) kept.splice(0, 2e5);
    }
    const young = require('v8').getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
    process.stdout.write(String(young.space_size));`;
  const run = spawnSync(process.execPath, [...flags, '-e', grow], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`node ${flags.join(' ')} failed: ${run.stderr}`);
  return Number(run.stdout);
}

it('npm start passes the configured flags to node, before the built server', () => {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'api', 'package.json'), 'utf8')) as { scripts: { start: string } };
  expect(manifest.scripts.start).toBe('node $npm_package_config_nodeFlags dist/server.cjs');
  expect(apiNodeFlags()).toEqual(['--max-semi-space-size=8']);
});

it('the flags cap the young generation that a start-up full of surviving objects grows', () => {
  const capped = youngGenerationBytes(apiNodeFlags());
  expect(capped).toBeLessThanOrEqual(16 * 1024 * 1024);
  expect(capped).toBeLessThan(youngGenerationBytes([]));
});
