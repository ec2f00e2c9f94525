import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

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
