// The one place that accepts the answer shapes SPEC sections 3 and 7 allow
// (spaced or camel-case keys; a list as `data`, as country groups, or bare) and
// turns them into typed Universities, so feature code never inspects raw JSON.
import { NUMERIC_FIELDS, TEXT_FIELDS, type NumericField, type TextField } from '../contracts/university-fields';
import { NOT_AVAILABLE } from './display-format';
import { slugify } from './slug';
import { categoryFromTuition, isMissing, parseNumber, type Faq, type University } from './university';

export type JsonObject = Record<string, unknown>;

/** A plain JSON object (not null, not an array). */
export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Names used by older server records (spaced keys, a misspelt tuition key).
 * Keys are compared lower-cased with everything but letters and digits removed,
 * so `Acceptance Rate`, `acceptance_rate` and `acceptanceRate` all match.
 */
const ALIASES: Partial<Record<NumericField | TextField, string[]>> = {
  tuitionFees: ['Tution Fees', 'Tuition Fees', 'tuition'],
  livingExpenses: ['Living Expenses', 'livingCost'],
  averageGRE: ['Average GRE', 'gre'],
  averageGMAT: ['Average GMAT', 'gmat'],
  averageToefl: ['Average TOEFL', 'toefl'],
  averageIelts: ['Average IELTS', 'ielts'],
  greVerbal: ['GRE Verbal Reasoning', 'verbalReasoning'],
  greQuant: ['GRE Quantitative Reasoning', 'quantitativeReasoning'],
  greWriting: ['GRE Analytical Writing', 'analyticalWriting'],
  mastersAcceptanceRate: ["Master's Acceptance Rate", 'Masters Acceptance Rate'],
  phdAcceptanceRate: ['PhD Acceptance Rate'],
  totalEnrolled: ['Total Enrolled', 'students'],
  internationalStudentsPercent: ['International Students', 'internationalStudents'],
  website: ['University Website', 'websiteLink', 'url'],
  universityType: ['Type', 'University Type'],
  usNewsRank: ['US News National Ranking', 'usNewsNational'],
  qsRank: ['QS World Ranking', 'qsWorld'],
  theRank: ['Times Higher Education Ranking', 'timesHigherEducation'],
  gradAtlasRank: ['GradAtlas Ranking', 'ownRanking'],
  arwuRank: ['ARWU Ranking', 'arwu'],
};

const keyForm = (key: string): string => key.toLowerCase().replace(/[^a-z0-9]/g, '');

function parseText(value: unknown): string {
  if (isMissing(value)) return NOT_AVAILABLE;
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() : NOT_AVAILABLE;
}

function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && !isMissing(item));
  if (typeof value === 'string' && !isMissing(value)) return value.split(/\n+/).map((s) => s.trim()).filter(Boolean);
  return [];
}

function faqList(value: unknown): Faq[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!isJsonObject(item)) return [];
    const { question, answer } = item;
    return typeof question === 'string' && typeof answer === 'string' ? [{ question, answer }] : [];
  });
}

/**
 * Maps a server record (spaced or camel-case keys) to a University. Every field
 * exists on the result; a value no source gave is N/A.
 */
export function normalizeUniversity(raw: JsonObject): University {
  const byKey = new Map<string, unknown>();
  for (const [key, value] of Object.entries(raw)) {
    const form = keyForm(key);
    if (!byKey.has(form) || isMissing(byKey.get(form))) byKey.set(form, value);
  }
  const pick = (field: NumericField | TextField): unknown => {
    for (const name of [field, ...(ALIASES[field] ?? [])]) {
      const value = byKey.get(keyForm(name));
      if (!isMissing(value)) return value;
    }
    return undefined;
  };

  const result = {} as University;
  for (const field of NUMERIC_FIELDS) result[field] = parseNumber(pick(field));
  for (const field of TEXT_FIELDS) result[field] = parseText(pick(field));

  // City and state may arrive together as "City, State" or as a location.
  const cityState = byKey.get(keyForm('City, State')) ?? byKey.get('location');
  if (typeof cityState === 'string' && !isMissing(cityState) && (result.city === NOT_AVAILABLE || result.state === NOT_AVAILABLE)) {
    const [city, ...rest] = cityState.split(',');
    if (result.city === NOT_AVAILABLE) result.city = parseText(city);
    if (result.state === NOT_AVAILABLE) result.state = parseText(rest.join(','));
  }
  if (result.slug === NOT_AVAILABLE && result.name !== NOT_AVAILABLE) result.slug = slugify(result.name);

  // The SPEC's category bands are in US dollars: a CA$ tuition is placed by its US$ equivalent.
  // A department's example is not the university's tuition: the server sends it
  // with category 'Unknown' beside the figure, and it keeps no band here either
  // (hasUncomparableTuition reads that back).
  const tuitionUsd = result.tuitionFeesUsd !== NOT_AVAILABLE ? result.tuitionFeesUsd : result.currency === 'CAD' ? NOT_AVAILABLE : result.tuitionFees;
  result.category = categoryFromTuition(raw.category === 'Unknown' ? NOT_AVAILABLE : tuitionUsd);
  result.pros = stringList(raw.pros ?? byKey.get('pros'));
  result.cons = stringList(raw.cons ?? byKey.get('cons'));
  result.faqs = faqList(raw.faqs);
  result.estimatedFields = stringList(raw.estimatedFields);
  result.estimateNote = typeof raw.estimateNote === 'string' ? raw.estimateNote : '';
  result.sources = stringList(raw.sources);
  // Read figure by figure where it is shown (a signed-in card's own chunk: admitted-scores.ts), not on every page's first load.
  result.admittedProfile = isJsonObject(raw.admittedProfile) ? (raw.admittedProfile as University['admittedProfile']) : null;
  return result;
}

const records = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.filter(isJsonObject) : []);

/** One university from `{ university: {...} }` or a bare record; null when the answer holds none (no name). */
export function readUniversity(body: unknown): University | null {
  const record = isJsonObject(body) && isJsonObject(body.university) ? body.university : body;
  if (!isJsonObject(record) || Object.keys(record).length === 0) return null;
  const university = normalizeUniversity(record);
  return university.name === NOT_AVAILABLE ? null : university;
}

export interface UniversityPage {
  universities: University[];
  hasNextPage: boolean;
}

function readHasNextPage(pagination: unknown): boolean {
  if (!isJsonObject(pagination)) return false; // an unpaginated answer is the whole list
  if (typeof pagination.hasNextPage === 'boolean') return pagination.hasNextPage;
  const { page, limit, total } = pagination;
  if (typeof page === 'number' && typeof limit === 'number' && typeof total === 'number') return page * limit < total;
  return false;
}

/**
 * Reads a list answer in any of the shapes SPEC section 7 allows:
 * `{ data: [...], pagination }`, `{ usaUniversities, canadaUniversities }`
 * (top level or inside `data`), or a bare array.
 */
export function readUniversityPage(body: unknown): UniversityPage {
  if (Array.isArray(body)) return { universities: records(body).map(normalizeUniversity), hasNextPage: false };
  if (!isJsonObject(body)) return { universities: [], hasNextPage: false };

  let list: JsonObject[];
  if (Array.isArray(body.data)) {
    list = records(body.data);
  } else {
    const holder = isJsonObject(body.data) ? body.data : body;
    list = [...records(holder.usaUniversities), ...records(holder.canadaUniversities)];
  }
  const pagination = body.pagination ?? (isJsonObject(body.data) ? body.data.pagination : undefined);
  return { universities: list.map(normalizeUniversity), hasNextPage: readHasNextPage(pagination) };
}
