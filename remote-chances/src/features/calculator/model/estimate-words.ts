// The words a result uses for what its estimates were for and what they rest
// on, built from the answer (never from a guess on this side).
import { formatCount } from '@gradatlas/shared/domain';
import type { ChanceEvidence, ChanceLeftOut, EstimateFor, ProgrammeUse, SpecificAnalysis } from '@gradatlas/shared/contracts';

type DegreeLevel = EstimateFor['degreeLevel'];

const DEGREE_WORDS: Record<NonNullable<DegreeLevel>, string> = { masters: "Master's", phd: 'PhD' };
const levelWord = (level: DegreeLevel) => (level ? `${DEGREE_WORDS[level]} ` : '');

/** "Learned from real admission decisions of the seasons 2012 to 2025." */
export const seasonsText = (estimate: EstimateFor) =>
  `Learned from real admission decisions of the seasons ${estimate.seasons.first} to ${estimate.seasons.latest}; the estimate is for the next season.`;

/**
 * With a programme chosen: which universities the lists hold (those that
 * reported a degree under it at the level to IPEDS, or under a wider code when
 * too few of them have decisions enough), and why no Canadian one.
 */
export function candidatesText(awardedUnder: { code: string; title: string }, programme: ProgrammeUse | null): string {
  const which = `Only universities that awarded a degree in ${awardedUnder.title} at your level in 2021-22 or 2022-23 are listed.`;
  const widened = programme && programme.code !== awardedUnder.code
    ? ` Fewer than 10 universities that report ${programme.title} itself have enough decisions, so the lists take in its wider field (CIP ${awardedUnder.code}).`
    : '';
  return `${which}${widened} Programme data covers US universities only (US Department of Education data), so Canadian universities are not listed with a programme chosen.`;
}

/** When the programme has too few decisions: what the estimates use instead. Null when the programme has its own. */
export function programmeNote(programme: ProgrammeUse | null): string | null {
  if (!programme || programme.basis === 'programme') return null;
  if (programme.basis === 'field' && programme.usedCode && programme.usedTitle) {
    return `We have few real decisions in ${programme.title}, so the estimates use its wider field, ${programme.usedTitle} (CIP ${programme.usedCode}), learned from ${formatCount(programme.decisions)} decisions.`;
  }
  return `We have too few real decisions in ${programme.title} or its field, so the estimates are for each university at your level, with likely ranges widened for the programme.`;
}

/** Under each listed university: the decisions at the university that inform its estimate, and those in the programme. */
export function evidenceText(evidence: ChanceEvidence, level: DegreeLevel, programmeTitle: string | null): string {
  if (evidence.decisions === 0) return `Fewer than 20 real ${levelWord(level)}admission decisions at this university in our data: estimated from its profile alone.`;
  const learned = `Learned from ${formatCount(evidence.decisions)} real ${levelWord(level)}admission decisions at this university`;
  if (evidence.programmeBasis === 'programme') return `${learned}, ${formatCount(evidence.inProgramme)} of them in ${programmeTitle ?? 'your programme'}.`;
  if (evidence.programmeBasis === 'field') return `${learned}, ${formatCount(evidence.inProgramme)} of them in the wider field of your programme.`;
  if (evidence.programmeBasis === 'university') return `${learned}; too few in your programme here, so its estimate adds the programme as it goes across universities.`;
  return `${learned}.`;
}

/** Under the lists: how many candidates were left out, and the true reason. `awardedTitle`: what the candidates award, when a programme was chosen. */
export function leftOutText(leftOut: ChanceLeftOut, awardedTitle: string | null): string {
  const many = leftOut.universities !== 1;
  const who = `${formatCount(leftOut.universities)} ${many ? 'universities' : 'university'}${awardedTitle ? ` that award${many ? '' : 's'} a degree in ${awardedTitle}` : ''}`;
  return `${who} ${many ? 'are' : 'is'} not listed: we have fewer than ${leftOut.minimumDecisions} real ${levelWord(leftOut.degreeLevel)}admission decisions at ${many ? 'each' : 'it'}, too few to place ${many ? 'them' : 'it'} in a tier.`;
}

type Part = SpecificAnalysis['requirements']['gpa'];

/**
 * What a requirement bar means, in words: where the score sits among the
 * figures admitted applicants reported (the weight is about the share of them
 * below it), or why there is nothing to compare with.
 */
export function comparisonText(part: Part, figure: string): string {
  if (part.yourScore === null) return 'Not given';
  if (part.required === null) return `No admitted applicants' ${figure} to compare with`;
  return `Higher than about ${Math.round(part.weight * 100)}% of the ${figure} admitted applicants reported here`;
}
