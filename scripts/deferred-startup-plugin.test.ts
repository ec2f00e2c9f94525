import { describe, expect, it, jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { DeferredStartupPlugin } from '../shared/build/deferred-startup-plugin.cjs';

// Here and not beside the plugin: webpack runs in Node, and shared's tests run in jsdom.

/**
 * Builds a small federation host (the same startup wrapper as the real host's)
 * and runs its main.js in a sandbox whose timers are held: the entry must not
 * run in the task that ran main.js, only in the timer it queued.
 */
async function buildHost(withPlugin: boolean): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deferred-startup-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), 'globalThis.entryRuns = (globalThis.entryRuns || 0) + 1;\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', publicPath: '/' },
    optimization: { minimize: false },
    plugins: [new ModuleFederationPlugin({ name: 'probe', remotes: {}, shared: {}, dts: false, manifest: false }), ...(withPlugin ? [new DeferredStartupPlugin()] : [])],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
  const code = fs.readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
  fs.rmSync(dir, { recursive: true, force: true });
  return code;
}

function runHeldTimers(code: string): { afterScript: unknown; afterTimers: unknown } {
  const timers: (() => void)[] = [];
  const sandbox: Record<string, unknown> = { setTimeout: (run: () => void) => timers.push(run), console };
  sandbox.self = sandbox;
  sandbox.window = sandbox;
  sandbox.globalThis = sandbox;
  sandbox.document = { baseURI: 'http://localhost/', currentScript: null, defaultView: sandbox, getElementsByTagName: () => [] };
  vm.createContext(sandbox);
  vm.runInContext(code, sandbox);
  const afterScript = sandbox.entryRuns;
  while (timers.length > 0) timers.shift()!();
  return { afterScript, afterTimers: sandbox.entryRuns };
}

describe('DeferredStartupPlugin', () => {
  jest.setTimeout(60_000);

  it('runs the entry (and the federation start before it) in the task after the one that ran main.js', async () => {
    expect(runHeldTimers(await buildHost(true))).toEqual({ afterScript: undefined, afterTimers: 1 });
  });

  it('without it the entry runs in main.js own task', async () => {
    expect(runHeldTimers(await buildHost(false))).toEqual({ afterScript: 1, afterTimers: 1 });
  });
});
