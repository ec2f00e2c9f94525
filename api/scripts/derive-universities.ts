// Derives api/data/universities.json from the raw public data in ../shared/data.
//   npx tsx api/scripts/derive-universities.ts [path/to/shared/data]
// The output is committed: the product never reads the raw files at run time.
// Method, match counts and credits: api/docs/data.md.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { categoryFromTuition } from '../../shared/src/domain/university';
import { NUMERIC_FIELDS, TEXT_FIELDS } from '@gradatlas/shared/contracts';
import { slugify } from '../../shared/src/domain/slug';
import { compositeScore } from './lib/composite-rank';
import { cellNumber, readCsv } from './lib/csv';
import { ESTIMATE_NOTE, ESTIMATED_FIELDS, estimatedScores, selectivityIndex } from './lib/estimates';
import { graduateSchoolProblem, displayName, latestByYear, percent, yearlyLivingCost } from './lib/graduate-rules';
import { nameKey, nameVariants } from './lib/names';
import { findRank, loadArwu, loadQs, loadThe, type RankEntry } from './lib/rankings';
import { consOf, faqsOf, prosOf, summaryOf, type TextFacts } from './lib/record-text';

const DATA_DIR = resolve(process.argv[2] ?? join(__dirname, '../../../shared/data'));
const OUT_DIR = join(__dirname, '../data');
const DATA_YEAR = 2026;
const MERGED_YEAR = '2021-22';

const CREDITS = {
  scorecard: 'U.S. Department of Education, College Scorecard (public domain)',
  directory: 'Hipo university-domains-list (MIT licence)',
  stipends: 'Canadian ecology and evolution graduate stipends 2022, J. Burant et al. (CC0)',
  qs: (year: number) => `QS World University Rankings, ${year}`,
  the: (year: number) => `THE World University Rankings, ${year}`,
  arwu: (year: number) => `ARWU, ${year}`,
};

type Value = number | string | null;
type Record_ = Record<string, unknown>;
/** Where one value comes from: shown beside the value and kept in the data. */
export interface FieldSource {
  source: string;
  year: string;
  estimated?: boolean;
  note?: string;
}

interface Candidate {
  name: string;
  /** The name under which the record was published before (its old slug still answers). */
  formerName: string | null;
  country: 'USA' | 'Canada';
  city: string | null;
  state: string | null;
  website: string | null;
  financialAidLink: string | null;
  admissionRate: number | null; // 0-1
  sat: number | null;
  tuition: number | null;
  livingCost: number | null;
  undergraduates: number | null;
  graduateStudents: number | null;
  internationalShare: number | null; // 0-1, undergraduates
  menShare: number | null;
  womenShare: number | null;
  earnings: { value: number; year: string } | null;
  fieldSources: Record<string, FieldSource>;
  sources: string[];
}

const url = (raw: string | undefined): string | null => {
  const value = (raw ?? '').trim();
  if (!value || value.toUpperCase() === 'NULL') return null;
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
};


function usCandidates(stats: { usScorecard: number; usHighdeg4: number }): Candidate[] {
  // Links (INSTURL, NPCURL) are only in the older most-recent-cohorts file; joined on UNITID.
  const links = new Map(readCsv(join(DATA_DIR, 'scorecard/most-recent-cohorts-institution.csv')).map((row) => [row.UNITID ?? '', row]));
  const earnings = latestByYear(
    readCsv(join(DATA_DIR, 'scorecard/earnings-median-10y-by-year.csv')).flatMap((row) => {
      const value = cellNumber(row.amnt_earnings_med_10y);
      return value === null || !row.id || !row.academic_year ? [] : [{ id: row.id, year: row.academic_year, value }];
    }),
  );
  return readCsv(join(DATA_DIR, 'scorecard/merged-2021-22-extract.csv')).flatMap((row) => {
    stats.usScorecard += 1;
    if (row.HIGHDEG === '4') stats.usHighdeg4 += 1;
    const problem = graduateSchoolProblem(row);
    if (problem) return [];
    const link = links.get(row.UNITID ?? '');
    const scorecardName = (row.INSTNM ?? '').trim();
    const name = displayName(scorecardName);
    const admissionRate = cellNumber(row.ADM_RATE);
    const fieldSources: Record<string, FieldSource> = {};
    const tuition = cellNumber(row.TUITIONFEE_OUT);
    if (tuition !== null) fieldSources.tuitionFees = { source: 'College Scorecard', year: MERGED_YEAR, note: 'undergraduate out-of-state tuition and fees' };
    const livingCost = yearlyLivingCost(row);
    if (livingCost !== null) {
      fieldSources.livingExpenses = { source: 'College Scorecard', year: MERGED_YEAR, estimated: true, note: LIVING_LABEL_US };
    }
    const undergraduates = cellNumber(row.UGDS);
    const graduateStudents = cellNumber(row.GRADS);
    if (undergraduates !== null && graduateStudents !== null) fieldSources.totalEnrolled = { source: 'College Scorecard', year: MERGED_YEAR, note: 'undergraduates (UGDS) plus graduate students (GRADS)' };
    if (graduateStudents !== null) fieldSources.graduateStudents = { source: 'College Scorecard', year: MERGED_YEAR };
    const internationalShare = cellNumber(row.UGDS_NRA);
    if (internationalShare !== null) fieldSources.internationalStudentsPercent = { source: 'College Scorecard', year: MERGED_YEAR, note: 'non-resident share of undergraduates only' };
    const menShare = cellNumber(row.UGDS_MEN);
    const womenShare = cellNumber(row.UGDS_WOMEN);
    if (menShare !== null) fieldSources.malePercent = { source: 'College Scorecard', year: MERGED_YEAR, note: 'share of undergraduates' };
    if (womenShare !== null) fieldSources.femalePercent = { source: 'College Scorecard', year: MERGED_YEAR, note: 'share of undergraduates' };
    if (admissionRate !== null) fieldSources.acceptanceRate = { source: 'College Scorecard', year: MERGED_YEAR, note: 'undergraduate admission rate' };
    const sat = cellNumber(row.SAT_AVG);
    if (sat !== null) fieldSources.averageSAT = { source: 'College Scorecard', year: MERGED_YEAR };
    const earning = earnings.get(row.UNITID ?? '') ?? null;
    if (earning) {
      fieldSources.averageSalary = {
        source: 'College Scorecard',
        year: earning.year,
        note: 'median earnings of all former students (not only graduates of graduate programmes) 10 years after entry',
      };
    }
    return [
      {
        name,
        formerName: name !== scorecardName ? scorecardName : null,
        country: 'USA' as const,
        city: row.CITY || null,
        state: row.STABBR || null,
        website: url(link?.INSTURL),
        financialAidLink: url(link?.NPCURL),
        admissionRate: admissionRate !== null && admissionRate > 0 ? admissionRate : null,
        sat,
        tuition,
        livingCost,
        undergraduates,
        graduateStudents,
        internationalShare,
        menShare,
        womenShare,
        earnings: earning,
        fieldSources,
        sources: [CREDITS.scorecard],
      },
    ];
  });
}

const LIVING_LABEL_US = `estimated yearly living cost (College Scorecard, ${MERGED_YEAR})`;
const LIVING_LABEL_CA = 'yearly living cost, department example 2022 (12 × monthly living cost of one ecology and evolution graduate programme)';

// Canada: the directory lists colleges, seminaries and CEGEPs too. We keep
// degree-granting universities by name: "Universit" (University, Université),
// "Polytechni" or "Institute of Technology".
const CANADIAN_UNIVERSITY = /universit|polytechni|institute of technology/i;

/** Short names of the stipend file → the directory name of the university (checked by hand). */
const STIPEND_UNIVERSITIES: Record<string, string> = {
  Alberta: 'University of Alberta', Brock: 'Brock University', Calgary: 'University of Calgary', Carleton: 'Carleton University',
  Concordia: 'Concordia University', Dalhousie: 'Dalhousie University', Guelph: 'University of Guelph', Laurentian: 'Laurentian University',
  Laval: 'Université Laval', Lethbridge: 'University of Lethbridge', Manitoba: 'University of Manitoba', McGill: 'McGill University',
  McMaster: 'McMaster University', Memorial: 'Memorial University of Newfoundland', 'New Brunswick': 'University of New Brunswick',
  Ottawa: 'University of Ottawa', "Queen's": "Queen's University", Regina: 'University of Regina', Saskatchewan: 'University of Saskatchewan',
  Sherbrooke: 'Université de Sherbrooke', 'Simon Fraser': 'Simon Fraser University', 'TMU (Ryerson)': 'Toronto Metropolitan University',
  Toronto: 'University of Toronto', Trent: 'Trent University', UBC: 'University of British Columbia', UNBC: 'University of Northern British Columbia',
  UQAM: 'Université du Québec à Montréal', UdeM: 'Université de Montréal', Victoria: 'University of Victoria', Waterloo: 'University of Waterloo',
  Western: 'University of Western Ontario', 'Wilfrid Laurier': 'Wilfrid Laurier University', Windsor: 'University of Windsor', York: 'York University',
};

function stipendFigures(): Map<string, { tuition: number | null; living: number | null; city: string | null }> {
  const out = new Map<string, { tuition: number | null; living: number | null; city: string | null }>();
  for (const row of readCsv(join(DATA_DIR, 'canada/graduate-stipends-tuition-2022.csv'))) {
    const name = STIPEND_UNIVERSITIES[row.university ?? ''];
    if (!name || out.has(nameKey(name))) continue; // first row (the Master's programme) of each university
    const monthly = cellNumber(row.living_month);
    out.set(nameKey(name), { tuition: cellNumber(row.tuition_int), living: monthly === null ? null : Math.round(monthly * 12), city: row.city || null });
  }
  return out;
}

function canadianCandidates(): Candidate[] {
  const list = JSON.parse(readFileSync(join(DATA_DIR, 'directory/us-ca-universities-and-domains.json'), 'utf8')) as Array<{
    name: string;
    alpha_two_code: string;
    'state-province': string | null;
    web_pages: string[];
  }>;
  const stipends = stipendFigures();
  return list
    .filter((entry) => entry.alpha_two_code === 'CA' && CANADIAN_UNIVERSITY.test(entry.name))
    .map((entry) => {
      const figures = stipends.get(nameKey(entry.name.trim())) ?? null;
      const fieldSources: Record<string, FieldSource> = {};
      const example = { source: 'Canadian graduate stipends data set', year: '2022', estimated: true };
      if (figures?.tuition != null) fieldSources.tuitionFees = { ...example, note: 'international graduate tuition, CAD, department example 2022' };
      if (figures?.living != null) fieldSources.livingExpenses = { ...example, note: LIVING_LABEL_CA };
      return {
        name: entry.name.trim(),
        formerName: null,
        country: 'Canada' as const,
        city: figures?.city ?? null,
        state: entry['state-province'] || null,
        website: url(entry.web_pages[0]),
        financialAidLink: null,
        admissionRate: null,
        sat: null,
        tuition: figures?.tuition ?? null,
        livingCost: figures?.living ?? null,
        undergraduates: null,
        graduateStudents: null,
        internationalShare: null,
        menShare: null,
        womenShare: null,
        earnings: null,
        fieldSources,
        sources: figures ? [CREDITS.directory, CREDITS.stipends] : [CREDITS.directory],
      };
    });
}

function build() {
  const qs = loadQs(DATA_DIR);
  const the = loadThe(DATA_DIR);
  const arwu = loadArwu(DATA_DIR);
  const stats = { usScorecard: 0, usHighdeg4: 0, usa: 0, canada: 0, qs: 0, the: 0, arwu: 0, estimated: 0, ranked: 0, usLiving: 0, canadaStipend: 0, renamed: 0 };
  const candidates = [...usCandidates(stats), ...canadianCandidates()];

  // A ranking row is matched only under a name variant that is unique in its country.
  const variantCount = new Map<string, number>();
  for (const c of candidates) {
    for (const v of nameVariants(c.name)) variantCount.set(`${c.country}:${v}`, (variantCount.get(`${c.country}:${v}`) ?? 0) + 1);
  }
  const match = (table: Map<string, RankEntry>, c: Candidate): RankEntry | null => {
    for (const v of nameVariants(c.name)) {
      if (variantCount.get(`${c.country}:${v}`) !== 1) continue;
      const found = findRank(table, v, c.country);
      if (found) return found;
    }
    return null;
  };

  const drafts = candidates.map((c) => {
    const ranks = { qs: match(qs, c), the: match(the, c), arwu: match(arwu, c) };
    stats[c.country === 'USA' ? 'usa' : 'canada'] += 1;
    if (c.country === 'USA' && c.livingCost !== null) stats.usLiving += 1;
    if (c.country === 'Canada' && c.tuition !== null) stats.canadaStipend += 1;
    if (c.formerName) stats.renamed += 1;
    for (const table of ['qs', 'the', 'arwu'] as const) if (ranks[table]) stats[table] += 1;
    const z = selectivityIndex(c.admissionRate, c.sat);
    const score = compositeScore({
      worldPositions: Object.values(ranks).flatMap((r) => (r ? [r.position] : [])),
      graduateStudents: c.graduateStudents,
      admissionRate: c.admissionRate,
    });
    return { c, ranks, z, score };
  });

  const ranked = [...drafts].sort((a, b) => b.score - a.score || a.c.name.localeCompare(b.c.name));
  const ownRank = new Map(ranked.map((d, index) => [d, index + 1]));
  stats.ranked = ranked.length;

  const slugs = new Set<string>();
  const uniqueSlug = (c: Candidate): string => {
    const base = slugify(c.name);
    let slug = base;
    if (slugs.has(slug) && c.state) slug = `${base}-${slugify(c.state)}`;
    for (let n = 2; slugs.has(slug); n += 1) slug = `${base}-${n}`;
    slugs.add(slug);
    return slug;
  };

  // Slugs are given in source-file order, as before, so they stay stable where the name does not change.
  const slugOf = new Map(drafts.map((d) => [d, uniqueSlug(d.c)]));
  const records = drafts.map((d) => toRecord(d, ownRank.get(d) ?? null, slugOf.get(d)!, stats));
  // A renamed record keeps answering under the slug of its former name, unless another record now holds it.
  const taken = new Set(records.map((r) => r.slug as string));
  for (const [index, d] of drafts.entries()) {
    const former = d.c.formerName ? slugify(d.c.formerName) : null;
    records[index]!.formerSlugs = former && !taken.has(former) ? [former] : [];
  }
  records.sort((a, b) => String(a.name).localeCompare(String(b.name)));
  return { records, stats };
}

function toRecord(
  d: { c: Candidate; ranks: Record<'qs' | 'the' | 'arwu', RankEntry | null>; z: number | null },
  ownRank: number | null,
  slug: string,
  stats: { estimated: number },
): Record_ {
  const { c, ranks, z } = d;
  const record: Record<string, Value | unknown> = {};
  for (const field of [...NUMERIC_FIELDS, ...TEXT_FIELDS]) record[field] = null;
  const estimates = z !== null ? estimatedScores(z) : null;
  if (estimates) stats.estimated += 1;
  const sources = [...c.sources];
  if (ranks.qs) sources.push(CREDITS.qs(ranks.qs.year));
  if (ranks.the) sources.push(CREDITS.the(ranks.the.year));
  if (ranks.arwu) sources.push(CREDITS.arwu(ranks.arwu.year));
  const fieldSources: Record<string, FieldSource> = { ...c.fieldSources };
  if (ranks.qs) {
    fieldSources.qsRank = { source: 'QS World University Rankings', year: String(ranks.qs.year) };
    if (ranks.qs.internationalStudents != null) fieldSources.totalInternationalStudents = { source: 'QS World University Rankings', year: String(ranks.qs.year) };
  }
  if (ranks.the) fieldSources.theRank = { source: 'THE World University Rankings', year: String(ranks.the.year) };
  if (ranks.arwu) fieldSources.arwuRank = { source: 'ARWU', year: String(ranks.arwu.year) };

  Object.assign(record, {
    name: c.name,
    slug,
    city: c.city,
    state: c.state,
    country: c.country,
    website: c.website,
    financialAidLink: c.financialAidLink,
    universityType: ranks.qs?.type ?? null,
    tuitionFees: c.tuition,
    livingExpenses: c.livingCost,
    livingExpensesLabel: c.livingCost === null ? null : c.country === 'USA' ? LIVING_LABEL_US : LIVING_LABEL_CA,
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
    ...(estimates ?? {}),
  });
  const facts: TextFacts = {
    name: c.name,
    country: c.country,
    city: c.city,
    state: c.state,
    universityType: ranks.qs?.type ?? null,
    acceptanceRate: record.acceptanceRate as number | null,
    tuitionFees: c.tuition,
    averageSAT: c.sat,
    totalInternationalStudents: ranks.qs?.internationalStudents ?? null,
    qs: ranks.qs,
    the: ranks.the,
    arwu: ranks.arwu,
    gradAtlasRank: record.gradAtlasRank as string | null,
    estimated: Boolean(estimates),
    graduateStudents: c.graduateStudents,
    livingExpenses: c.livingCost,
  };
  record.summary = summaryOf(facts);
  record.category = categoryFromTuition(c.tuition ?? undefined);
  record.pros = prosOf(facts);
  record.cons = consOf(facts);
  record.faqs = faqsOf(facts, ESTIMATE_NOTE);
  const estimatedFields: string[] = estimates ? [...ESTIMATED_FIELDS] : [];
  if (estimates) for (const field of ESTIMATED_FIELDS) fieldSources[field] = { source: 'GradAtlas estimate', year: String(DATA_YEAR), estimated: true };
  for (const [field, source] of Object.entries(fieldSources)) if (source.estimated && !estimatedFields.includes(field)) estimatedFields.push(field);
  if (ownRank !== null) fieldSources.gradAtlasRank = { source: 'GradAtlas composite (docs/data.md)', year: String(DATA_YEAR), note: 'derived' };
  record.estimatedFields = estimatedFields;
  record.estimateNote = [estimates ? ESTIMATE_NOTE : '', ...costNotes(c)].filter(Boolean).join(' ');
  record.fieldSources = fieldSources;
  record.sources = sources;
  return record as Record_;
}

function costNotes(c: Candidate): string[] {
  if (c.livingCost === null && !(c.country === 'Canada' && c.tuition !== null)) return [];
  if (c.country === 'USA') return [`Living cost: ${LIVING_LABEL_US}, off-campus room and board plus other expenses, an estimate the Scorecard publishes for undergraduates.`];
  return ['Tuition and living cost: department example 2022 (one ecology and evolution graduate programme; international tuition in CAD), not a university-wide figure.'];
}

function main() {
  const { records, stats } = build();
  // One record a line: small diffs when the data are derived again.
  const body = `[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]`;
  const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const sources = [
    { name: 'College Scorecard', file: 'scorecard/merged-2021-22-extract.csv, scorecard/earnings-median-10y-by-year.csv, scorecard/most-recent-cohorts-institution.csv', licence: 'US federal government data (public domain)', credit: CREDITS.scorecard },
    { name: 'Canadian graduate stipends 2022', file: 'canada/graduate-stipends-tuition-2022.csv', licence: 'CC0', credit: CREDITS.stipends },
    { name: 'university-domains-list', file: 'directory/us-ca-universities-and-domains.json', licence: 'MIT', credit: CREDITS.directory },
    { name: 'QS World University Rankings', file: 'rankings/qs-2017-2022.csv', licence: 'ranking positions published by QS', credit: 'QS World University Rankings, year as given per record' },
    { name: 'THE World University Rankings', file: 'rankings/timesData.csv', licence: 'ranking positions published by THE', credit: 'THE World University Rankings, year as given per record' },
    { name: 'ARWU', file: 'rankings/shanghaiData.csv', licence: 'ranking positions published by ShanghaiRanking', credit: 'ARWU, year as given per record' },
  ];
  mkdirSync(OUT_DIR, { recursive: true });
  const header = JSON.stringify({ version, generatedAt: new Date().toISOString().slice(0, 10), sources });
  writeFileSync(join(OUT_DIR, 'universities.json'), `${header.slice(0, -1)},"universities":${body}}\n`);
  console.log(
    `US Scorecard rows ${stats.usScorecard}, HIGHDEG 4 ${stats.usHighdeg4}, kept ${stats.usa} (US with living cost ${stats.usLiving}); ` +
      `Canada with stipend-file figures ${stats.canadaStipend}; renamed ${stats.renamed}\n` +
      `universities.json ${version}: ${records.length} records (USA ${stats.usa}, Canada ${stats.canada}); ` +
      `matched QS ${stats.qs}, THE ${stats.the}, ARWU ${stats.arwu}; estimated scores ${stats.estimated}; GradAtlas-ranked ${stats.ranked}`,
  );
}

main();
