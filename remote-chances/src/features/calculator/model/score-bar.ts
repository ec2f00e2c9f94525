export const SCORE_BAR_GREEN_MIN = 0.7;
export const SCORE_BAR_AMBER_MIN = 0.4;

export type BarTone = 'green' | 'amber' | 'red';

/** SPEC section 9: at least 0.7 green, at least 0.4 amber, below that red. */
export function barTone(weight: number): BarTone {
  if (weight >= SCORE_BAR_GREEN_MIN) return 'green';
  if (weight >= SCORE_BAR_AMBER_MIN) return 'amber';
  return 'red';
}

/** The words that go with each colour, so colour is never the only signal. */
export const TONE_TEXT: Record<BarTone, string> = {
  green: 'Strong',
  amber: 'Fair',
  red: 'Weak',
};

// Rounded to 2 decimals so 0.55 × 100 reads 55%, not 55.00000000000001%.
const clampPercent = (percent: number) => Number(Math.min(100, Math.max(0, percent)).toFixed(2));

/** Bar width is the weight times 100 percent. */
export const weightWidth = (weight: number) => `${clampPercent(weight * 100)}%`;

/** The probability bar's width equals the percent. */
export const probabilityWidth = (percent: number) => `${clampPercent(percent)}%`;

export { estimateText, likelyRangeText, probabilityText } from '@gradatlas/shared/contracts/estimate-for-text';
