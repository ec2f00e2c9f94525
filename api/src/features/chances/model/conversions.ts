/**
 * Score conversions used by the chance model. Every table and formula is
 * stated in api/docs/chance-model.md; the GMAT ones are approximations.
 */

/** ETS TOEFL iBT -> IELTS table (SOURCES.md): [lowest TOEFL of the band, IELTS band]. */
export const TOEFL_IELTS_BANDS: ReadonlyArray<readonly [number, number, number]> = [
  // [from TOEFL, to TOEFL, IELTS]
  [32, 34, 4.5],
  [35, 45, 5],
  [46, 59, 5.5],
  [60, 78, 6],
  [79, 93, 6.5],
  [94, 101, 7],
  [102, 109, 7.5],
  [110, 114, 8],
  [115, 117, 8.5],
  [118, 120, 9],
];
/** ETS maps TOEFL 0-31 to IELTS 0-4 without finer bands; we interpolate linearly there. */
const LOW_TOEFL = 31;
const LOW_IELTS = 4;

const toHalf = (value: number) => Math.floor(value * 2) / 2;

/** IELTS band for a TOEFL iBT score (ETS table; 0-31 spread linearly over 0-4, floored to a half band). */
export function toeflToIelts(toefl: number): number {
  for (let i = TOEFL_IELTS_BANDS.length - 1; i >= 0; i -= 1) {
    const [from, , band] = TOEFL_IELTS_BANDS[i]!;
    if (toefl >= from) return band;
  }
  return toHalf((Math.max(0, toefl) / LOW_TOEFL) * LOW_IELTS);
}

/**
 * TOEFL iBT for an IELTS band: the middle of the band's TOEFL range, rounded.
 * Below 4.5: linear over 0-31, rounded up so the result maps back to the same band.
 */
export function ieltsToToefl(ielts: number): number {
  const band = TOEFL_IELTS_BANDS.find(([, , value]) => value === toHalf(ielts));
  if (band) return Math.round((band[0] + band[1]) / 2);
  if (ielts >= 9) return 119;
  return Math.ceil((Math.max(0, Math.min(ielts, LOW_IELTS)) / LOW_IELTS) * LOW_TOEFL);
}

/**
 * Classic GMAT (200-800) <-> GMAT Focus (205-805): piecewise linear through
 * three anchors, classic 200 = Focus 205, classic 700 = Focus 645 (the
 * equivalence SOURCES.md gives), classic 800 = Focus 805. An approximation,
 * not GMAC's official concordance table.
 */
const GMAT_ANCHORS: ReadonlyArray<readonly [number, number]> = [
  [200, 205],
  [700, 645],
  [800, 805],
];

function interpolate(value: number, points: ReadonlyArray<readonly [number, number]>): number {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (value <= first[0]) return first[1];
  if (value >= last[0]) return last[1];
  for (let i = 1; i < points.length; i += 1) {
    const [x1, y1] = points[i]!;
    const [x0, y0] = points[i - 1]!;
    if (value <= x1) return y0 + ((value - x0) * (y1 - y0)) / (x1 - x0);
  }
  return last[1];
}

/** Focus scores end in 5 (205, 215, ... 805); round to the nearest of them. */
export function classicToFocusGmat(classic: number): number {
  return Math.round((interpolate(classic, GMAT_ANCHORS) - 5) / 10) * 10 + 5;
}

/** Classic scores are multiples of 10; round to the nearest. */
export function focusToClassicGmat(focus: number): number {
  const inverse = GMAT_ANCHORS.map(([classic, f]) => [f, classic] as const);
  return Math.round(interpolate(focus, inverse) / 10) * 10;
}

/**
 * Which GMAT scale a score is on. Focus scores always end in 5 and classic
 * scores always end in 0, so a multiple of 10 is read as classic and anything
 * else (including values like 653 that neither test reports) as Focus.
 */
export function isClassicGmat(score: number): boolean {
  return Number.isInteger(score) && score % 10 === 0;
}

/** Any GMAT score on the GMAT Focus scale. */
export function toFocusGmat(score: number): number {
  return isClassicGmat(score) ? classicToFocusGmat(score) : score;
}

/**
 * GMAT -> GRE total: the classic GMAT scale mapped proportionally onto the
 * GRE total scale (200-800 -> 260-340), GRE = 260 + (classic - 200) * 80 / 600.
 * A scale-proportional approximation, not an ETS or GMAC concordance.
 */
export function gmatToGre(score: number): number {
  const classic = isClassicGmat(score) ? score : focusToClassicGmat(score);
  return Math.round(260 + ((classic - 200) * 80) / 600);
}

/** GRE total -> GMAT Focus, the inverse of gmatToGre (same approximation). */
export function greToGmat(gre: number): number {
  return classicToFocusGmat(200 + ((gre - 260) * 600) / 80);
}

/** The scales a GPA may be on: the US 4-point, a 5-point CGPA (Nigeria, Ghana), a 10-point CGPA (India). */
export const GPA_SCALES = [4, 5, 10] as const;
export type GpaScale = (typeof GPA_SCALES)[number];

/**
 * The scale a GPA is on: the one the student named, else the rule: at most 4
 * on the 4-point scale, above 4 (up to 10) on the 10-point scale.
 */
export function gpaScale(gpa: number, named: GpaScale | null = null): GpaScale {
  return named ?? (gpa <= 4 ? 4 : 10);
}

/** Linear rescaling between the scales (10-point = 4-point x 2.5, 5-point = 4-point x 1.25): an approximation, not a university's own conversion. */
export function gpaToTenPoint(gpa: number, named: GpaScale | null = null): number {
  return Math.round(((gpa * 10) / gpaScale(gpa, named)) * 100) / 100;
}

export function gpaToFourPoint(gpa: number, named: GpaScale | null = null): number {
  const scale = gpaScale(gpa, named);
  return scale === 4 ? gpa : Math.round(((gpa * 4) / scale) * 100) / 100;
}
