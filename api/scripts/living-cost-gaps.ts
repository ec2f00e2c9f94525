// Lists the US records without a living cost and why (api/docs/data.md quotes it):
//   npx tsx api/scripts/living-cost-gaps.ts [path/to/shared/data]   (default: GRADATLAS_DATA_DIR, lib/raw-data-dir.ts)
// The Scorecard's room-and-board and other-expense figures are part of the
// undergraduate cost of attendance, so institutions that mainly award graduate
// degrees (PREDDEG 4) or publish no cost of attendance have none.
import { join } from 'node:path';
import { readCsv } from './lib/csv-rows';
import { graduateSchoolProblem, livingCostOf } from './lib/graduate-rules';
import { rawDataDir } from './lib/raw-data-dir';

const dataDir = rawDataDir(process.argv[2]);
const PREDOMINANT: Record<string, string> = { '1': 'certificates', '2': "associate's", '3': "bachelor's", '4': 'graduate degrees' };
const rows = readCsv(join(dataDir, 'scorecard/merged-2021-22-extract.csv')).filter((row) => !graduateSchoolProblem(row));
const missing = rows.filter((row) => livingCostOf(row) === null);
const reasons = new Map<string, string[]>();
for (const row of missing) {
  const reason = `mainly awards ${PREDOMINANT[row.PREDDEG ?? ''] ?? 'unknown'} (PREDDEG ${row.PREDDEG || '-'}); no room-and-board or other-expense figure (ROOMBOARD_ON/OFF, OTHEREXPENSE_ON/OFF empty)`;
  reasons.set(reason, [...(reasons.get(reason) ?? []), row.INSTNM ?? '']);
}
console.log(`${missing.length} of ${rows.length} US records have no living cost`);
for (const [reason, names] of reasons) console.log(`\n${names.length}: ${reason}\n${names.sort().join('; ')}`);
