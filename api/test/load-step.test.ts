import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/connection';
import { startApiProcess, type ApiProcess } from './helpers/api-process';

const API_ROOT = path.resolve(__dirname, '..');
const programFile = JSON.parse(fs.readFileSync(path.join(API_ROOT, 'data', 'programs.json'), 'utf8')) as { universities: Record<string, unknown[]> };
const dataSlugs = (JSON.parse(fs.readFileSync(path.join(API_ROOT, 'data', 'universities.json'), 'utf8')) as { universities: { slug: string }[] }).universities.map((u) => u.slug);

/**
 * The data set is loaded by a step of its own (`server.ts --load-data`, run
 * by the API's start in a process that ends), so the serving process never
 * holds the data files' objects (docs/performance.md, the large data set's
 * memory goal). Real processes, as a deploy runs them.
 */
describe('the load step', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradatlas-load-step-'));
  const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir, DATABASE_URL: '', GOOGLE_CLIENT_ID: '' };
  const loadStep = () => spawnSync(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src', 'server.ts'), '--load-data'], { cwd: API_ROOT, env, encoding: 'utf8', timeout: 120_000 });
  let api: ApiProcess | undefined;
  afterAll(async () => {
    await api?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads the data set into the database and ends; run again on the same files, it loads nothing', async () => {
    const first = loadStep();
    expect(first.status).toBe(0);
    expect(first.stderr).toContain('university data loaded');
    const handle = await openDatabase({ dataDir });
    try {
      const { count } = await handle.db.selectFrom('universities').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      expect(Number(count)).toBe(dataSlugs.length);
      // A list for every university of the data set that programs.json has rows for, each as the file gives it.
      const lists = await handle.db.selectFrom('university_programme_lists').select(['slug', 'programmes']).execute();
      expect(lists.map((row) => row.slug).sort()).toEqual(dataSlugs.filter((slug) => Object.hasOwn(programFile.universities, slug)).sort());
      for (const row of lists) expect(JSON.parse(row.programmes)).toEqual(programFile.universities[row.slug]);
    } finally {
      await handle.close();
    }
    const again = loadStep();
    expect(again.status).toBe(0);
    expect(again.stderr).not.toContain('university data loaded');
  }, 240_000);

  it('starts the API after its own load step, serving a detail\'s programmes and the programme catalog from the database', async () => {
    api = await startApiProcess({ DATA_DIR: dataDir, DATABASE_URL: '', GOOGLE_CLIENT_ID: '' });
    const stanford = (await (await fetch(`${api.url}/api/public/universities/slug/stanford-university`)).json()) as { programs: { code: string }[] | null };
    expect(stanford.programs).toHaveLength(programFile.universities['stanford-university']!.length);
    // A Canadian university has no IPEDS record: no programmes, said as such (null), not an empty list.
    const toronto = (await (await fetch(`${api.url}/api/public/universities/slug/university-of-toronto`)).json()) as { programs: unknown };
    expect(toronto.programs).toBeNull();
    // The catalog (titles, how many universities award each code) is the one the load step stored.
    const suggestions = (await (await fetch(`${api.url}/api/public/programs/suggestions?query=computer%20science`)).json()) as { data: { title: string; universities: number }[] };
    expect(suggestions.data[0]?.title).toMatch(/computer science/i);
    expect(suggestions.data[0]?.universities).toBeGreaterThan(100);
  }, 240_000);

  // The p99 goal on one core needs V8's marking on the main thread (src/single-threaded-gc.ts): the
  // started process gives itself the flag, under the same process id that whoever started it holds.
  it('serves with V8\'s single-threaded GC though it was started without the flag', () => {
    if (!api) throw new Error('the API did not start');
    const commandLine = fs.readFileSync(`/proc/${api.pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine).toContain('--single-threaded-gc');
    expect(commandLine.some((part) => part.endsWith(path.join('src', 'server.ts')))).toBe(true);
  });
});
