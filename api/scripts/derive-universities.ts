// Derives api/data/universities.json from the raw public data in ../shared/data.
//   npx tsx api/scripts/derive-universities.ts [path/to/shared/data]
// The output is committed: the product never reads the raw files at run time.
// Method, match counts and credits: api/docs/data.md.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { categoryFromTuition } from '../../shared/src/domain/university';
import { NUMERIC_FIELDS, TEXT_FIELDS } from '../../shared/src/domain/university';
import { slugify } from '../../shared/src/domain/slug';
import { compositeScore } from './lib/composite-rank';
import { cellNumber, readCsv } from './lib/csv';
import { ESTIMATE_NOTE, ESTIMATED_FIELDS, estimatedScores, selectivityIndex } from './lib/estimates';
import { nameVariants } from './lib/names';
import { findRank, loadArwu, loadQs, loadThe, type RankEntry } from './lib/rankings';
import { consOf, faqsOf, prosOf, summaryOf, type TextFacts } from './lib/record-text';

const DATA_DIR = resolve(process.argv[2] ?? join(__dirname, '../../../shared/data'));
const OUT_DIR = join(__dirname, '../data');
const DATA_YEAR = 2026;

const CREDITS = {
  scorecard: 'U.S. Department of Education, College Scorecard (public domain)',
  directory: 'Hipo university-domains-list (MIT licence)',
  qs: (year: number) => `QS World University Rankings, ${year}`,
  the: (year: number) => `THE World University Rankings, ${year}`,
  arwu: (year: number) => `ARWU, ${year}`,
};

type Value = number | string | null;
type Record_ = Record<string, unknown>;

interface Candidate {
  name: string;
  country: 'USA' | 'Canada';
  city: string | null;
  state: string | null;
  website: string | null;
  financialAidLink: string | null;
  admissionRate: number | null; // 0-1
  sat: number | null;
  tuition: number | null;
  female: number | null; // 0-1
  sources: string[];
}

const url = (raw: string | undefined): string | null => {
  const value = (raw ?? '').trim();
  if (!value || value.toUpperCase() === 'NULL') return null;
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
};

function usCandidates(): Candidate[] {
  return readCsv(join(DATA_DIR, 'scorecard/most-recent-cohorts-institution.csv')).flatMap((row) => {
    const admissionRate = cellNumber(row.ADM_RATE);
    const tuition = cellNumber(row.TUITIONFEE_OUT);
    // A rate of 0 (no one admitted) is a reporting artefact, not a school to list.
    if (admissionRate === null || admissionRate <= 0 || tuition === null) return [];
    return [
      {
        name: row.INSTNM ?? '',
        country: 'USA' as const,
        city: row.CITY || null,
        state: row.STABBR || null,
        website: url(row.INSTURL),
        financialAidLink: url(row.NPCURL),
        admissionRate,
        sat: cellNumber(row.SAT_AVG),
        tuition,
        female: cellNumber(row.FEMALE),
        sources: [CREDITS.scorecard],
      },
    ];
  });
}

// Canada: the directory lists colleges, seminaries and CEGEPs too. We keep
// degree-granting universities by name: "Universit" (University, Université),
// "Polytechni" or "Institute of Technology".
const CANADIAN_UNIVERSITY = /universit|polytechni|institute of technology/i;

function canadianCandidates(): Candidate[] {
  const list = JSON.parse(readFileSync(join(DATA_DIR, 'directory/us-ca-universities-and-domains.json'), 'utf8')) as Array<{
    name: string;
    alpha_two_code: string;
    'state-province': string | null;
    web_pages: string[];
  }>;
  return list
    .filter((entry) => entry.alpha_two_code === 'CA' && CANADIAN_UNIVERSITY.test(entry.name))
    .map((entry) => ({
      name: entry.name.trim(),
      country: 'Canada' as const,
      city: null,
      state: entry['state-province'] || null,
      website: url(entry.web_pages[0]),
      financialAidLink: null,
      admissionRate: null,
      sat: null,
      tuition: null,
      female: null,
      sources: [CREDITS.directory],
    }));
}

function build() {
  const qs = loadQs(DATA_DIR);
  const the = loadThe(DATA_DIR);
  const arwu = loadArwu(DATA_DIR);
  const candidates = [...usCandidates(), ...canadianCandidates()];

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
  const stats = { usa: 0, canada: 0, qs: 0, the: 0, arwu: 0, estimated: 0, ranked: 0 };

  const drafts = candidates.map((c) => {
    const ranks = { qs: match(qs, c), the: match(the, c), arwu: match(arwu, c) };
    stats[c.country === 'USA' ? 'usa' : 'canada'] += 1;
    for (const table of ['qs', 'the', 'arwu'] as const) if (ranks[table]) stats[table] += 1;
    const z = selectivityIndex(c.admissionRate, c.sat);
    const score = compositeScore({
      worldPositions: Object.values(ranks).flatMap((r) => (r ? [r.position] : [])),
      admissionRate: c.admissionRate,
      sat: c.sat,
    });
    return { c, ranks, z, score };
  });

  const ranked = drafts.filter((d) => d.score !== null).sort((a, b) => b.score! - a.score! || a.c.name.localeCompare(b.c.name));
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

  const records = drafts.map((d) => toRecord(d, ownRank.get(d) ?? null, uniqueSlug(d.c), stats));
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
  const internationalPercent = ranks.the?.internationalShare ?? null;

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
    acceptanceRate: c.admissionRate !== null ? Math.round(c.admissionRate * 1000) / 10 : null,
    averageSAT: c.sat,
    femalePercent: c.female !== null ? Math.round(c.female * 1000) / 10 : null,
    malePercent: c.female !== null ? Math.round((1 - c.female) * 1000) / 10 : null,
    totalEnrolled: ranks.the?.students ?? null,
    internationalStudentsPercent: internationalPercent,
    totalInternationalStudents: ranks.qs?.internationalStudents ?? null,
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
  };
  record.summary = summaryOf(facts);
  record.category = categoryFromTuition(c.tuition ?? undefined);
  record.pros = prosOf(facts);
  record.cons = consOf(facts);
  record.faqs = faqsOf(facts, ESTIMATE_NOTE);
  record.estimatedFields = estimates ? [...ESTIMATED_FIELDS] : [];
  record.estimateNote = estimates ? ESTIMATE_NOTE : '';
  record.sources = sources;
  return record as Record_;
}

function main() {
  const { records, stats } = build();
  // One record a line: small diffs when the data are derived again.
  const body = `[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]`;
  const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const sources = [
    { name: 'College Scorecard', file: 'scorecard/most-recent-cohorts-institution.csv', licence: 'US federal government data (public domain)', credit: CREDITS.scorecard },
    { name: 'university-domains-list', file: 'directory/us-ca-universities-and-domains.json', licence: 'MIT', credit: CREDITS.directory },
    { name: 'QS World University Rankings', file: 'rankings/qs-2017-2022.csv', licence: 'ranking positions published by QS', credit: 'QS World University Rankings, year as given per record' },
    { name: 'THE World University Rankings', file: 'rankings/timesData.csv', licence: 'ranking positions published by THE', credit: 'THE World University Rankings, year as given per record' },
    { name: 'ARWU', file: 'rankings/shanghaiData.csv', licence: 'ranking positions published by ShanghaiRanking', credit: 'ARWU, year as given per record' },
  ];
  mkdirSync(OUT_DIR, { recursive: true });
  const header = JSON.stringify({ version, generatedAt: new Date().toISOString().slice(0, 10), sources });
  writeFileSync(join(OUT_DIR, 'universities.json'), `${header.slice(0, -1)},"universities":${body}}\n`);
  console.log(
    `universities.json ${version}: ${records.length} records (USA ${stats.usa}, Canada ${stats.canada}); ` +
      `matched QS ${stats.qs}, THE ${stats.the}, ARWU ${stats.arwu}; estimated scores ${stats.estimated}; GradAtlas-ranked ${stats.ranked}`,
  );
}

main();
