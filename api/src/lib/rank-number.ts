/**
 * The number of a published rank, for ordering and for the model: the
 * universities list sorts by it and the chances model reads world positions.
 * "12" → 12; "#12" → 12; "=12" → 12; missing or no digits → null.
 */
export function rankNumber(rank: string | null): number | null {
  const digits = rank?.match(/\d+/)?.[0];
  return digits ? Number(digits) : null;
}
