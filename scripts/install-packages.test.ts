import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from '@jest/globals';
import { allowedScriptPackages, installWithAllowedScripts } from './install-packages.cjs';

/**
 * Issue 49, point 4: installs run only the install scripts package.json's
 * allowScripts approves. A project of four local packages, each with a
 * postinstall that leaves a file behind, installed by the function
 * ensure-installed.mjs uses.
 */
const work = mkdtempSync(join(tmpdir(), 'gradatlas-install-scripts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// npm on its own cache, without the network calls an install makes by default.
const env = { ...process.env, npm_config_cache: join(work, 'npm-cache'), npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };

function npm(args: string[], cwd: string): void {
  const result = spawnSync('npm', args, { cwd, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed: ${result.stderr}`);
}

/** A package whose postinstall writes ran-<name> into the folder npm was started in. */
function scriptedPackage(name: string, dependencies: Record<string, string> = {}): string {
  const dir = join(work, 'packages', name);
  mkdirSync(dir, { recursive: true });
  const script = `node -e "require('fs').writeFileSync(require('path').join(process.env.INIT_CWD, 'ran-${name}'), '')"`;
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', scripts: { postinstall: script }, dependencies }));
  npm(['pack', '--pack-destination', join(work, 'packages')], dir);
  return `file:${join(work, 'packages', `${name}-1.0.0.tgz`)}`;
}

it('reads the allowed packages from allowScripts: true entries only', () => {
  expect(allowedScriptPackages({ allowScripts: { node: true, esbuild: true, 'better-sqlite3': false, 'sharp@0.34.1': true, odd: 'yes' } })).toEqual(['node', 'esbuild', 'sharp@0.34.1']);
  expect(allowedScriptPackages({})).toEqual([]);
});

it('installs every package but runs only the allowed one’s install script', () => {
  const deniedDependency = scriptedPackage('denied-dependency');
  const project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      name: 'fixture',
      private: true,
      dependencies: {
        // Allowed, with a dependency of its own that is not: rebuilding it must not run that one's script.
        'allowed-package': scriptedPackage('allowed-package', { 'denied-dependency': deniedDependency }),
        'denied-package': scriptedPackage('denied-package'),
        'unlisted-package': scriptedPackage('unlisted-package'),
      },
      allowScripts: { 'allowed-package': true, 'denied-package': false, 'denied-dependency': false },
    }),
  );
  npm(['install', '--package-lock-only', '--ignore-scripts'], project);

  expect(installWithAllowedScripts(project, ['ci'], env)).toEqual(['allowed-package']);

  for (const name of ['allowed-package', 'denied-package', 'unlisted-package', 'denied-dependency']) {
    expect(existsSync(join(project, 'node_modules', name, 'package.json'))).toBe(true);
  }
  expect(readdirSync(project).filter((file) => file.startsWith('ran-'))).toEqual(['ran-allowed-package']);
}, 120_000);
