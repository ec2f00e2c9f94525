import type { ChanceInput, ChanceCountry, SchoolProfile } from './model/types';
import type { SchoolProfiles } from './school-profiles';

export interface CandidateRequest {
  country: ChanceCountry;
  input: ChanceInput;
}

/**
 * The universities the general mode considers, best ranked first: today every
 * university of the chosen country. The one place that decides it, so that a
 * filter on the programme (only universities that award `input.programCode`
 * at the chosen level) is added here and nowhere else. The tiers then keep
 * only those with enough decisions (routes.ts).
 */
export async function generalCandidates(profiles: SchoolProfiles, request: CandidateRequest): Promise<SchoolProfile[]> {
  return profiles.inCountry(request.country);
}
