import fs from 'node:fs';
import { NUMERIC_FIELDS, TEXT_FIELDS, UNIVERSITY_CATEGORIES, type DataSourceCredit, type UniversityRecord } from '@gradatlas/shared/contracts';

export interface UniversityDataset {
  version: string;
  generatedAt: string | null;
  sources: DataSourceCredit[];
  universities: UniversityRecord[];
}

const isStringArray = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The first way a record differs from the UniversityRecord contract, or null.
 * Written out rather than compiled from the TypeBox schema: its nullable and
 * enum fields are plain JSON Schema that TypeBox's own checker cannot run.
 */
export function recordProblem(record: unknown): string | null {
  if (!record || typeof record !== 'object') return 'not an object';
  const value = record as Record<string, unknown>;
  for (const key of NUMERIC_FIELDS) {
    const field = value[key];
    if (field !== null && (typeof field !== 'number' || !Number.isFinite(field))) return `${key} must be a number or null`;
  }
  for (const key of TEXT_FIELDS) {
    if (value[key] !== null && typeof value[key] !== 'string') return `${key} must be text or null`;
  }
  if (!(UNIVERSITY_CATEGORIES as readonly unknown[]).includes(value.category)) return 'category is not a known category';
  for (const key of ['pros', 'cons', 'estimatedFields', 'sources']) if (!isStringArray(value[key])) return `${key} must be a list of text`;
  if (typeof value.estimateNote !== 'string') return 'estimateNote must be text';
  if (value.graduateStudents !== undefined && value.graduateStudents !== null && (typeof value.graduateStudents !== 'number' || !Number.isFinite(value.graduateStudents))) {
    return 'graduateStudents must be a number or null';
  }
  if (value.formerSlugs !== undefined && !isStringArray(value.formerSlugs)) return 'formerSlugs must be a list of text';
  if (value.fieldSources !== undefined) {
    const sources = value.fieldSources;
    if (!sources || typeof sources !== 'object' || Array.isArray(sources)) return 'fieldSources must be an object';
    for (const [field, source] of Object.entries(sources as Record<string, { source?: unknown; year?: unknown }>)) {
      if (typeof source?.source !== 'string' || typeof source?.year !== 'string') return `fieldSources.${field} must give source and year`;
    }
  }
  const faqs = value.faqs;
  if (!Array.isArray(faqs) || !faqs.every((faq: { question?: unknown; answer?: unknown }) => typeof faq?.question === 'string' && typeof faq?.answer === 'string')) {
    return 'faqs must be a list of { question, answer }';
  }
  return null;
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
