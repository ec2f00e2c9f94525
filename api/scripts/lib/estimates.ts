/**
 * Typical scores of admitted GRADUATE students are not published in any open
 * source we have (SOURCES.md, known gaps). The calculator still needs a
 * reference point per school, so we estimate one from the school's own
 * selectivity, and label every such value as an estimate.
 *
 * Selectivity index z in [0, 1]: the mean of (1 - undergraduate admission rate)
 * and, when published, (SAT average - 800) / 800. Then, linear and monotone:
 *   GRE total  = 300 + 25 z   (300 to 325 on the 260-340 scale)
 *   TOEFL iBT  =  85 + 25 z   ( 85 to 110 on the 0-120 scale)
 *   GPA (4.0)  = 3.0 + 0.8 z  (3.0 to 3.8)
 * The anchors are round figures inside the published scales, chosen so that
 * the least selective schools sit near common minimums and the most selective
 * near commonly reported admitted-student profiles; they are not measurements.
 */
export const ESTIMATE_NOTE =
  'Estimated by GradAtlas from the school\'s undergraduate selectivity (admission rate and average SAT, College Scorecard): GRE = 300 + 25z, TOEFL = 85 + 25z, GPA = 3.0 + 0.8z, where z (0-1) averages (1 - admission rate) and (SAT - 800)/800. Not published figures.';

export function selectivityIndex(admissionRate: number | null, sat: number | null): number | null {
  const parts: number[] = [];
  if (admissionRate !== null) parts.push(1 - admissionRate);
  if (sat !== null) parts.push(Math.min(1, Math.max(0, (sat - 800) / 800)));
  if (!parts.length) return null;
  return parts.reduce((sum, part) => sum + part, 0) / parts.length;
}

export function estimatedScores(z: number) {
  return {
    averageGRE: Math.round(300 + 25 * z),
    averageToefl: Math.round(85 + 25 * z),
    averageGpa: Math.round((3.0 + 0.8 * z) * 10) / 10,
  };
}

export const ESTIMATED_FIELDS = ['averageGRE', 'averageToefl', 'averageGpa'] as const;
