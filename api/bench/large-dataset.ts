// A data set ten times the real one, for the load goal's second half
// (docs/performance.md): each real university copied ten times under new
// names and slugs ("Stanford University (copy 3)"), with its programmes. It
// is load-test input only, written beside the benchmark's database and never
// committed or served: the copies are not real universities.
import fs from 'node:fs';
import path from 'node:path';

export const COPIES = 10;

interface DatasetFile {
  version: string;
  universities: Record<string, unknown>[];
  [key: string]: unknown;
}

interface ProgramsFile {
  version: string;
  universities: Record<string, unknown>;
  [key: string]: unknown;
}

const copySlug = (slug: string, copy: number) => (copy === 0 ? slug : `${slug}-copy-${copy}`);
const copyName = (name: string, copy: number) => (copy === 0 ? name : `${name} (copy ${copy})`);

/** The data set and programme files of `copies` times the real ones. */
export function largeDataset(real: DatasetFile, programs: ProgramsFile, copies = COPIES): { dataset: DatasetFile; programs: ProgramsFile } {
  const universities: Record<string, unknown>[] = [];
  const awarded: Record<string, unknown> = {};
  for (let copy = 0; copy < copies; copy += 1) {
    for (const record of real.universities) {
      const slug = copySlug(String(record.slug), copy);
      // Former slugs belong to the original only: a copy's would collide.
      universities.push({ ...record, slug, name: copyName(String(record.name), copy), ...(copy > 0 ? { formerSlugs: [] } : {}) });
      const rows = programs.universities[String(record.slug)];
      if (rows !== undefined) awarded[slug] = rows;
    }
  }
  return {
    dataset: { ...real, version: `${real.version} x${copies}`, universities },
    programs: { ...programs, version: `${programs.version} x${copies}`, universities: awarded },
  };
}

/** Writes the large files into `folder` and returns their paths. */
export function writeLargeDataset(apiRoot: string, folder: string): { universitiesFile: string; programsFile: string; count: number } {
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(apiRoot, 'data', file), 'utf8')) as T;
  const large = largeDataset(read<DatasetFile>('universities.json'), read<ProgramsFile>('programs.json'));
  fs.mkdirSync(folder, { recursive: true });
  const universitiesFile = path.join(folder, 'universities-large.json');
  const programsFile = path.join(folder, 'programs-large.json');
  fs.writeFileSync(universitiesFile, JSON.stringify(large.dataset));
  fs.writeFileSync(programsFile, JSON.stringify(large.programs));
  return { universitiesFile, programsFile, count: large.dataset.universities.length };
}
