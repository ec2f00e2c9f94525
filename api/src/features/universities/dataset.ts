import fs from 'node:fs';
import Ajv from 'ajv';
import { UniversityRecord, type DataSourceCredit } from '@gradatlas/shared/contracts';
import { universityAdmittedProfile } from '../chances/model/admitted-profiles';

export interface UniversityDataset {
  version: string;
  generatedAt: string | null;
  sources: DataSourceCredit[];
  universities: UniversityRecord[];
}

// The record contract compiled from its TypeBox schema, so a field added to
// the contract is checked here without a second list. Ajv, not TypeBox's own
// checker: the nullable and enum fields are plain JSON Schema (type arrays,
// enum) that Ajv runs as written. allowUnionTypes: ["number", "null"] is meant.
const matchesRecord = new Ajv({ allowUnionTypes: true }).compile<UniversityRecord>(UniversityRecord);

/** The first way a record differs from the UniversityRecord contract, in words, or null. */
export function recordProblem(record: unknown): string | null {
  if (matchesRecord(record)) return null;
  const [error] = matchesRecord.errors ?? [];
  if (!error) return 'does not match';
  const where = error.instancePath === '' ? 'the record' : error.instancePath.slice(1).replaceAll('/', '.');
  const allowed = error.keyword === 'enum' ? ` (${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')})` : '';
  return `${where} ${error.message ?? 'is not valid'}${allowed}`;
}

function credits(value: unknown): DataSourceCredit[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { name, licence, credit } = item as Record<string, unknown>;
    if (typeof name !== 'string' || typeof credit !== 'string') return [];
    return [{ name, credit, ...(typeof licence === 'string' ? { licence } : {}) }];
  });
}

/**
 * Reads the university data file written by the data scripts. Returns null when
 * the file does not exist; throws when it exists but a record does not match
 * the wire contract, so a bad data file stops the start instead of serving
 * records the serializer would mangle.
 */
export function readDataset(file: string): UniversityDataset | null {
  if (!fs.existsSync(file)) return null;
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  if (typeof raw.version !== 'string' || !Array.isArray(raw.universities)) {
    throw new Error(`${file}: expected { version, universities: [...] }`);
  }
  const universities = raw.universities as unknown[];
  universities.forEach((record, index) => {
    const problem = recordProblem(record);
    if (problem) throw new Error(`${file}: record ${index} does not match UniversityRecord: ${problem}`);
  });
  const slugs = new Set<string>();
  for (const record of universities as UniversityRecord[]) {
    if (!record.slug || !record.name || !record.country) throw new Error(`${file}: a record lacks name, slug or country`);
    if (slugs.has(record.slug)) throw new Error(`${file}: slug "${record.slug}" is not unique`);
    slugs.add(record.slug);
  }
  // A former slug must not shadow a live one, or an old link could answer with the wrong school.
  for (const record of universities as UniversityRecord[]) {
    for (const former of record.formerSlugs ?? []) {
      if (slugs.has(former)) throw new Error(`${file}: former slug "${former}" is also a current slug`);
    }
  }
  return {
    version: raw.version,
    generatedAt: typeof raw.generatedAt === 'string' ? raw.generatedAt : null,
    sources: credits(raw.sources),
    universities: universities as UniversityRecord[],
  };
}

/**
 * Each record with what its admitted applicants posted (the chance model's
 * aggregates, at least 20 admits a figure), so a signed-in card can show it
 * where the university publishes no averages. Records without a profile are
 * left as they are.
 */
export function withAdmittedProfiles(dataset: UniversityDataset | null, profileOf = universityAdmittedProfile): UniversityDataset | null {
  if (!dataset) return null;
  const universities = dataset.universities.map((record) => {
    const admittedProfile = profileOf(record.slug as string);
    return admittedProfile ? { ...record, admittedProfile } : record;
  });
  return { ...dataset, universities };
}
