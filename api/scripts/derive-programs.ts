// Derives api/data/programs.json: the graduate programmes of each US
// university in universities.json, from IPEDS Completions 2021-22 and 2022-23,
// joined by the records' UNITID. Canadian universities have no IPEDS record
// and so no entry: the product says that programme data covers the USA only.
//   npx tsx api/scripts/derive-programs.ts [path/to/shared/data]
// Method and coverage: api/docs/data.md ("Programmes").
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCipTitles, readProgrammeAwards } from './lib/program-awards';
import { rawDataDir } from './lib/raw-data-dir';

const DATA_DIR = rawDataDir(process.argv[2]);
const OUT_FILE = join(__dirname, '../data/programs.json');
const UNIVERSITIES_FILE = join(__dirname, '../data/universities.json');

/**
 * Records whose UNITID reports no completions, mapped by hand to the UNITID
 * that does. Penn State's record carries the system's UNITID (495767, which
 * the Scorecard reports under since 2020), while IPEDS counts degrees per
 * campus; its graduate degrees are almost all the main campus's (214777).
 * The five other US records without completions closed or merged in 2022
 * (four PASSHE universities, University of the Sciences): IPEDS reports
 * none for them, and the product says so.
 */
const COMPLETIONS_UNITID: Readonly<Record<string, string>> = { '495767': '214777' };

function main() {
  const { universities } = JSON.parse(readFileSync(UNIVERSITIES_FILE, 'utf8')) as { universities: { slug: string; unitid?: string | null; country: string }[] };
  const slugOf = new Map(universities.flatMap((u) => (u.unitid ? [[COMPLETIONS_UNITID[u.unitid] ?? u.unitid, u.slug] as const] : [])));
  const awards = readProgrammeAwards(DATA_DIR, new Set(slugOf.keys()));
  const cipTitles = readCipTitles(DATA_DIR);

  const bySlug: Record<string, unknown[]> = {};
  const titles: Record<string, string> = {};
  const missingTitles = new Set<string>();
  for (const [unitid, rows] of [...awards].sort((a, b) => slugOf.get(a[0])!.localeCompare(slugOf.get(b[0])!))) {
    bySlug[slugOf.get(unitid)!] = rows;
    for (const [code] of rows) {
      for (const part of [code.slice(0, 2), code.slice(0, 5), code]) {
        const title = cipTitles.get(part);
        if (title) titles[part] = title;
        else missingTitles.add(part);
      }
    }
  }
  const sortedTitles = Object.fromEntries(Object.entries(titles).sort(([a], [b]) => a.localeCompare(b)));
  const body = JSON.stringify({ titles: sortedTitles, universities: bySlug });
  const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const header = {
    version,
    year: '2022-23',
    previousYear: '2021-22',
    source: 'U.S. Department of Education, IPEDS Completions 2021-22 and 2022-23 (first majors); titles: NCES, CIP 2020',
  };
  // One university a line: small diffs when the data are derived again.
  const lines = Object.entries(bySlug).map(([slug, rows]) => `${JSON.stringify(slug)}:${JSON.stringify(rows)}`);
  writeFileSync(OUT_FILE, `${JSON.stringify(header).slice(0, -1)},"titles":${JSON.stringify(sortedTitles)},\n"universities":{\n${lines.join(',\n')}\n}}\n`);
  const us = universities.filter((u) => u.country === 'USA').length;
  const withMasters = Object.values(bySlug).filter((rows) => (rows as [string, string][]).some(([, level]) => level === 'masters')).length;
  console.log(
    `programs.json ${version}: ${Object.keys(bySlug).length} of ${us} US universities have IPEDS completions (${withMasters} with master's awards); ` +
      `${Object.values(bySlug).reduce((n, rows) => n + rows.length, 0)} programme rows; Canada ${universities.length - us} (no IPEDS record)` +
      (missingTitles.size ? `; codes without a CIP 2020 title: ${[...missingTitles].join(', ')}` : ''),
  );
}

main();
