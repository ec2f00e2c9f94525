import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { DOOR_VERSIONS } from '../shared/build/door-versions.cjs';
import { closeServer, serveBuiltApp } from './site-servers';
import { buildContentRemoteAs, loadedVersions } from './skew-builds';
import { extraPort, testRuntimeConfig } from './test-env';

// Issue 21, section 1: a remote deployed on its own schedule meets a host built
// from other shared code. The content remote is built as its previous and next
// releases (GRADATLAS_DOORS_AS: as if against shared doors of other versions,
// shared/build/door-versions.cjs) and served beside the current host. A
// compatible one works; one that needs a stateful door this host does not
// provide fails visibly, with Try again, while the rest of the site works.
// version-skew-older-host.spec.ts runs today's remote on a host really built
// from older shared code.
test.describe.configure({ mode: 'serial' });

const HOST_PORT = extraPort(5);
const REMOTE_PORT = extraPort(8);
const HOST = `http://localhost:${HOST_PORT}`;
const builds: Record<string, string> = {};
const servers: Server[] = [];

/** A door's version `part` ahead of this host's ("2.1.0" a major ahead is "3.0.0"). */
function ahead(door: string, part: 'major' | 'minor'): string {
  const [major = 0, minor = 0] = (DOOR_VERSIONS[door] ?? '0.0.0').split('.').map(Number);
  return part === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
}
const NEXT_DOMAIN = ahead('domain', 'major');

const RELEASES = {
  // Built against config 1.0.0 and ui 1.0.0: it needs ^1.0.0, which this host's 1.1.0 meets.
  previous: { config: '1.0.0', ui: '1.0.0' },
  // Needs stateless doors this host lacks (ui a minor ahead, domain a major ahead): it brings its own copies.
  nextStateless: { ui: ahead('ui', 'minor'), domain: NEXT_DOMAIN },
  // Needs the run-time configuration a minor ahead: one instance only, so it must not run.
  nextMinorStateful: { config: '1.2.0' },
  // Needs the API client a major ahead: the same.
  nextMajorStateful: { api: '2.0.0' },
};

test.beforeAll(async () => {
  test.setTimeout(600_000);
  for (const [name, doors] of Object.entries(RELEASES)) builds[name] = buildContentRemoteAs(doors);
});

test.afterAll(() => {
  for (const dir of Object.values(builds)) rmSync(dir, { recursive: true, force: true });
});

test.afterEach(async () => {
  await Promise.all(servers.splice(0).map(closeServer));
});

async function serveHostWithRelease(release: keyof typeof RELEASES) {
  servers.push(await serveBuiltApp('remote-content', REMOTE_PORT, testRuntimeConfig(), builds[release]));
  servers.push(await serveBuiltApp('host', HOST_PORT, testRuntimeConfig({ remotes: { content: `http://localhost:${REMOTE_PORT}/mf-manifest.json` } })));
}

async function expectRestOfSiteWorks(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.goto(`${HOST}/university/stanford-university`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stanford University' })).toBeVisible();
  await page.goto(`${HOST}/`);
  await expect(page.getByRole('heading', { name: 'Explore Universities' })).toBeVisible();
}

const versionFailure = (page: Page) => page.getByRole('alert').filter({ hasText: 'This section could not be loaded' });
const VERSION_MESSAGE = 'This part of GradAtlas was built for another version of the site and cannot run with this one.';

test('the previous release of a remote (needs an older minor) runs against the current host', async ({ page }) => {
  await serveHostWithRelease('previous');
  await page.goto(`${HOST}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: /Terms/ })).toBeVisible();
  await expect(versionFailure(page)).toHaveCount(0);
  expect(await loadedVersions(page, '@gradatlas/shared/config')).toEqual(['1.1.0 from host']);
});

test('a next release that needs newer stateless doors runs with its own copies', async ({ page }) => {
  await serveHostWithRelease('nextStateless');
  await page.goto(`${HOST}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: /Terms/ })).toBeVisible();
  await expect(versionFailure(page)).toHaveCount(0);
  // The remote's own domain a major ahead, while the host's pages keep theirs: stateless, so two copies are harmless.
  expect(await loadedVersions(page, '@gradatlas/shared/domain')).toEqual(expect.arrayContaining([`${NEXT_DOMAIN} from content`]));
  await expect(page.getByRole('banner').getByRole('link', { name: 'GradAtlas home' })).toBeVisible();
});

for (const [release, route] of [
  ['nextMinorStateful', '/terms'],
  ['nextMajorStateful', '/about-us'],
] as const) {
  test(`a ${release === 'nextMinorStateful' ? 'next-minor' : 'next-major'} release that needs a newer stateful door fails visibly, and the rest of the site works`, async ({ page }) => {
    await serveHostWithRelease(release);
    await page.goto(`${HOST}${route}`);
    const failure = versionFailure(page);
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(VERSION_MESSAGE);
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The one instance of the stateful door is the host's: the remote's copy never loaded.
    const door = release === 'nextMinorStateful' ? 'config' : 'api';
    expect((await loadedVersions(page, `@gradatlas/shared/${door}`)).every((entry) => entry.endsWith('from host'))).toBe(true);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(versionFailure(page)).toBeVisible(); // still refused: it cannot run against this host
    await expectRestOfSiteWorks(page);
  });
}
