// Derives api/data/universities.json from the raw public data sets
// (GRADATLAS_DATA_DIR, by default ../shared/data beside the repository: lib/raw-data-dir.ts).
//   npx tsx api/scripts/derive-universities.ts [path/to/shared/data]
// The output is committed: the product never reads the raw files at run time.
// Method, match counts and credits: api/docs/data.md.
import { createHash } from 'node:crypto';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deriveRecords } from './lib/derive-records';
import { rawDataDir } from './lib/raw-data-dir';
import { SOURCE_FILES } from './lib/source-credits';

const DATA_DIR = rawDataDir(process.argv[2]);
const OUT_DIR = join(__dirname, '../data');

function main() {
  const { records, stats } = deriveRecords(DATA_DIR);
  // One record a line: small diffs when the data are derived again.
  const body = `[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]`;
  const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
  mkdirSync(OUT_DIR, { recursive: true });
  const header = JSON.stringify({ version, generatedAt: new Date().toISOString().slice(0, 10), sources: SOURCE_FILES });
  writeFileSync(join(OUT_DIR, 'universities.json'), `${header.slice(0, -1)},"universities":${body}}\n`);
  console.log(
    `US Scorecard rows ${stats.usScorecard}, HIGHDEG 4 ${stats.usHighdeg4}, kept ${stats.usa} (US with living cost ${stats.usLiving}); ` +
      `Canada with stipend-file figures ${stats.canadaStipend}; renamed ${stats.renamed}\n` +
      `universities.json ${version}: ${records.length} records (USA ${stats.usa}, Canada ${stats.canada}); ` +
      `matched QS ${stats.qs}, THE ${stats.the}, ARWU ${stats.arwu}; GradAtlas-ranked ${stats.ranked}`,
  );
}

main();
