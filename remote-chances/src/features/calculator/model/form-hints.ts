// What the form says under its score fields: how a GPA is read, and the
// question for a TOEFL-sized score typed with IELTS chosen. The server still
// checks every score (SPEC section 5); these only help read its answer.

/** IELTS bands run 0-9; a TOEFL iBT score runs 0-120. */
const IELTS_TOP = 9;
const TOEFL_TOP = 120;
/** A GPA above 4 is read as out of 10 (the API's rule, api/src/features/chances/model/conversions.ts). */
const FOUR_POINT_TOP = 4;
const TEN_POINT_TOP = 10;

export const GPA_HINT = 'Out of 4, or your CGPA out of 10: a GPA above 4 is read as out of 10 unless you choose its scale below (a 5-point CGPA needs it).';

const plainNumber = (text: string): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
};

/**
 * "Read as 8.4 out of 10 (3.36 out of 4)." for what is typed, on the scale
 * chosen ('' for the API's rule: at most 4 on 4 points, above 4 on 10), or
 * null when it is no GPA that scale reads.
 */
export function gpaReading(text: string, scale: '' | '4' | '5' | '10' = ''): string | null {
  const value = plainNumber(text);
  const top = scale === '' ? (value !== null && value <= FOUR_POINT_TOP ? FOUR_POINT_TOP : TEN_POINT_TOP) : Number(scale);
  if (value === null || value <= 0 || value > top) return null;
  if (top === FOUR_POINT_TOP) return `Read as ${value} out of 4.`;
  return `Read as ${value} out of ${top} (${Number(((value * FOUR_POINT_TOP) / top).toFixed(2))} out of 4).`;
}

/** The question for a score that fits TOEFL but not IELTS, typed with IELTS chosen; null otherwise. */
export function toeflQuestion(languageTest: string, text: string): string | null {
  const value = plainNumber(text);
  if (languageTest !== 'IELTS' || value === null || value <= IELTS_TOP || value > TOEFL_TOP) return null;
  return `IELTS scores run from 0 to 9. Did you mean TOEFL ${value}?`;
}
