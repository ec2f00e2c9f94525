import fs from 'node:fs';
import path from 'node:path';
import { unmetDoorNeeds } from '../../build/door-versions.cjs';
import { REMOTE_PAGE_NAMES, type PageLoader, type RemoteContracts } from './index';

/**
 * The contract test every remote runs in its own suite (`contract.test.ts`
 * beside its exposes): what its `./pages` module exposes must match
 * shared/src/federation/index.ts, page by page, and the shared doors it
 * imports must be declared in its package.json (`gradatlasDoors`) with ranges
 * the current doors meet. Jest only; it reads the remote's files.
 */
export function describeRemoteContract(remote: keyof RemoteContracts, exposed: object, appDir: string): void {
  // Read as the host receives it at run time: an object of unknown shape.
  const pages = exposed as Record<string, PageLoader | undefined>;
  const appPackage = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { gradatlasDoors?: Record<string, string> };

  describe(`the ${remote} remote's contract with the host`, () => {
    it('exposes exactly the pages shared/src/federation/index.ts lists for it', () => {
      expect(Object.keys(pages).sort()).toEqual([...REMOTE_PAGE_NAMES[remote]].sort());
    });

    it.each([...REMOTE_PAGE_NAMES[remote]])('%s loads a component', async (name) => {
      const loader = pages[name];
      expect(typeof loader).toBe('function');
      if (!loader) return;
      const page = await loader();
      expect(['function', 'object']).toContain(typeof page.default);
    });

    it('declares every shared door it imports, with a range the current doors meet', () => {
      const declared = Object.keys(appPackage.gradatlasDoors ?? {}).sort();
      expect(declared).toEqual(doorsImported(path.join(appDir, 'src')));
      expect(unmetDoorNeeds(appPackage)).toEqual([]);
    });
  });
}

const RUN_TIME_DOORS = new Set(['api', 'session', 'domain', 'ui', 'config', 'router']);

/** The run-time doors the app's source (tests left out) imports. */
function doorsImported(dir: string): string[] {
  const found = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/from '@gradatlas\/shared\/([a-z-]+)'/g)) {
          if (match[1] && RUN_TIME_DOORS.has(match[1])) found.add(match[1]);
        }
      }
    }
  };
  visit(dir);
  return [...found].sort();
}
