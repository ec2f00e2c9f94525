import type { University } from '@gradatlas/shared/domain';

type Scores = NonNullable<University['admittedProfile']>;
export type Figure = NonNullable<Scores['gpa']>;

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** One posted figure when every part of it is a number and at least 20 admits posted it; null otherwise. */
function figure(value: unknown): Figure | null {
  if (typeof value !== 'object' || value === null) return null;
  const { reported, median, low, high, firstSeason, lastSeason } = value as Record<string, unknown>;
  return finite(reported) && reported >= 20 && finite(median) && finite(low) && finite(high) && finite(firstSeason) && finite(lastSeason)
    ? { reported, median, low, high, firstSeason, lastSeason }
    : null;
}

/** What admits posted (GPA, GRE), each figure checked on its own as the API's answer arrived; null when neither is usable. */
export function admittedScores(university: University): Scores | null {
  const raw = university.admittedProfile;
  if (!raw) return null;
  const scores = { gpa: figure(raw.gpa), gre: figure(raw.gre) };
  return scores.gpa || scores.gre ? scores : null;
}
