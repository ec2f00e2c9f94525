import { CATEGORY_MID_RANGE_CUTOFF, CATEGORY_PREMIUM_CUTOFF } from './constants';
import { NOT_AVAILABLE } from './money';
import { slugify } from './slug';

export type NA = typeof NOT_AVAILABLE;
export type Num = number | NA;
export type UniversityCategory = 'Premium' | 'Mid-Range' | 'Affordable' | 'Unknown';

export interface Faq {
  question: string;
  answer: string;
}

/** Numeric fields of a university: parsed numbers, or N/A when missing. */
export const NUMERIC_FIELDS = [
  'tuitionFees', 'livingExpenses', 'livingExpensesOneYear', 'applicationFeeMasters', 'applicationFeeUndergrad',
  'acceptanceRate', 'mastersAcceptanceRate', 'phdAcceptanceRate',
  'averageGRE', 'greVerbal', 'greQuant', 'greWriting', 'averageGMAT',
  'averageToefl', 'minimumToefl', 'averageIelts', 'minimumIelts', 'averageGpa', 'averageSAT',
  'averageSalary', 'employmentRate', 'employedWithin3Months', 'totalEnrolled', 'graduateStudents',
  'internationalStudentsPercent', 'totalInternationalStudents', 'malePercent', 'femalePercent',
  'usNewsRankYear', 'qsRankYear', 'theRankYear', 'gradAtlasRankYear', 'arwuRankYear',
] as const;

/** Text fields of a university: trimmed text, or N/A when missing. */
export const TEXT_FIELDS = [
  'name', 'city', 'state', 'country', 'slug', 'summary', 'universityType', 'fullAddress', 'website',
  'admissionsEmail', 'admissionsPhone', 'livingExpensesLabel',
  'financialAidLink', 'financialAidDirector', 'financialAidPhone',
  'fellowships', 'teachingAssistantships', 'researchAssistantships',
  'usNewsRank', 'qsRank', 'theRank', 'gradAtlasRank', 'arwuRank',
] as const;

export type NumericField = (typeof NUMERIC_FIELDS)[number];
export type TextField = (typeof TEXT_FIELDS)[number];

export type University = { [K in NumericField]: Num } & { [K in TextField]: string } & {
  category: UniversityCategory;
  pros: string[];
  cons: string[];
  faqs: Faq[];
  /** Names of fields whose value is an estimate, not a published figure. */
  estimatedFields: string[];
  /** How the estimates were made, shown beside estimated values. */
  estimateNote: string;
  /** Where the record's figures come from, for the credit line. */
  sources: string[];
};

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

const MISSING_TEXT = new Set(['', 'na', 'n/a']);

const keyForm = (key: string): string => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** True for null, undefined, '', 'na' and 'n/a' (any case, trimmed). */
export function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value === 'string') return MISSING_TEXT.has(value.trim().toLowerCase());
  return false;
}

/** Parses "$45,000", "45000" or 45000 to a number; anything else is N/A. */
export function parseNumber(value: unknown): Num {
  if (isMissing(value)) return NOT_AVAILABLE;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NOT_AVAILABLE;
  const cleaned = value.replace(/[$,%\s]/g, '');
  if (cleaned === '' || !/^-?\d*\.?\d+$/.test(cleaned)) return NOT_AVAILABLE;
  return Number(cleaned);
}

function parseText(value: unknown): string {
  if (isMissing(value)) return NOT_AVAILABLE;
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() : NOT_AVAILABLE;
}

/** Category by tuition (SPEC section 3): over 50,000 Premium, over 25,000 Mid-Range. */
export function categoryFromTuition(tuition: unknown): UniversityCategory {
  const amount = parseNumber(tuition);
  if (amount === NOT_AVAILABLE) return 'Unknown';
  if (amount > CATEGORY_PREMIUM_CUTOFF) return 'Premium';
  if (amount > CATEGORY_MID_RANGE_CUTOFF) return 'Mid-Range';
  return 'Affordable';
}

function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && !isMissing(item));
  if (typeof value === 'string' && !isMissing(value)) return value.split(/\n+/).map((s) => s.trim()).filter(Boolean);
  return [];
}

function faqList(value: unknown): Faq[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (item && typeof item === 'object' && 'question' in item && 'answer' in item) {
      const { question, answer } = item as Record<string, unknown>;
      if (typeof question === 'string' && typeof answer === 'string') return [{ question, answer }];
    }
    return [];
  });
}

/**
 * Maps a server record (spaced or camel-case keys) to a University. Every field
 * exists on the result; a value no source gave is N/A.
 */
export function normalizeUniversity(raw: Record<string, unknown>): University {
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

  result.category = categoryFromTuition(result.tuitionFees);
  result.pros = stringList(raw.pros ?? byKey.get('pros'));
  result.cons = stringList(raw.cons ?? byKey.get('cons'));
  result.faqs = faqList(raw.faqs);
  result.estimatedFields = stringList(raw.estimatedFields);
  result.estimateNote = typeof raw.estimateNote === 'string' ? raw.estimateNote : '';
  result.sources = stringList(raw.sources);
  return result;
}

/** City and state joined for display, skipping whichever is missing. */
export function placeLine(university: Pick<University, 'city' | 'state' | 'country'>): string {
  const parts = [university.city, university.state].filter((part) => part !== NOT_AVAILABLE);
  return parts.length ? parts.join(', ') : university.country;
}
