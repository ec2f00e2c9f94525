export const NOT_AVAILABLE = 'N/A';

/** "$45,000" for a number, N/A for anything missing. */
export function formatMoney(value: number | string | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NOT_AVAILABLE;
  return `$${Math.round(value).toLocaleString('en-US')}`;
}

/** "12,345" for a number, N/A otherwise. */
export function formatCount(value: number | string | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NOT_AVAILABLE;
  return Math.round(value).toLocaleString('en-US');
}

/** "42%" for a number, N/A otherwise; `digits` decimals kept when not whole. */
export function formatPercent(value: number | string | null | undefined, digits = 1): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NOT_AVAILABLE;
  const rounded = Number(value.toFixed(digits));
  return `${rounded}%`;
}
