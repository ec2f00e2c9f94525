import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from '@jest/globals';
import { findPostgresBin } from './find-postgres.cjs';

/** A fake file system root; `installs` are bin folders that get an executable initdb and pg_ctl. */
function machine(...installs: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'gradatlas-find-pg-'));
  for (const bin of installs) {
    mkdirSync(join(root, bin), { recursive: true });
    for (const tool of ['initdb', 'pg_ctl']) {
      writeFileSync(join(root, bin, tool), '#!/bin/sh\n');
      chmodSync(join(root, bin, tool), 0o755);
    }
  }
  return root;
}

it('takes the newest of Debian\'s versioned folders, which are not on the PATH', () => {
  const root = machine('usr/lib/postgresql/15/bin', 'usr/lib/postgresql/17/bin', 'usr/lib/postgresql/9/bin');
  expect(findPostgresBin({ path: '/nowhere', root })).toBe(join(root, 'usr/lib/postgresql/17/bin'));
});

it('prefers what the PATH names', () => {
  const root = machine('usr/lib/postgresql/17/bin', 'custom/pg/bin');
  expect(findPostgresBin({ path: join(root, 'custom/pg/bin'), root })).toBe(join(root, 'custom/pg/bin'));
});

it.each([
  ['RHEL (PGDG)', 'usr/pgsql-16/bin'],
  ['Homebrew', 'opt/homebrew/opt/postgresql@16/bin'],
  ['a build from source', 'usr/local/pgsql/bin'],
])('finds %s', (_kind, bin) => {
  const root = machine(bin);
  expect(findPostgresBin({ path: '', root })).toBe(join(root, bin));
});

it('needs both initdb and pg_ctl, executable', () => {
  const root = machine();
  mkdirSync(join(root, 'usr/local/pgsql/bin'), { recursive: true });
  writeFileSync(join(root, 'usr/local/pgsql/bin/initdb'), '');
  expect(findPostgresBin({ path: '', root })).toBeUndefined();
});
