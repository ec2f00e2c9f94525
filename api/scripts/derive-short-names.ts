// Derives api/data/short-names.json, the short names students type for a
// university (MIT, UIUC, UofT), from the reviewed table
// api/scripts/data/university-short-names.csv, checked against the IPEDS
// HD2022 aliases in the raw data (GRADATLAS_DATA_DIR, by default ../shared/data)
// and the records of api/data/universities.json. Stops, writing nothing, when
// a row fails a check (lib/short-names.ts says which).
//   npx tsx api/scripts/derive-short-names.ts [path/to/shared/data]
// The API adds each name to the search terms (features/universities/search-terms.ts).
// Method and the reviewed ambiguities: api/docs/data.md, "Short names".
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCsv } from './lib/csv-rows';
import { rawDataDir } from './lib/raw-data-dir';
import { checkShortNames, type ShortNameRecord, type ShortNameRow } from './lib/short-names';

const DATA_DIR = rawDataDir(process.argv[2]);
const TABLE_FILE = join(__dirname, 'data/university-short-names.csv');
const UNIVERSITIES_FILE = join(__dirname, '../data/universities.json');
const OUT_FILE = join(__dirname, '../data/short-names.json');

function main() {
  const rows = readCsv(TABLE_FILE) as unknown as ShortNameRow[];
  const { universities } = JSON.parse(readFileSync(UNIVERSITIES_FILE, 'utf8')) as { universities: ShortNameRecord[] };
  const directory = readCsv(join(DATA_DIR, 'ipeds/hd2022-directory.csv'));
  const aliases = new Map(directory.map((row) => [row.UNITID ?? '', row.IALIAS ?? '']));

  const { names, problems, counts } = checkShortNames(rows, universities, aliases);
  if (problems.length > 0) {
    console.error(`${TABLE_FILE}: ${problems.length} problem(s), nothing written:\n${problems.join('\n')}`);
    process.exitCode = 1;
    return;
  }
  const sorted = Object.fromEntries([...names].sort(([a], [b]) => a.localeCompare(b)));
  const body = JSON.stringify(sorted);
  const header = {
    version: createHash('sha256').update(body).digest('hex').slice(0, 12),
    source: 'Reviewed table api/scripts/data/university-short-names.csv: IPEDS HD2022 aliases (U.S. Department of Education), web domains, official names and hand-reviewed brands',
  };
  // One university a line: small diffs when the table changes.
  const lines = Object.entries(sorted).map(([slug, given]) => `${JSON.stringify(slug)}:${JSON.stringify(given)}`);
  writeFileSync(OUT_FILE, `${JSON.stringify(header).slice(0, -1)},"names":{\n${lines.join(',\n')}\n}}\n`);
  const mapped = Object.values(sorted).reduce((sum, given) => sum + given.length, 0);
  const spellings = new Set(Object.values(sorted).flat().map((name) => name.toLowerCase())).size;
  console.log(
    `short-names.json ${header.version}: ${spellings} names, ${mapped} name-university pairs for ${names.size} universities ` +
      `(IPEDS alias ${counts['ipeds-alias']}, web domain ${counts['web-domain']}, official name ${counts['official-name']}, brand reviewed by hand ${counts.brand}); ` +
      `${counts['left-out']} left out as reviewed ambiguities`,
  );
}

main();
