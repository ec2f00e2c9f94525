// The committed model file: fitted coefficients plus how and on what they were fitted.

export const FIT_SEASONS = { from: 2012, to: 2015 } as const;
export const HELD_OUT_SEASON = 2016;
export const TAU_CANDIDATES = [0.25, 0.5, 1, 2] as const;

/** Category thresholds come from what the categories must mean on real outcomes. */
export const SAFE_ADMIT_SHARE = 0.75;
export const AMBITIOUS_ADMIT_SHARE = 0.3;
