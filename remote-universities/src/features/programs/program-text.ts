import type { ProgramLevel } from '@gradatlas/shared/contracts';
import { formatCount } from '@gradatlas/shared/domain';

/**
 * Said wherever programmes are shown: the figures are IPEDS completions, which
 * only US universities report, so a Canadian one is never shown as lacking a
 * programme. IPEDS is named by what it is: few students know the acronym.
 */
export const PROGRAM_COVERAGE_NOTE = 'Programme data covers US universities only (US Department of Education data)';


const AWARD_WORDS: Record<ProgramLevel, [one: string, many: string]> = {
  masters: ["master's degree", "master's degrees"],
  doctoral: ['doctorate', 'doctorates'],
  professional: ['professional doctorate', 'professional doctorates'],
  certificate: ['graduate certificate', 'graduate certificates'],
};


/**
 * "383 master's degrees in Computer Science, 2022-23"; without a level, "383
 * graduate degrees ..."; counting only codes on the DHS list, "393 STEM-listed
 * master's degrees in Business, 2022-23".
 */
export function awardsLine(awards: number, level: ProgramLevel | null, title: string, year: string, stemOnly = false): string {
  const [one, many] = level ? AWARD_WORDS[level] : ['graduate degree', 'graduate degrees'];
  return `${formatCount(awards)} ${stemOnly ? 'STEM-listed ' : ''}${awards === 1 ? one : many} in ${title}, ${year}`;
}
