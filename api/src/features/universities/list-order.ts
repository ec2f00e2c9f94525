import type { UniversityRecord } from '@gradatlas/shared/contracts';
import { rankNumber } from '../../lib/rank-number';

// The one definition of the list's order: ranked universities first, by
// GradAtlas rank, then by name, then by slug (names can repeat). Each record's
// place in it is stored as `list_position` when the data set is loaded, so
// every query (pages, search, the calculator's candidates) orders by that one
// integer and the databases never need to agree on how to compare names.

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function compareForList(a: UniversityRecord, b: UniversityRecord): number {
  const rankA = rankNumber(a.gradAtlasRank) ?? Number.POSITIVE_INFINITY;
  const rankB = rankNumber(b.gradAtlasRank) ?? Number.POSITIVE_INFINITY;
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  return byCodeUnit(a.name ?? '', b.name ?? '') || byCodeUnit(a.slug ?? '', b.slug ?? '');
}

/** Each record's slug → its place in the list (0 first). */
export function listPositions(records: readonly UniversityRecord[]): Map<string, number> {
  return new Map([...records].sort(compareForList).map((record, position) => [record.slug as string, position]));
}
