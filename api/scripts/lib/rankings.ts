import { join } from 'node:path';
import { cellNumber, readCsv } from './csv-rows';
import { nameKey } from './names';

export interface RankEntry {
  /** As published, e.g. "45", "201-250" (a leading '=' for ties removed). */
  rank: string;
  /** First number of the rank, for ordering. */
  position: number;
  year: number;
  country: string | null;
  internationalStudents?: number | null;
  internationalShare?: number | null;
  students?: number | null;
  type?: string | null;
}

export type RankTable = Map<string, RankEntry>;

/** Keeps, per institution, the row of the latest year that has a rank. */
function latestByName(rows: Array<{ key: string; entry: RankEntry }>): RankTable {
  const table: RankTable = new Map();
  for (const { key, entry } of rows) {
    const known = table.get(key);
    if (!known || entry.year > known.year) table.set(key, entry);
  }
  return table;
}

function cleanRank(raw: string | undefined): { rank: string; position: number } | null {
  const rank = (raw ?? '').replace(/^=/, '').trim();
  const position = cellNumber(rank.split(/[-–+]/)[0]);
  return rank && position !== null ? { rank, position } : null;
}

export function loadQs(dataDir: string): RankTable {
  const rows = readCsv(join(dataDir, 'rankings/qs-2017-2022.csv')).flatMap((row) => {
    const rank = cleanRank(row.rank_display);
    const year = cellNumber(row.year);
    if (!rank || year === null) return [];
    const entry: RankEntry = {
      ...rank,
      year,
      country: row.country || null,
      internationalStudents: cellNumber(row.international_students),
      type: row.type || null,
    };
    return [{ key: nameKey(row.university ?? ''), entry }];
  });
  return latestByName(rows);
}

export function loadThe(dataDir: string): RankTable {
  const rows = readCsv(join(dataDir, 'rankings/timesData.csv')).flatMap((row) => {
    const rank = cleanRank(row.world_rank);
    const year = cellNumber(row.year);
    if (!rank || year === null) return [];
    const entry: RankEntry = {
      ...rank,
      year,
      country: row.country || null,
      students: cellNumber(row.num_students),
      internationalShare: cellNumber(row.international_students),
    };
    return [{ key: nameKey(row.university_name ?? ''), entry }];
  });
  return latestByName(rows);
}

export function loadArwu(dataDir: string): RankTable {
  const rows = readCsv(join(dataDir, 'rankings/shanghaiData.csv')).flatMap((row) => {
    const rank = cleanRank(row.world_rank);
    const year = cellNumber(row.year);
    if (!rank || year === null) return [];
    return [{ key: nameKey(row.university_name ?? ''), entry: { ...rank, year, country: null } }];
  });
  return latestByName(rows);
}

const COUNTRY_NAMES: Record<'USA' | 'Canada', string[]> = {
  USA: ['United States', 'United States of America'],
  Canada: ['Canada'],
};

/** The entry for a name, refusing matches whose table gives another country. */
export function findRank(table: RankTable, key: string, country: 'USA' | 'Canada'): RankEntry | null {
  const entry = table.get(key);
  if (!entry) return null;
  if (entry.country && !COUNTRY_NAMES[country].includes(entry.country)) return null;
  return entry;
}
