import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

// Builds for the version-skew tests: a remote built as if against other door
// versions, and a host built for real from an older commit.
const ROOT = join(__dirname, '..');
const WEBPACK_CLI = join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

/** Builds the content remote's container (not its standalone page) as if against these door versions (GRADATLAS_DOORS_AS). */
export function buildContentRemoteAs(doors: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gradatlas-skew-'));
  execFileSync(process.execPath, [WEBPACK_CLI, '--mode', 'production', '--config-name', 'container', '--output-path', dir], {
    cwd: join(ROOT, 'remote-content'),
    env: { ...process.env, GRADATLAS_DOORS_AS: JSON.stringify(doors) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return dir;
}

/** Builds the host as it was at `commit`, with that commit's shared doors. Returns the tree (to delete) and the build. */
export function buildHostAt(commit: string): { tree: string; dist: string } {
  const tree = olderTree(commit, ['host', 'shared', 'package.json', 'tsconfig.base.json']);
  const dist = join(tree, 'host-dist');
  execFileSync(process.execPath, [WEBPACK_CLI, '--mode', 'production', '--output-path', dist], { cwd: join(tree, 'host'), stdio: ['ignore', 'ignore', 'inherit'] });
  return { tree, dist };
}

/** The versions of a shared module that the page has loaded, and which container each came from. */
export function loadedVersions(page: Page, pkg: string): Promise<string[]> {
  return page.evaluate((name) => {
    type Entry = { loaded?: boolean; lib?: unknown; from?: string };
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const found = new Set<string>();
    for (const scopes of Object.values(share)) {
      for (const [version, entry] of Object.entries(scopes.default?.[name] ?? {})) {
        if (entry.loaded || typeof entry.lib === 'function') found.add(`${version} from ${entry.from}`);
      }
    }
    return [...found].sort();
  }, pkg);
}

/**
 * The given folders and files of the repository as they were at `commit`, in
 * a fresh folder that can build them: its node_modules links to this
 * checkout's installed packages, except @gradatlas/shared, which is the older
 * tree's own. Nothing is installed, so the older tree must need no package
 * this checkout lacks.
 */
export function olderTree(commit: string, paths: readonly string[]): string {
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: ROOT, stdio: 'ignore' });
  } catch {
    throw new Error(`Commit ${commit} is not in this clone, and the older build is made from it. Fetch the history (git fetch --unshallow) and run again.`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'gradatlas-older-'));
  const archive = execFileSync('git', ['archive', '--format=tar', commit, ...paths], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '@gradatlas'), { recursive: true });
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry !== '@gradatlas') symlinkSync(join(ROOT, 'node_modules', entry), join(modules, entry));
  }
  symlinkSync(join(dir, 'shared'), join(modules, '@gradatlas', 'shared'));
  for (const workspace of ['shared', 'host', 'remote-content', 'remote-universities', 'remote-chances']) {
    const own = join(ROOT, workspace, 'node_modules');
    if (existsSync(own) && existsSync(join(dir, workspace)) && !existsSync(join(dir, workspace, 'node_modules'))) symlinkSync(own, join(dir, workspace, 'node_modules'));
  }
  return dir;
}
