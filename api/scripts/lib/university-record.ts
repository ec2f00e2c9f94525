// The published record of one university: every contract field, the derived
// texts, estimates and the source of each value.
import { EXCHANGE_RATE_NOTE, toUsd } from '../../../shared/src/domain/currency';
import { categoryFromTuition } from '../../../shared/src/domain/university';
import { NUMERIC_FIELDS, TEXT_FIELDS } from '@gradatlas/shared/contracts';
import type { Candidate, FieldSource } from './candidate';
import { percent } from './graduate-rules';
import type { RankEntry } from './rankings';
import { consOf, faqsOf, prosOf, summaryOf, type TextFacts } from './record-text';
import { CREDITS, DATA_YEAR } from './source-credits';

type Value = number | string | null;
export type UniversityRecord = Record<string, unknown>;

export function toRecord(
  d: { c: Candidate; ranks: Record<'qs' | 'the' | 'arwu', RankEntry | null> },
  ownRank: number | null,
  slug: string,
): UniversityRecord {
  const { c, ranks } = d;
  // IPEDS CONTROL covers every US record; QS's type is the fallback (Canada).
  const universityType = c.ipeds?.universityType ?? ranks.qs?.type ?? null;
  const tuitionUsd = toUsd(c.tuition, c.currency);
  const record: Record<string, Value | unknown> = {};
  for (const field of [...NUMERIC_FIELDS, ...TEXT_FIELDS]) record[field] = null;
  const sources = [...c.sources];
  if (ranks.qs) sources.push(CREDITS.qs(ranks.qs.year));
  if (ranks.the) sources.push(CREDITS.the(ranks.the.year));
  if (ranks.arwu) sources.push(CREDITS.arwu(ranks.arwu.year));
  const fieldSources: Record<string, FieldSource> = { ...c.fieldSources };
  if (!c.ipeds?.universityType && ranks.qs?.type) fieldSources.universityType = { source: 'QS World University Rankings', year: String(ranks.qs.year) };
  if (c.currency === 'USD' && c.tuition !== null) fieldSources.tuitionFeesUsd = { ...fieldSources.tuitionFees!, note: 'same figure as tuitionFees (USD)' };
  if (c.currency === 'USD' && c.livingCost !== null) fieldSources.livingExpensesUsd = { ...fieldSources.livingExpenses!, note: 'same figure as livingExpenses (USD)' };
  if (ranks.qs) {
    fieldSources.qsRank = { source: 'QS World University Rankings', year: String(ranks.qs.year) };
    if (ranks.qs.internationalStudents != null) fieldSources.totalInternationalStudents = { source: 'QS World University Rankings', year: String(ranks.qs.year) };
  }
  if (ranks.the) fieldSources.theRank = { source: 'THE World University Rankings', year: String(ranks.the.year) };
  if (ranks.arwu) fieldSources.arwuRank = { source: 'ARWU', year: String(ranks.arwu.year) };

  Object.assign(record, {
    name: c.name,
    slug,
    // Internal: the key for joining IPEDS files (completions, outcomes). No
    // answer schema names it, so neither a guest nor a signed-in answer carries it.
    unitid: c.unitid,
    city: c.city,
    state: c.state,
    country: c.country,
    website: c.website,
    financialAidLink: c.financialAidLink,
    universityType,
    fullAddress: c.ipeds?.fullAddress ?? null,
    mainPhone: c.ipeds?.mainPhone ?? null,
    admissionsLink: c.ipeds?.admissionsLink ?? null,
    applicationLink: c.ipeds?.applicationLink ?? null,
    researchClass: c.ipeds?.researchClass ?? null,
    currency: c.currency,
    tuitionFees: c.tuition,
    tuitionFeesLabel: c.tuitionLabel,
    tuitionFeesUsd: tuitionUsd,
    undergraduateTuitionFees: c.undergraduateTuition,
    applicationFeeMasters: c.ipeds?.applicationFeeGraduate ?? null,
    applicationFeeUndergrad: c.ipeds?.applicationFeeUndergraduate ?? null,
    livingExpenses: c.livingCost,
    // The same yearly figure: the SPEC's one-year row with its local label.
    livingExpensesOneYear: c.livingCost,
    livingExpensesLabel: c.livingLabel,
    livingExpensesUsd: toUsd(c.livingCost, c.currency),
    sehGraduateStudents: c.gss?.total ?? null,
    acceptanceRate: percent(c.admissionRate),
    averageSAT: c.sat,
    femalePercent: percent(c.womenShare),
    malePercent: percent(c.menShare),
    totalEnrolled: c.undergraduates !== null && c.graduateStudents !== null ? c.undergraduates + c.graduateStudents : null,
    graduateStudents: c.graduateStudents,
    internationalStudentsPercent: percent(c.internationalShare),
    totalInternationalStudents: ranks.qs?.internationalStudents ?? null,
    averageSalary: c.earnings?.value ?? null,
    qsRank: ranks.qs?.rank ?? null,
    qsRankYear: ranks.qs?.year ?? null,
    theRank: ranks.the?.rank ?? null,
    theRankYear: ranks.the?.year ?? null,
    arwuRank: ranks.arwu?.rank ?? null,
    arwuRankYear: ranks.arwu?.year ?? null,
    gradAtlasRank: ownRank !== null ? String(ownRank) : null,
    gradAtlasRankYear: ownRank !== null ? DATA_YEAR : null,
  });
  const facts: TextFacts = {
    name: c.name,
    country: c.country,
    city: c.city,
    state: c.state,
    universityType,
    acceptanceRate: record.acceptanceRate as number | null,
    tuitionFees: c.tuition,
    tuitionFeesUsd: tuitionUsd,
    tuitionLabel: c.tuitionLabel,
    researchClass: c.ipeds?.researchClass ?? null,
    averageSAT: c.sat,
    totalInternationalStudents: ranks.qs?.internationalStudents ?? null,
    qs: ranks.qs,
    the: ranks.the,
    arwu: ranks.arwu,
    gradAtlasRank: record.gradAtlasRank as string | null,
    graduateStudents: c.graduateStudents,
    graduateStudentsYear: c.graduateStudentsYear,
    livingExpenses: c.livingCost,
  };
  record.summary = summaryOf(facts);
  // The SPEC's bands are in US dollars: a CA$ figure is placed by its US$ equivalent.
  record.category = categoryFromTuition(tuitionUsd ?? undefined);
  record.pros = prosOf(facts);
  record.cons = consOf(facts);
  record.faqs = faqsOf(facts);
  const estimatedFields: string[] = [];
  for (const [field, source] of Object.entries(fieldSources)) if (source.estimated && !estimatedFields.includes(field)) estimatedFields.push(field);
  if (ownRank !== null) fieldSources.gradAtlasRank = { source: 'GradAtlas composite (docs/data.md)', year: String(DATA_YEAR), note: 'derived' };
  record.estimatedFields = estimatedFields;
  record.estimateNote = costNotes(c).join(' ');
  record.fieldSources = fieldSources;
  record.sources = sources;
  return record as UniversityRecord;
}

function costNotes(c: Candidate): string[] {
  if (c.livingCost === null && !(c.country === 'Canada' && c.tuition !== null)) return [];
  if (c.country === 'USA') return [`Living cost: ${c.livingLabel}, room and board plus other expenses, an estimate the Scorecard publishes for undergraduates.`];
  return [`Tuition and living cost: department example 2022 (one ecology and evolution graduate programme; amounts in CA$), not a university-wide figure; ${EXCHANGE_RATE_NOTE}.`];
}
