import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_PAGE_NAMES, type PageLoader, type RemoteContracts } from './index';

/**
 * The contract test every remote runs in its own suite (`contract.test.ts`
 * beside its exposes): what its `./pages` module exposes must match
 * shared/src/federation/index.ts, page by page, and its package.json must not
 * declare door ranges by hand: what it needs of each door follows from the
 * door versions it is built against (shared/build/door-versions.cjs). Jest
 * only; it reads the remote's package.json.
 */
export function describeRemoteContract(remote: keyof RemoteContracts, exposed: object, appDir: string): void {
  // Read as the host receives it at run time: an object of unknown shape.
  const pages = exposed as Record<string, PageLoader | undefined>;
  const appPackage = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as Record<string, unknown>;

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

    it('declares no door ranges by hand: they follow from the build', () => {
      expect(appPackage).not.toHaveProperty('gradatlasDoors');
    });
  });
}
