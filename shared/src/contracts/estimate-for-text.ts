// "For a Master's in Computer Science, GPA 8.4/10, TOEFL 104, ...": the
// question an estimate answered, in the words every page that shows a chance
// uses beside it (the calculator, the shortlist, compare). Built from the
// answer's estimateFor, never from a guess on the page's side. Plain values
// only, so a page carries no TypeBox for it.
import type { EstimateFor } from './chances';

type DegreeLevel = EstimateFor['degreeLevel'];

const DEGREE_WORDS: Record<NonNullable<DegreeLevel>, string> = { masters: "Master's", phd: 'PhD' };
const number = (value: number) => String(Number(value.toFixed(2)));

function testWords(test: EstimateFor['test']): string {
  if (!test) return 'no GRE or GMAT';
  return test.type === 'GRE' ? `GRE ${number(test.score)}` : `GMAT ${number(test.score)} (read as GRE ${number(test.greTotal)})`;
}

function languageWords(language: EstimateFor['language']): string {
  if (!language) return 'no language score';
  return language.type === 'TOEFL' ? `TOEFL ${number(language.score)}` : `IELTS ${number(language.score)} (read as TOEFL ${number(language.toefl)})`;
}

/**
 * "For a Master's in Computer Science, GPA 8.4/10, TOEFL 104, no GRE or GMAT,
 * as an international applicant." `chosen`: the programme as the student
 * picked it; its title is used when the estimate is for its code, so the
 * sentence repeats the student's words ("Computer Science") rather than the
 * catalogue's ("Computer and Information Sciences and Support Services").
 */
export function estimateForText(estimate: EstimateFor, chosen?: { code: string; title: string } | null): string {
  const degree = estimate.degreeLevel ? `a ${DEGREE_WORDS[estimate.degreeLevel]}` : "a Master's or PhD (not chosen: mostly Master's assumed)";
  const title = estimate.programme && chosen?.code === estimate.programme.code ? chosen.title : estimate.programme?.title;
  const programme = title ? ` in ${title}` : '';
  const gpa = estimate.gpa ? `GPA ${number(estimate.gpa.value)}/${estimate.gpa.scale}` : 'no GPA';
  return `For ${degree}${programme}, ${gpa}, ${languageWords(estimate.language)}, ${testWords(estimate.test)}, as an international applicant.`;
}

/** The probability text, to 1 decimal: "63.0%". */
export const probabilityText = (percent: number) => `${percent.toFixed(1)}%`;

/** The likely range beside the estimate, to 1 decimal like the estimate: "likely 55.2-70.4%". */
export const likelyRangeText = (range: { low: number; high: number }) => `likely ${range.low.toFixed(1)}-${range.high.toFixed(1)}%`;

/** The estimate with its range, the same on every page that shows one: "63.0%, likely 55.2-70.4%". */
export const estimateText = (percent: number, range: { low: number; high: number }) => `${probabilityText(percent)}, ${likelyRangeText(range)}`;
