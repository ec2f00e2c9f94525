import { CATEGORY_MID_RANGE_CUTOFF, CATEGORY_PREMIUM_CUTOFF, formatUsdTotal, hasUncomparableTuition, type University } from '@gradatlas/shared/domain';

/** Writes a US$ amount: "US$50,000", or in the student's currency with the US$ figure beside it. */
export type UsdWriter = (usd: number) => string;

const usd: UsdWriter = (amount) => formatUsdTotal(amount, true);

export interface CostBand {
  /** The badge: the SPEC's category, or why there is none. */
  badge: string;
  /** What the badge means, in words: the tuition it stands for (SPEC section 3's cutoffs). */
  meaning: string;
}

/**
 * A university's cost band and what it means. The category comes from the
 * yearly tuition in US$ (a CA$ figure by its US$ equivalent): above
 * CATEGORY_PREMIUM_CUTOFF Premium, above CATEGORY_MID_RANGE_CUTOFF Mid-Range,
 * else Affordable. A department's example tuition (every Canadian record
 * today) sets no band: the card says why and what to do instead.
 */
export function costBand(university: Pick<University, 'category' | 'tuitionFees'>, write: UsdWriter = usd): CostBand {
  if (hasUncomparableTuition(university)) {
    return {
      badge: 'No cost band',
      meaning: "The tuition we have is one programme's 2022 fee, not the university's own figure, so it is not ranked. Check your programme's fee on the university's website.",
    };
  }
  switch (university.category) {
    case 'Premium':
      return { badge: 'Premium', meaning: `Tuition above ${write(CATEGORY_PREMIUM_CUTOFF)} a year` };
    case 'Mid-Range':
      return { badge: 'Mid-Range', meaning: `Tuition above ${write(CATEGORY_MID_RANGE_CUTOFF)}, up to ${write(CATEGORY_PREMIUM_CUTOFF)} a year` };
    case 'Affordable':
      return { badge: 'Affordable', meaning: `Tuition up to ${write(CATEGORY_MID_RANGE_CUTOFF)} a year` };
    default:
      return { badge: 'Unknown', meaning: 'No tuition figure published, so no cost band' };
  }
}
