import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import { programmeRowsOf } from './features/programs/program-awards';
import { catalogOf, type ProgramFile, readProgramFile } from './features/programs/program-catalog';
import { StemList } from './features/programs/stem-list';
import { readDataset, withAdmittedProfiles } from './features/universities/dataset';
import { loadUniversities, type ProgrammesToLoad } from './features/universities/load-universities';
import { readShortNames } from './features/universities/short-names';

type DataFiles = Pick<AppConfig, 'universitiesFile' | 'programsFile' | 'shortNamesFile'>;
interface LoadLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What the loader writes of programs.json (`file`). */
export function programmesToLoad(file: ProgramFile): ProgrammesToLoad {
  const stem = new StemList(file.stem);
  const listOf = (slug: string) => (Object.hasOwn(file.universities, slug) ? file.universities[slug] : undefined);
  return { listOf, filterRows: (slug) => programmeRowsOf(slug, listOf(slug) ?? [], (code) => stem.has(code)), catalog: catalogOf(file) };
}

/**
 * Loads the data files (universities, their short names and programmes) into
 * the database when they or the rows this code derives from them changed
 * (`loadUniversities`). The files' objects are garbage once it returns.
 */
export async function loadDataSet(db: Kysely<Database>, files: DataFiles, log: LoadLog): Promise<void> {
  const dataset = withAdmittedProfiles(readDataset(files.universitiesFile));
  if (!dataset) {
    log.warn({ file: files.universitiesFile }, 'no university data file: the lists are empty');
    return;
  }
  const programmes = programmesToLoad(readProgramFile(files.programsFile));
  if (await loadUniversities(db, dataset, readShortNames(files.shortNamesFile), programmes)) {
    log.info({ count: dataset.universities.length, version: dataset.version }, 'university data loaded');
  }
}
