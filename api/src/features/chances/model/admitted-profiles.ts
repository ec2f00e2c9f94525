/**
 * What admitted applicants reported at a university (and in a programme
 * group there): the median and middle half of their GPA and GRE total, from
 * real decisions posted on The GradCafe. Written by
 * api/scripts/fit-chance-model.ts; only figures that at least 20 admits
 * posted are kept. These are what admits reported, not a university's
 * requirement or an average it publishes.
 */
import type { ProgrammeKeys } from './admission-model';
import profiles from './admitted-profiles.json';

export interface ReportedFigure {
  /** Admits who posted the figure. */
  reported: number;
  median: number;
  /** The middle half of the posted figures lies between low and high. */
  low: number;
  high: number;
  firstSeason: number;
  lastSeason: number;
}

export interface AdmittedProfile {
  gpa: ReportedFigure | null;
  gre: ReportedFigure | null;
}

const PROFILES: Record<string, AdmittedProfile> = profiles.profiles;

/**
 * The narrowest profile with enough admits: the programme group's at this
 * university, else its field's there, else the university's; `programme`
 * names the CIP code it is for (null: the university's). Null when none has enough.
 */
export function admittedProfileFor(slug: string, programme: ProgrammeKeys | null): (AdmittedProfile & { programme: string | null }) | null {
  for (const code of [programme?.programme ?? null, programme?.field ?? null]) {
    const found = code === null ? undefined : PROFILES[`${slug}|${code}`];
    if (found) return { ...found, programme: code };
  }
  const overall = PROFILES[slug];
  return overall ? { ...overall, programme: null } : null;
}

/** The university's own profile (all programmes), for its record: null when fewer than 20 admits posted a GPA or a GRE there. */
export function universityAdmittedProfile(slug: string): AdmittedProfile | null {
  const profile = PROFILES[slug];
  return profile ? { gpa: profile.gpa, gre: profile.gre } : null;
}
