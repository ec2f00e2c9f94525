// NSF NCSES Survey of Graduate Students and Postdocs, fall 2022: science,
// engineering and health (S&E&H) graduate students per institution. GSS names
// institutions only; the reviewed crosswalk (api/scripts/data/nsf-gss-crosswalk.csv,
// one reason per row) says which GSS row belongs to which UNITID, and leaves a
// row out where the match would be a guess.
import { join } from 'node:path';
import { cellNumber, readCsv } from './csv-rows';

export const GSS_SOURCE = 'NSF NCSES, Survey of Graduate Students and Postdocs';
export const GSS_YEAR = 'fall 2022';
export const GSS_SCOPE = 'graduate students in science, engineering and health fields only (master\'s and doctoral), not all graduate students';
export const CROSSWALK_FILE = join(__dirname, '../data/nsf-gss-crosswalk.csv');

export interface GssFacts {
  total: number;
  masters: number | null;
  doctoral: number | null;
}

export interface CrosswalkRow {
  gssName: string;
  unitid: string;
  use: boolean;
}

export function readCrosswalk(file = CROSSWALK_FILE): CrosswalkRow[] {
  return readCsv(file).map((row) => {
    if (row.decision !== 'use' && row.decision !== 'leave out') throw new Error(`${file}: decision must be "use" or "leave out" (${row.gss_institution_name})`);
    if (!row.reason) throw new Error(`${file}: every row needs a reason (${row.gss_institution_name})`);
    return { gssName: row.gss_institution_name ?? '', unitid: row.unitid ?? '', use: row.decision === 'use' };
  });
}

/** S&E&H graduate students per UNITID, only through crosswalk rows marked "use". */
export function loadGss(dataDir: string, crosswalk: CrosswalkRow[] = readCrosswalk()): Map<string, GssFacts> {
  const unitOf = new Map(crosswalk.filter((row) => row.use && row.unitid).map((row) => [row.gssName, row.unitid]));
  const out = new Map<string, GssFacts>();
  for (const row of readCsv(join(dataDir, 'nsf/gss2022-graduate-students-by-institution.csv'))) {
    const unitid = unitOf.get(row.gss_institution_name ?? '');
    const total = cellNumber(row.grad_total);
    if (!unitid || total === null) continue;
    if (out.has(unitid)) throw new Error(`crosswalk: two GSS rows map to UNITID ${unitid}`);
    out.set(unitid, { total, masters: cellNumber(row.masters_total), doctoral: cellNumber(row.doctoral_total) });
  }
  return out;
}
