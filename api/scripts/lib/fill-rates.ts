// Fill rates of the published records: for each field, the share of records
// that carry a value. Used by fill-table.ts and kept pure for its test.

export type PublishedRecord = Record<string, unknown>;

/** A value counts as filled unless it is null, undefined, blank text, an empty list or an empty object. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

const rankOf = (record: PublishedRecord): number => {
  const rank = Number.parseInt(String(record.gradAtlasRank ?? ''), 10);
  return Number.isFinite(rank) ? rank : Number.POSITIVE_INFINITY;
};

/** The API's default order (migration-003 listOrderSql): ranked first by rank, then name, then slug. */
export function defaultOrder(records: PublishedRecord[]): PublishedRecord[] {
  const text = (value: unknown) => String(value ?? '');
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...records].sort((a, b) => rankOf(a) - rankOf(b) || byCode(text(a.name), text(b.name)) || byCode(text(a.slug), text(b.slug)));
}

export interface FieldFill {
  field: string;
  filled: number;
  share: number; // 0-1
}

/** Fill of every field that appears in any record, highest share first, then by name. */
export function fillRates(records: PublishedRecord[]): FieldFill[] {
  const fields = [...new Set(records.flatMap((record) => Object.keys(record)))];
  return fields
    .map((field) => {
      const filled = records.filter((record) => isFilled(record[field])).length;
      return { field, filled, share: records.length ? filled / records.length : 0 };
    })
    .sort((a, b) => b.share - a.share || a.field.localeCompare(b.field));
}
