import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rawDataDir } from '../scripts/lib/raw-data-dir';

function dataFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gradatlas-raw-'));
  writeFileSync(join(dir, 'SOURCES.md'), '# Sources\n');
  return dir;
}

it('reads GRADATLAS_DATA_DIR, and a folder on the command line wins over it', () => {
  const fromEnv = dataFolder();
  const fromArgument = dataFolder();
  expect(rawDataDir(undefined, { GRADATLAS_DATA_DIR: fromEnv })).toBe(fromEnv);
  expect(rawDataDir(fromArgument, { GRADATLAS_DATA_DIR: fromEnv })).toBe(fromArgument);
});

it('says where it looked and which setting to change when the folder has no data sets', () => {
  const empty = mkdtempSync(join(tmpdir(), 'gradatlas-raw-empty-'));
  expect(() => rawDataDir(undefined, { GRADATLAS_DATA_DIR: empty })).toThrow(
    `The raw data sets are not in ${empty} (GRADATLAS_DATA_DIR): no SOURCES.md there. Set GRADATLAS_DATA_DIR to the folder that holds them.`,
  );
});
