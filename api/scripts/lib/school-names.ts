// GradCafe's university names → our university records. Three forms:
// the 2012-2016 file carries the IPEDS UNITID (US) and the Scorecard name,
// the 2017-2020 file the name as the API spells it, the 2021-2024 file the
// name as the poster typed it. A name that fits several records
// ("University Of California" without a campus) stays unmatched.
import { join } from 'node:path';
import { readCsv } from './csv-rows';
import { nameKey, nameVariants } from './names';

export const SCHOOL_ALIAS_TABLE = join(__dirname, '../data/gradcafe-university-names.csv');

export interface RecordLike {
  slug: string;
  name: string;
  unitid?: string | null;
  country: string;
  acceptanceRate: number | null;
  graduateStudents?: number | null;
  qsRank: string | null;
  theRank: string | null;
  arwuRank: string | null;
}

/** Lower case, '&' as 'and', every other sign a space, parentheses kept as words: "(UCLA)" stays apart from the bare name. */
const aliasKey = (raw: string) => raw.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, ' ').trim();

export class SchoolNames {
  private readonly byUnitId = new Map<string, RecordLike>();
  private readonly byName = new Map<string, RecordLike | 'ambiguous'>();
  private readonly aliases = new Map<string, RecordLike>();

  constructor(records: RecordLike[], aliasFile = SCHOOL_ALIAS_TABLE) {
    const bySlug = new Map(records.map((r) => [r.slug, r]));
    for (const record of records) {
      if (record.unitid) this.byUnitId.set(record.unitid, record);
      const key = nameKey(record.name);
      this.byName.set(key, this.byName.has(key) ? 'ambiguous' : record);
    }
    for (const row of readCsv(aliasFile)) {
      const record = bySlug.get(row.slug ?? '');
      if (!record) throw new Error(`${aliasFile}: no university record with slug ${row.slug}`);
      this.aliases.set(aliasKey(row.name ?? ''), record);
    }
  }

  byUnitid(unitid: string): RecordLike | null {
    return this.byUnitId.get(unitid) ?? null;
  }

  /** The reviewed alias table first (campus forms, abbreviations, schools inside universities), then one record of exactly that name (or its flagship form, names.ts). */
  byTypedName(raw: string): RecordLike | null {
    const alias = this.aliases.get(aliasKey(raw));
    if (alias) return alias;
    // Scorecard forms ("...-Main Campus", "University of Washington-Seattle Campus") through the flagship variants.
    for (const variant of nameVariants(raw)) {
      const found = this.byName.get(variant);
      if (found) return found === 'ambiguous' ? null : found;
    }
    return null;
  }
}
