// Summary, pros, cons and FAQs written only from the record's own figures,
// each figure with its source. No claim that a figure does not support.
import { EXCHANGE_RATE_NOTE } from '../../../shared/src/domain/currency';

export interface TextFacts {
  name: string;
  country: 'USA' | 'Canada';
  city: string | null;
  state: string | null;
  universityType: string | null;
  acceptanceRate: number | null; // percent
  tuitionFees: number | null;
  /** The tuition in US dollars (the CA$ figure at the 2022 annual average rate for Canada). */
  tuitionFeesUsd?: number | null;
  tuitionLabel?: string | null;
  researchClass?: string | null;
  averageSAT: number | null;
  totalInternationalStudents: number | null;
  qs: { rank: string; year: number; position: number } | null;
  the: { rank: string; year: number; position: number } | null;
  arwu: { rank: string; year: number; position: number } | null;
  gradAtlasRank: string | null;
  graduateStudents?: number | null;
  graduateStudentsYear?: string | null;
  livingExpenses?: number | null;
}

/** Canadian tuition comes from one department's example (stipend file, 2022), not a university-wide figure. */
const tuitionPhrase = (f: TextFacts, amount: number) =>
  f.country === 'Canada'
    ? `International graduate tuition in one ecology and evolution programme was ${cad(amount)} a year${f.tuitionFeesUsd != null ? ` (about ${usd(f.tuitionFeesUsd)}; ${EXCHANGE_RATE_NOTE})` : ''} (department example, 2022); other programmes differ`
    : `Full-time graduate tuition and required fees are ${money(amount)} a year (${f.tuitionLabel?.includes('out-of-state') ? 'out-of-state, ' : ''}IPEDS 2022-23); programmes with their own rates differ`;

/** US dollars; a Canadian record's US$ equivalent says US$ so no "$" is read as another dollar. */
const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const usd = (n: number) => `US$${Math.round(n).toLocaleString('en-US')}`;
const cad = (n: number) => `CA$${Math.round(n).toLocaleString('en-US')}`;
const pct = (n: number) => `${Number(n.toFixed(1))}%`;

function place(f: TextFacts): string {
  return [f.city, f.state, f.country === 'USA' ? 'USA' : 'Canada'].filter(Boolean).join(', ');
}

function rankPhrases(f: TextFacts): string[] {
  const out: string[] = [];
  if (f.qs) out.push(`#${f.qs.rank} in the QS World University Rankings ${f.qs.year}`);
  if (f.the) out.push(`#${f.the.rank} in the THE World University Rankings ${f.the.year}`);
  if (f.arwu) out.push(`#${f.arwu.rank} in ARWU ${f.arwu.year}`);
  return out;
}

export function summaryOf(f: TextFacts): string {
  const kind = f.universityType ? `${f.universityType.toLowerCase()} institution` : 'institution';
  const article = /^[aeiou]/i.test(kind) ? 'an' : 'a';
  const parts = [`${f.name} is ${article} ${kind} in ${place(f)}.`];
  if (f.acceptanceRate !== null) {
    parts.push(`It admitted ${pct(f.acceptanceRate)} of undergraduate applicants in the latest College Scorecard data.`);
  }
  if (f.researchClass) parts.push(`Carnegie Classification 2021: ${f.researchClass}.`);
  if (f.graduateStudents != null) {
    parts.push(`It had ${Math.round(f.graduateStudents).toLocaleString('en-US')} graduate students (College Scorecard, ${f.graduateStudentsYear ?? '2021-22'}).`);
  }
  if (f.tuitionFees !== null) parts.push(`${tuitionPhrase(f, f.tuitionFees)}.`);
  const ranks = rankPhrases(f);
  if (ranks.length) parts.push(`It is ranked ${ranks.join(', ')}.`);
  if (f.country === 'Canada' && f.acceptanceRate === null && f.tuitionFees === null) {
    parts.push('Admission rates and tuition for Canadian universities are not published in the open data we use.');
  }
  return parts.join(' ');
}

export function prosOf(f: TextFacts): string[] {
  const pros: string[] = [];
  if (f.qs && f.qs.position <= 200) pros.push(`Ranked #${f.qs.rank} in the QS World University Rankings ${f.qs.year}`);
  if (f.the && f.the.position <= 200) pros.push(`Ranked #${f.the.rank} in the THE World University Rankings ${f.the.year}`);
  if (f.arwu && f.arwu.position <= 200) pros.push(`Ranked #${f.arwu.rank} in ARWU ${f.arwu.year}`);
  if (f.graduateStudents != null && f.graduateStudents >= 10_000) pros.push(`Large graduate school: ${Math.round(f.graduateStudents).toLocaleString('en-US')} graduate students (College Scorecard, ${f.graduateStudentsYear ?? '2021-22'})`);
  if (f.country === 'USA' && f.tuitionFees !== null && f.tuitionFees <= 25_000) pros.push(`Graduate tuition and fees of ${money(f.tuitionFees)} a year fall in the Affordable band`);
  if (f.averageSAT !== null && f.averageSAT >= 1400) pros.push(`Strong academic cohort: average SAT ${f.averageSAT} (College Scorecard)`);
  if (f.totalInternationalStudents !== null && f.totalInternationalStudents >= 1000) {
    pros.push(`Large international community: ${f.totalInternationalStudents.toLocaleString('en-US')} international students (QS ${f.qs?.year ?? ''})`.trim());
  }
  if (f.acceptanceRate !== null && f.acceptanceRate >= 60) pros.push(`Accessible admissions: ${pct(f.acceptanceRate)} of undergraduate applicants admitted`);
  return pros.slice(0, 4);
}

export function consOf(f: TextFacts): string[] {
  const cons: string[] = [];
  if (f.acceptanceRate !== null && f.acceptanceRate < 20) cons.push(`Highly selective: admits ${pct(f.acceptanceRate)} of undergraduate applicants`);
  if (f.country === 'USA' && f.tuitionFees !== null && f.tuitionFees > 50_000) cons.push(`Premium tuition: ${money(f.tuitionFees)} a year (graduate, ${f.tuitionLabel?.includes('out-of-state') ? 'out-of-state, ' : ''}IPEDS 2022-23)`);
  if (!f.qs && !f.the && !f.arwu) cons.push('Not listed in the QS, THE or ARWU world rankings we use');
  if (f.tuitionFees === null) cons.push('Tuition is not published in our open sources: check with the university');
  return cons.slice(0, 3);
}

export function faqsOf(f: TextFacts): Array<{ question: string; answer: string }> {
  const faqs = [
    {
      question: `What is the undergraduate acceptance rate at ${f.name}?`,
      answer:
        f.acceptanceRate !== null
          ? `${f.name} admitted ${pct(f.acceptanceRate)} of undergraduate applicants (U.S. Department of Education, College Scorecard). Graduate acceptance rates vary by programme and are not in our sources.`
          : `The acceptance rate of ${f.name} is not published in the open sources we use. Ask the admissions office for your programme.`,
    },
    {
      question: `How much does ${f.name} cost?`,
      answer:
        f.tuitionFees !== null
          ? `${tuitionPhrase(f, f.tuitionFees)}.${f.livingExpenses != null ? ` Estimated yearly living cost: ${f.country === 'Canada' ? cad(f.livingExpenses) : money(f.livingExpenses)} (${f.country === 'Canada' ? 'department example, 2022' : 'College Scorecard, 2021-22'}).` : ''} Check the university's own fee pages for your programme.`
          : `Tuition is not published in our sources. Check the university's fee pages for your programme.`,
    },
    {
      question: `Is ${f.name} ranked?`,
      answer: rankPhrases(f).length
        ? `Yes: ${rankPhrases(f).join('; ')}.${f.gradAtlasRank ? ` It is #${f.gradAtlasRank} in the GradAtlas composite ranking.` : ''}`
        : `It does not appear in the QS, THE or ARWU tables we use.${f.gradAtlasRank ? ` It is #${f.gradAtlasRank} in the GradAtlas composite ranking, which also weighs selectivity.` : ''}`,
    },
  ];
  faqs.push({
    question: `What test scores do I need for ${f.name}?`,
    // No open source publishes admitted graduate students' scores; none is estimated from undergraduate figures.
    answer: 'Typical test scores of admitted graduate students are not published in our sources. Check your department\'s own requirements.',
  });
  return faqs;
}
