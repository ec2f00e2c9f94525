// Derives api/data/programs.json: what we know of the graduate programmes of
// each university in universities.json, all held by the API's programme
// catalog:
// - the programmes of each US university, from IPEDS Completions 2021-22 and
//   2022-23, joined by the records' UNITID (Canadian universities have no
//   IPEDS record and so no entry: the product says that programme data covers
//   the USA only);
// - which CIP codes are on the DHS STEM Designated Degree Program List (July
//   2024);
// - College Scorecard earnings one year after completing and federal debt,
//   per university, 4-digit series and level (US graduates with federal aid);
// - when admits and rejections were posted (GradCafe, Fall 2021 - Fall 2024),
//   as aggregates of at least 20 reports per university, level and group.
//   npx tsx api/scripts/derive-programs.ts [path/to/shared/data]
// Method and coverage: api/docs/data.md ("Programmes" and the sections after it).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decisionEntries, readDatedDecisions } from './lib/decision-dates';
import { readCipTitles, readProgrammeAwards, type ProgrammeRow } from './lib/program-awards';
import { loadProgrammeNames } from './lib/programme-names';
import { rawDataDir } from './lib/raw-data-dir';
import { type RecordLike, SchoolNames } from './lib/school-names';
import { campusesSharingOpeid, readScorecardOutcomes } from './lib/scorecard-outcomes';
import { readCipProgrammeCodes, readStemCodes, stemCodesOutsideCip } from './lib/stem-list';

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

type UniversityEntry = RecordLike & { unitid?: string | null; country: string };

const sortedObject = <T>(entries: Iterable<[string, T]>): Record<string, T> => Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b)));
/** One university a line: small diffs when the data are derived again. */
const perLine = (bySlug: Record<string, unknown>) => `{\n${Object.entries(bySlug).map(([slug, value]) => `${JSON.stringify(slug)}:${JSON.stringify(value)}`).join(',\n')}\n}`;

function programmes(universities: UniversityEntry[]) {
  const slugOf = new Map(universities.flatMap((u) => (u.unitid ? [[COMPLETIONS_UNITID[u.unitid] ?? u.unitid, u.slug] as const] : [])));
  const awards = readProgrammeAwards(DATA_DIR, new Set(slugOf.keys()));
  const cipTitles = readCipTitles(DATA_DIR);
  const bySlug = new Map<string, ProgrammeRow[]>();
  const titles = new Map<string, string>();
  const missingTitles = new Set<string>();
  for (const [unitid, rows] of awards) {
    bySlug.set(slugOf.get(unitid)!, rows);
    for (const [code] of rows) {
      for (const part of [code.slice(0, 2), code.slice(0, 5), code]) {
        const title = cipTitles.get(part);
        if (title) titles.set(part, title);
        else missingTitles.add(part);
      }
    }
  }
  return { bySlug: sortedObject(bySlug), titles: sortedObject(titles), missingTitles };
}

function stem(rows: ProgrammeRow[][]) {
  const codes = readStemCodes(DATA_DIR);
  const outside = stemCodesOutsideCip(codes, readCipProgrammeCodes(DATA_DIR));
  if (outside.length) throw new Error(`codes on the STEM list that CIP 2020 holds as no programme: ${outside.join(', ')}`);
  return { codes: [...codes].sort(), awardedOnList: new Set(rows.flat().map(([code]) => code).filter((code) => codes.has(code))).size };
}

function outcomes(universities: UniversityEntry[], programRows: Record<string, ProgrammeRow[]>) {
  const us = universities.filter((u) => u.unitid);
  const unitids = new Map(us.map((u) => [u.slug, [u.unitid!, ...(COMPLETIONS_UNITID[u.unitid!] ? [COMPLETIONS_UNITID[u.unitid!]!] : [])]]));
  const awarded = new Map(Object.entries(programRows).map(([slug, rows]) => [slug, new Set(rows.map(([code, level]) => `${code.slice(0, 5)}|${level}`))]));
  const { bySlug, counts } = readScorecardOutcomes(DATA_DIR, unitids, awarded);
  const campuses = campusesSharingOpeid(DATA_DIR, unitids);
  return { bySlug: sortedObject(bySlug), campuses: sortedObject([...campuses].filter(([slug]) => bySlug.has(slug))), counts };
}

function decisionDates(universities: UniversityEntry[]) {
  const { decisions, skipped, rows } = readDatedDecisions(DATA_DIR, new SchoolNames(universities), loadProgrammeNames());
  return { bySlug: sortedObject(decisionEntries(decisions)), skipped, rows, used: decisions.length };
}

function main() {
  const { universities } = JSON.parse(readFileSync(UNIVERSITIES_FILE, 'utf8')) as { universities: UniversityEntry[] };
  const programs = programmes(universities);
  const stemList = stem(Object.values(programs.bySlug));
  const earned = outcomes(universities, programs.bySlug);
  const decided = decisionDates(universities);

  const sections = {
    titles: JSON.stringify(programs.titles),
    stem: JSON.stringify({ codes: stemList.codes }),
    universities: perLine(programs.bySlug),
    outcomes: perLine(earned.bySlug),
    outcomeCampuses: JSON.stringify(earned.campuses),
    decisionDates: perLine(decided.bySlug),
  };
  const body = Object.values(sections).join('\n');
  const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const header = {
    version,
    year: '2022-23',
    previousYear: '2021-22',
    source: 'U.S. Department of Education, IPEDS Completions 2021-22 and 2022-23 (first majors); titles: NCES, CIP 2020',
  };
  const fields = Object.entries(sections).map(([name, text]) => `${JSON.stringify(name)}:${text}`);
  writeFileSync(OUT_FILE, `${JSON.stringify(header).slice(0, -1)},\n${fields.join(',\n')}}\n`);

  const count = (bySlug: Record<string, unknown[]>) => Object.values(bySlug).reduce((n, rows) => n + rows.length, 0);
  const us = universities.filter((u) => u.country === 'USA').length;
  const withMasters = Object.values(programs.bySlug).filter((rows) => rows.some(([, level]) => level === 'masters')).length;
  console.log(
    `programs.json ${version}: ${Object.keys(programs.bySlug).length} of ${us} US universities have IPEDS completions (${withMasters} with master's awards); ` +
      `${count(programs.bySlug)} programme rows; Canada ${universities.length - us} (no IPEDS record)` +
      (programs.missingTitles.size ? `; codes without a CIP 2020 title: ${[...programs.missingTitles].join(', ')}` : ''),
  );
  console.log(`STEM: ${stemList.codes.length} codes on the DHS list, ${stemList.awardedOnList} of them in our universities' programme rows`);
  const c = earned.counts;
  console.log(
    `Scorecard: ${c.kept} series and levels at ${Object.keys(earned.bySlug).length} universities (${c.withEarnings} with earnings; debt ${c.debtFrom2018} from 2018-20, ${c.debtFrom2015} from 2015-17); ` +
      `${c.withoutProgramme} left out (the university no longer reports that series and level to IPEDS); ${Object.keys(earned.campuses).length} universities share their OPEID with other campuses`,
  );
  console.log(
    `Decision dates: ${decided.used} of ${decided.rows} GradCafe rows used (left out: ${Object.entries(decided.skipped).map(([why, n]) => `${why} ${n}`).join(', ')}); ` +
      `${count(decided.bySlug)} entries at ${Object.keys(decided.bySlug).length} universities`,
  );
}

main();
