#!/usr/bin/env node
// Runs before `npm start` and `npm test` (prestart / pretest) so that each of
// them works alone on a fresh clone. Plain Node on purpose: it runs before any
// dependency exists.
//
//   node scripts/ensure-installed.mjs            npm packages only (npm start)
//   node scripts/ensure-installed.mjs --system   also Chromium and PostgreSQL (npm test)
//
// npm packages: `npm ci` when node_modules is missing or older than the lock file.
// The project runs on the Node.js its package.json pins (the npm `node` package,
// a dev dependency: npm scripts find its binary first on their PATH). A machine
// may come with an older Node (20 here), so the install itself runs on the
// pinned one too: it is fetched first into .tools/ from the npm registry, and
// `npm ci` runs with it on the PATH. Packages then check their engines against
// the Node that will run them. Install scripts: only those package.json's
// allowScripts approves run (install-packages.cjs: the install runs with
// --ignore-scripts, then `npm rebuild` runs the allowed ones). No native module
// is compiled: better-sqlite3 ships a prebuilt Node-API binary.
// System packages: installed with apt-get when missing and we are root on Debian
// (what .ci/run did before); otherwise the exact command is printed and the
// browser and PostgreSQL suites skip themselves loudly, except under CI=true,
// where they fail (e2e/playwright.config.ts, api/scripts/with-postgres.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from './find-postgres.cjs';
import installs from './install-packages.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockFile = join(root, 'package-lock.json');
// npm writes this file at the end of every install, so its age is the install's age.
const installMarker = join(root, 'node_modules', '.package-lock.json');

function run(command, args, env = process.env) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`ensure-installed: '${command} ${args.join(' ')}' failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

const pinnedNode = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies.node;

/** Times the pinned Node.js is fetched before giving up: its install script fetches the binary package again, which once came back without its binary. */
const NODE_FETCH_ATTEMPTS = 3;

/**
 * The pinned Node.js, fetched once into .tools/node-<version> (a registry
 * package with the binary inside). Returns the environment that puts it first
 * on the PATH.
 */
function pinnedNodeEnvironment() {
  const toolDir = join(root, '.tools', `node-${pinnedNode}`);
  const binary = join(toolDir, 'node_modules', 'node', 'bin', 'node');
  for (let attempt = 1; !existsSync(binary); attempt += 1) {
    console.log(`ensure-installed: fetching Node.js ${pinnedNode} (npm package "node") to run the install on.`);
    // A package of its own, whose allowScripts approves exactly one install script: node's.
    rmSync(toolDir, { recursive: true, force: true });
    mkdirSync(toolDir, { recursive: true });
    writeFileSync(join(toolDir, 'package.json'), JSON.stringify({ private: true, allowScripts: { node: true } }));
    try {
      installs.installWithAllowedScripts(toolDir, ['install', '--no-audit', '--no-fund', '--no-package-lock', '--no-save', `node@${pinnedNode}`], process.env);
    } catch (error) {
      console.error(`ensure-installed: ${error instanceof Error ? error.message : String(error)} (attempt ${attempt} of ${NODE_FETCH_ATTEMPTS}).`);
    }
    if (!existsSync(binary) && attempt >= NODE_FETCH_ATTEMPTS) {
      console.error(`ensure-installed: Node.js ${pinnedNode} could not be fetched into ${toolDir}.`);
      process.exit(1);
    }
  }
  return { ...process.env, PATH: `${join(toolDir, 'node_modules', '.bin')}:${process.env.PATH}` };
}

function ensureNpmPackages() {
  const stale = !existsSync(installMarker) || statSync(installMarker).mtimeMs < statSync(lockFile).mtimeMs;
  if (!stale) return;
  console.log('ensure-installed: node_modules is missing or older than package-lock.json; installing.');
  // Always from .tools: `npm ci` deletes node_modules, and with it the project's own copy.
  installOrExit(root, ['ci', '--no-audit', '--no-fund'], pinnedNodeEnvironment());
}

/** installWithAllowedScripts, or a clear message and exit. npm's marker goes too, so the next run installs again. */
function installOrExit(projectDir, installArgs, env) {
  try {
    installs.installWithAllowedScripts(projectDir, installArgs, env);
  } catch (error) {
    rmSync(join(projectDir, 'node_modules', '.package-lock.json'), { force: true });
    console.error(`ensure-installed: ${error instanceof Error ? error.message : String(error)}.`);
    process.exit(1);
  }
}

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/** Found where the API tests' throw-away cluster will look (api/scripts/with-postgres.ts). */
const hasPostgres = () => postgres.findPostgresBin() !== undefined;

function missingSystemPackages() {
  const missing = [];
  if (!process.env.CHROME_PATH && !hasCommand('chromium') && !hasCommand('chromium-browser')) missing.push('chromium');
  if (!process.env.TEST_DATABASE_URL && !hasPostgres()) missing.push('postgresql');
  return missing;
}

function ensureSystemPackages() {
  const missing = missingSystemPackages();
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version') && hasCommand('apt-get');
  if (isRoot && isDebian) {
    console.log(`ensure-installed: installing ${missing.join(' and ')} for the browser and PostgreSQL suites.`);
    process.env.DEBIAN_FRONTEND = 'noninteractive';
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...missing]);
    return;
  }
  const command = `sudo apt-get install -y ${missing.join(' ')}`;
  const consequence = process.env.CI === 'true' ? 'CI=true, so the run will FAIL' : 'those suites will be SKIPPED';
  console.warn(`\n!!! ${missing.join(' and ')} missing and not installable from here (${isRoot ? 'not Debian' : 'not root'}): ${consequence}.`);
  console.warn(`!!! Install with: ${command}\n`);
}

ensureNpmPackages();
if (process.argv.includes('--system')) ensureSystemPackages();
