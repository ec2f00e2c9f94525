/**
 * What admitted applicants reported at a university (and in a programme
 * group there): the median and middle half of their GPA and GRE total, from
 * real decisions posted on The GradCafe. Written by
 * api/scripts/fit-chance-model.ts; only figures that at least 20 admits
 * posted are kept. These are what admits reported, not a university's
 * requirement or an average it publishes.
 */
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

/** The profile of the programme group at this university when it has one, else the university's; null when neither has enough admits. */
export function admittedProfileFor(slug: string, programme: string | null): (AdmittedProfile & { programme: string | null }) | null {
  const inProgramme = programme === null ? undefined : PROFILES[`${slug}|${programme}`];
  if (inProgramme) return { ...inProgramme, programme };
  const overall = PROFILES[slug];
  return overall ? { ...overall, programme: null } : null;
}
