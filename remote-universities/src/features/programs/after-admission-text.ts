import type { DecisionTiming, DecisionWindow, ProgramFilterLevel, ProgramLevel, StemCount } from '@gradatlas/shared/contracts';
import {
  DECISION_DATES_SOURCE,
  DECISION_SEASONS,
  MIN_DECISION_REPORTS,
  outcomeCoverLabel,
  STEM_LABEL,
  stemCountLabel,
  type OutcomeCohort,
} from '@gradatlas/shared/contracts/after-admission-labels';
import { formatCount } from '@gradatlas/shared/domain';

// The sentences the detail page and the shortlist build from the API's
// after-admission figures (issue 48). The fixed words (labels, caveat,
// cohorts, the report minimum) come from after-admission-labels; this file
// only puts them into sentences.

/** A programme row whose CIP code is not on the DHS list: the code's status, like STEM_LABEL. */
export const STEM_NOT_LISTED = 'Not on the DHS STEM list (July 2024)';

/** A code's standing: one programme's status, or how many of the programmes under a group's code are on the list. */
export const stemStanding = ({ listed, of }: StemCount): string => (of === 1 ? (listed === 1 ? STEM_LABEL : STEM_NOT_LISTED) : stemCountLabel(listed, of));

const LEVEL_WORDS: Record<ProgramLevel, string> = {
  masters: "master's",
  doctoral: 'doctoral',
  professional: 'professional doctorate',
  certificate: 'graduate certificate',
};

export const levelWord = (level: ProgramLevel): string => LEVEL_WORDS[level];

export const isProgramLevel = (value: unknown): value is ProgramLevel => typeof value === 'string' && Object.hasOwn(LEVEL_WORDS, value);

/** The other level of the two the explorer filters by. */
export const otherLevel = (level: ProgramFilterLevel): ProgramFilterLevel => (level === 'masters' ? 'doctoral' : 'masters');

/** "Fewer than 20 reports". */
export const TOO_FEW_REPORTS = `fewer than ${MIN_DECISION_REPORTS} reports`;

/** "Admits were posted 3 Feb - 12 Mar (from 47 reports, Fall 2021 - Fall 2024 seasons)"; with too few, says so. */
export function decisionLine(kind: 'admits' | 'rejections', window: DecisionWindow | null, seasons: string): string {
  const what = kind === 'admits' ? 'Admits' : 'Rejections';
  if (!window) return `${what}: too few reports to say (${TOO_FEW_REPORTS})`;
  return `${what} were posted ${window.label} (from ${formatCount(window.reports)} reports, ${seasons} seasons)`;
}

/** What a timing covers: "Computer Science, master's" or "every master's programme". */
export function timingScope(timing: Pick<DecisionTiming, 'level' | 'code' | 'title'>): string {
  return timing.code === null ? `every ${levelWord(timing.level)} programme` : `${timing.title ?? 'this programme group'}, ${levelWord(timing.level)}`;
}

/** Said under every list of decision dates: where they come from and what they are not. */
export const DECISION_DATES_NOTE = `The middle half of the dates on which applicants posted their decisions (${DECISION_DATES_SOURCE}, ${DECISION_SEASONS}): not an official date, and not a promise of when this year’s decision comes.`;

/** The season day by which a timing's news usually came: admits' middle date, else rejections'. */
export function newsDay(timing: Pick<DecisionTiming, 'admits' | 'rejections'>): number {
  return timing.admits?.median ?? timing.rejections?.median ?? Number.POSITIVE_INFINITY;
}

/** The codes that contain a chosen code, narrowest first ("11.0701" → 11.0701, 11.07, 11), the way the API picks a timing. */
export function codesContaining(code: string): string[] {
  const family = code.slice(0, 2);
  const series = code.length >= 5 ? code.slice(0, 5) : null;
  return [...(code.length === 7 ? [code] : []), ...(series ? [series] : []), family];
}

/** The timings of a level for groups inside a chosen family or series ("11.07" inside "11"): where none covers the code, they still speak for part of it. */
export function timingsInside(timings: readonly DecisionTiming[], level: ProgramFilterLevel, code: string): DecisionTiming[] {
  return timings.filter((timing) => timing.level === level && timing.code !== null && timing.code !== code && timing.code.startsWith(code.length === 2 ? `${code}.` : code));
}

/** The narrowest timing of a level that covers the chosen code, else the level's own (code null); null when neither has enough reports. */
export function narrowestTiming(timings: readonly DecisionTiming[], level: ProgramFilterLevel, code: string | null): DecisionTiming | null {
  const atLevel = timings.filter((timing) => timing.level === level);
  for (const candidate of [...(code ? codesContaining(code) : []), null]) {
    const found = atLevel.find((timing) => timing.code === candidate);
    if (found) return found;
  }
  return null;
}

/** "all Computer Science master's programmes here": a Scorecard figure is its series', never one programme's. */
export const outcomeScope = (title: string, level: ProgramLevel): string => `All ${title} ${levelWord(level)} programmes here`;

/** "55 earners", or that the Scorecard did not publish the count. */
export const countWords = (count: number | null, noun: 'earner' | 'borrower'): string =>
  count === null ? `${noun} count not published` : `${formatCount(count)} ${count === 1 ? noun : `${noun}s`}`;

/** "US graduates with federal aid, completed 2015-17; 55 earners": whom a figure covers and how many. */
export const cohortWords = (cohort: OutcomeCohort, count: number | null, noun: 'earner' | 'borrower'): string =>
  `${outcomeCoverLabel(cohort)}; ${countWords(count, noun)}`;
