// Where the raw public data sets are (the folder with SOURCES.md, which says
// what each file is, its licence and its credit). They are not part of the
// repository: by default they sit beside it, in ../shared/data from the
// repository's root; GRADATLAS_DATA_DIR names another folder, and a folder
// given on a script's command line wins over both.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const REPOSITORY_ROOT = resolve(__dirname, '../../..');
export const DEFAULT_RAW_DATA_DIR = resolve(REPOSITORY_ROOT, '../shared/data');

/** The raw data folder, or an error naming where it was looked for and how to point elsewhere. */
export function rawDataDir(argument?: string, env: Record<string, string | undefined> = process.env): string {
  const fromEnv = env.GRADATLAS_DATA_DIR?.trim();
  const dir = resolve(argument ?? (fromEnv || DEFAULT_RAW_DATA_DIR));
  if (!existsSync(join(dir, 'SOURCES.md'))) {
    const how = argument ? 'the folder given on the command line' : fromEnv ? 'GRADATLAS_DATA_DIR' : `the default (${DEFAULT_RAW_DATA_DIR})`;
    throw new Error(`The raw data sets are not in ${dir} (${how}): no SOURCES.md there. Set GRADATLAS_DATA_DIR to the folder that holds them.`);
  }
  return dir;
}
