import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { DOOR_VERSIONS } from '../shared/build/door-versions.cjs';
import { closeServer, serveBuiltApp } from './site-servers';
import { buildContentRemoteAs, buildHostAt, loadedVersions } from './skew-builds';
import { extraPort, testRuntimeConfig } from './test-env';

// A host deployed before a remote, for real: the host is built from the git
// tree of the commit just before stripFirstTopLevelHeading was added to the
// domain door (0651c95), so its domain door is 1.0.0 and lacks that export,
// which today's blog page uses. Today's content remote (the built site's
// remote-content/dist) needs domain ^1.1.0, the version it was built against,
// so the federation runtime gives it its own copy of the stateless door. A
// remote that claimed ^1.0.0, as remote-content's hand-kept range did, gets
// the host's copy and its page throws: the last test shows that failure, so
// the first one could fail.
test.describe.configure({ mode: 'serial' });

const OLDER_HOST_COMMIT = '7a24ea795e4d4a2974ca847f93f7c3be9ad10869';
const HOST_PORT = extraPort(5);
const REMOTE_PORT = extraPort(8);
const HOST = `http://localhost:${HOST_PORT}`;
const ARTICLE = `${HOST}/blogs/student-visa-guide`;
const ARTICLE_TITLE = 'Student Visas for the USA and Canada Explained Step by Step';
const servers: Server[] = [];
let olderHost: { tree: string; dist: string };
let remoteClaimingOlderDomain: string;
let contentOnOlderStatefulDoors: string;

// The stateful doors of the older host (7a24ea7's door-versions.cjs). Since
// then the session door went to 2.0.0 (the shortlist store's state), so a
// content build that needs today's session is refused by that host, as it
// must be (version-skew.spec.ts shows a refusal). This file is about the
// stateless domain door, so its content release needs the host's stateful
// doors: the content pages use nothing of the session door added since.
const OLDER_STATEFUL_DOORS = { api: '1.0.0', session: '1.0.1', config: '1.1.0', router: '1.0.0' };

test.beforeAll(async () => {
  test.setTimeout(600_000);
  olderHost = buildHostAt(OLDER_HOST_COMMIT);
  // Today's code, claiming the domain door it was written against before the
  // export existed: what remote-content's package.json used to say.
  remoteClaimingOlderDomain = buildContentRemoteAs({ ...OLDER_STATEFUL_DOORS, domain: '1.0.0' });
  contentOnOlderStatefulDoors = buildContentRemoteAs(OLDER_STATEFUL_DOORS);
});

test.afterAll(() => {
  if (olderHost) rmSync(olderHost.tree, { recursive: true, force: true });
  if (remoteClaimingOlderDomain) rmSync(remoteClaimingOlderDomain, { recursive: true, force: true });
  if (contentOnOlderStatefulDoors) rmSync(contentOnOlderStatefulDoors, { recursive: true, force: true });
});

test.afterEach(async () => {
  await Promise.all(servers.splice(0).map(closeServer));
});

async function serveOlderHostWithContent(remoteDir?: string) {
  servers.push(await serveBuiltApp('remote-content', REMOTE_PORT, testRuntimeConfig(), remoteDir));
  const config = testRuntimeConfig({ remotes: { content: `http://localhost:${REMOTE_PORT}/mf-manifest.json` } });
  servers.push(await serveBuiltApp('host', HOST_PORT, config, olderHost.dist));
}

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const sectionFailure = (page: Page) => page.getByRole('alert').filter({ hasText: 'This section could not be loaded' });

test("today's blog page runs on a host whose domain door lacks an export it uses, with its own copy of the door", async ({ page }) => {
  const errors = pageErrors(page);
  await serveOlderHostWithContent(contentOnOlderStatefulDoors);
  await page.goto(ARTICLE);
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE_TITLE })).toBeVisible();
  await expect(page.locator('.blog-body p').first()).toContainText('Getting admitted is a huge milestone');
  await expect(sectionFailure(page)).toHaveCount(0);
  // Two copies of the stateless door: the host's 1.0.0 and the remote's own, the version it was built against.
  expect(await loadedVersions(page, '@gradatlas/shared/domain')).toEqual(['1.0.0 from host', `${DOOR_VERSIONS.domain} from content`]);
  expect(errors).toEqual([]);
  // The stateful doors it needs are the host's one copy.
  expect((await loadedVersions(page, '@gradatlas/shared/config')).every((entry) => entry.endsWith('from host'))).toBe(true);
});

test('the same page claiming the older domain door gets the host copy, which lacks the export, and fails (the defect the derived range prevents)', async ({ page }) => {
  const errors = pageErrors(page);
  await serveOlderHostWithContent(remoteClaimingOlderDomain);
  await page.goto(ARTICLE);
  const failure = sectionFailure(page);
  await expect(failure).toBeVisible();
  await expect(failure.locator('code')).toContainText('is not a function');
  expect(await loadedVersions(page, '@gradatlas/shared/domain')).toEqual(['1.0.0 from host']);
  // The rest of the site still works.
  await expect(page.getByRole('banner')).toBeVisible();
  expect(errors.filter((message) => !message.includes('is not a function'))).toEqual([]);
});
