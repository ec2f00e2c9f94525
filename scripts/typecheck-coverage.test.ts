import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';

// `npm run typecheck` is the one type check of the repository: jest runs
// ts-jest without diagnostics (shared/build/jest-preset.cjs says why), so a
// TypeScript file that no project of the typecheck includes is never checked.
// This test finds such files: every TypeScript file git knows must belong to a
// tsconfig that the root typecheck, or a workspace's, runs with `tsc -p`.
const ROOT = path.resolve(__dirname, '..');

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { workspaces?: string[]; scripts?: Record<string, string> };

/** The tsconfig files a typecheck script runs (`tsc -p <file>`), resolved from the folder it runs in. */
function projectsOf(dir: string): string[] {
  const script = readJson(path.join(dir, 'package.json')).scripts?.typecheck ?? '';
  return [...script.matchAll(/\btsc -p (\S+)/g)].map((match) => path.resolve(dir, match[1]!));
}

function typecheckedFiles(): Set<string> {
  const workspaces = readJson(path.join(ROOT, 'package.json')).workspaces ?? [];
  const projects = [...projectsOf(ROOT), ...workspaces.flatMap((workspace) => projectsOf(path.join(ROOT, workspace)))];
  const files = new Set<string>();
  for (const project of projects) {
    const parsed = ts.getParsedCommandLineOfConfigFile(project, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (problem) => { throw new Error(ts.flattenDiagnosticMessageText(problem.messageText, '\n')); } });
    for (const file of parsed?.fileNames ?? []) files.add(path.resolve(file));
  }
  return files;
}

describe('npm run typecheck', () => {
  it('runs the tsconfig of every workspace, e2e and scripts', () => {
    const workspaces = readJson(path.join(ROOT, 'package.json')).workspaces ?? [];
    const projects = [...projectsOf(ROOT), ...workspaces.flatMap((workspace) => projectsOf(path.join(ROOT, workspace)))].map((file) => path.relative(ROOT, path.dirname(file)));
    expect(projects.sort()).toEqual([...workspaces, 'e2e', 'scripts'].sort());
  });

  it('checks every TypeScript file of the repository, tests included', () => {
    const known = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mts', '*.cts'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file !== '' && fs.existsSync(path.join(ROOT, file)));
    const checked = typecheckedFiles();
    expect(known.length).toBeGreaterThan(100);
    expect(known.filter((file) => !checked.has(path.join(ROOT, file)))).toEqual([]);
  });
});
