import { cipAncestors } from '../../lib/cip-codes';
import type { ChanceInput, ChanceCountry, SchoolProfile } from './model/types';
import type { SchoolProfiles } from './school-profiles';

export interface CandidateRequest {
  country: ChanceCountry;
  input: ChanceInput;
}

/**
 * Who awarded a programme (a CIP code, covering the codes under it) at a
 * level, in 2021-22 or 2022-23 (IPEDS; the programmes catalog): slug → awards.
 * Without a level, any degree level.
 */
export type ProgramAwarders = (code: string, level: 'masters' | 'doctoral' | undefined) => Promise<ReadonlySet<string>>;

const FILTER_LEVEL = { masters: 'masters', phd: 'doctoral' } as const;

/**
 * Fewer candidates with decisions enough to be placed in a tier than this,
 * and the programme filter widens to the next wider CIP code: one full list
 * to choose from. (Universities report a subject under different codes:
 * management information systems under 52.12, 52.1201 or 11.04.)
 */
export const MIN_PLACEABLE_CANDIDATES = 10;

export interface Candidates {
  schools: SchoolProfile[];
  /** The CIP code the candidates awarded a degree under (the programme, or a wider code when it had too few); null without a programme. */
  awardedUnder: string | null;
}

/**
 * The universities the general mode considers, best ranked first: every
 * university of the chosen country and, with a programme, only those that
 * awarded it at the chosen level (any degree level when none is chosen);
 * when fewer than MIN_PLACEABLE_CANDIDATES of those can be placed in a tier
 * (`placeable`), those that awarded a degree under the next wider code, up to
 * the field, and the answer says which code it was. A Canadian university has
 * no IPEDS record, so none is a candidate once a programme is chosen (the
 * answer says so). The tiers then keep only those with enough decisions (routes.ts).
 */
export async function generalCandidates(
  profiles: SchoolProfiles, request: CandidateRequest, awarders: ProgramAwarders | undefined, placeable: (school: SchoolProfile) => boolean,
): Promise<Candidates> {
  const schools = await profiles.inCountry(request.country);
  const { programCode, degreeLevel } = request.input;
  if (!programCode || !awarders) return { schools, awardedUnder: null };
  const codes = cipAncestors(programCode);
  let found: Candidates = { schools: [], awardedUnder: programCode };
  for (const code of codes) {
    const awarding = await awarders(code, degreeLevel ? FILTER_LEVEL[degreeLevel] : undefined);
    found = { schools: schools.filter((school) => awarding.has(school.slug)), awardedUnder: code };
    if (found.schools.filter(placeable).length >= MIN_PLACEABLE_CANDIDATES) break;
  }
  return found;
}
