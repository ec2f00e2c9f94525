// The address of Rate My Chances opened on a question: a university page and
// the explorer build it, the calculator reads it. Plain values only (no
// TypeBox), so a page that links here carries a few bytes.

/** A CIP code of 2, 4 or 6 digits (the programmes contract's pattern). */
const CODE = /^\d{2}(\.\d{2}(\d{2})?)?$/;
/** The explorer's levels and the calculator's: a doctoral programme is the calculator's PhD. */
const LEVELS = { masters: 'masters', phd: 'phd', doctoral: 'phd' } as const;
const MAX_NAME = 200;

export type CalculatorLinkLevel = (typeof LEVELS)[keyof typeof LEVELS];

/** What a link into the calculator may carry: `?university=…&program=…&programTitle=…&level=…`. */
export interface CalculatorLink {
  university: string | null;
  program: { code: string; title: string } | null;
  level: CalculatorLinkLevel | null;
}

export const CALCULATOR_PATH = '/rate-my-chances';

/** `/rate-my-chances?…` with what is known; an explorer level ('doctoral') is accepted as it is. */
export function calculatorLink({ university, program, level }: { university?: string | null; program?: { code: string; title: string } | null; level?: string | null }): string {
  const params = new URLSearchParams();
  if (university) params.set('university', university);
  if (program) {
    params.set('program', program.code);
    params.set('programTitle', program.title);
  }
  if (level) params.set('level', level);
  const query = params.toString();
  return query ? `${CALCULATOR_PATH}?${query}` : CALCULATOR_PATH;
}

/** The parts of a calculator address that make sense, each checked; anything else is ignored. */
export function calculatorLinkFrom(params: URLSearchParams): CalculatorLink {
  const university = params.get('university')?.trim() ?? '';
  const code = params.get('program')?.trim() ?? '';
  const title = params.get('programTitle')?.trim() ?? '';
  const levelWord = params.get('level')?.trim().toLowerCase() ?? '';
  return {
    university: university && university.length <= MAX_NAME ? university : null,
    program: CODE.test(code) ? { code, title: title || `CIP ${code}` } : null,
    level: Object.hasOwn(LEVELS, levelWord) ? LEVELS[levelWord as keyof typeof LEVELS] : null,
  };
}
