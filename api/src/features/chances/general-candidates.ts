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
export type ProgramAwarders = (code: string, level: 'masters' | 'doctoral' | undefined) => ReadonlyMap<string, number>;

const FILTER_LEVEL = { masters: 'masters', phd: 'doctoral' } as const;

/**
 * The universities the general mode considers, best ranked first: every
 * university of the chosen country and, with a programme, only those that
 * awarded it at the chosen level (any degree level when none is chosen). A
 * Canadian university has no IPEDS record, so none is a candidate once a
 * programme is chosen (the answer says so). The tiers then keep only those
 * with enough decisions (routes.ts).
 */
export async function generalCandidates(profiles: SchoolProfiles, request: CandidateRequest, awarders?: ProgramAwarders): Promise<SchoolProfile[]> {
  const schools = await profiles.inCountry(request.country);
  const { programCode, degreeLevel } = request.input;
  if (!programCode || !awarders) return schools;
  const awarding = awarders(programCode, degreeLevel ? FILTER_LEVEL[degreeLevel] : undefined);
  return schools.filter((school) => awarding.has(school.slug));
}
