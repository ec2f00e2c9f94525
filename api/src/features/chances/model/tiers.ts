// Safe, moderate and ambitious: defined once, from the estimate and its
// likely range (percent), with the sentence every page shows beside the tier
// (the answers carry it: `tierMeanings`). How often each tier came true on
// the last season the model had not seen is printed by the evaluation and
// told on the method page (api/docs/chance-model.md).
import type { ChanceCategory } from './types';

/** Safe: an estimate of at least this much… */
export const SAFE_FROM_PERCENT = 65;
/** …whose likely range does not reach below even. */
export const SAFE_LOW_FROM_PERCENT = 50;
/** Ambitious: an estimate below this… */
export const AMBITIOUS_BELOW_PERCENT = 40;
/** …or a likely range that stays below even. */
export const AMBITIOUS_HIGH_BELOW_PERCENT = 50;

/** The tier of an estimate and its likely range (percent). Nothing is safe below 65 %, nothing ambitious from 50 %. */
export function chanceTier(probability: number, range: { low: number; high: number }): ChanceCategory {
  if (probability >= SAFE_FROM_PERCENT && range.low >= SAFE_LOW_FROM_PERCENT) return 'safe';
  if (probability < AMBITIOUS_BELOW_PERCENT || range.high < AMBITIOUS_HIGH_BELOW_PERCENT) return 'ambitious';
  return 'moderate';
}

/** What each tier means, in the words the pages show beside it. */
export const TIER_MEANINGS: Readonly<Record<ChanceCategory, string>> = {
  safe: `A good chance: we estimate at least ${SAFE_FROM_PERCENT} in 100 applicants like you are admitted, and even the low end of the likely range is ${SAFE_LOW_FROM_PERCENT} or more.`,
  moderate: `Could go either way: we estimate ${AMBITIOUS_BELOW_PERCENT} or more in 100 applicants like you are admitted, but below ${SAFE_FROM_PERCENT}, or with a likely range that reaches below ${SAFE_LOW_FROM_PERCENT}.`,
  ambitious: `A long shot: we estimate fewer than ${AMBITIOUS_BELOW_PERCENT} in 100 applicants like you are admitted, or even the high end of the likely range is below ${AMBITIOUS_HIGH_BELOW_PERCENT}.`,
};
