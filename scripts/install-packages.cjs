// npm installs that run only the install scripts the project allows. Plain
// CommonJS on purpose: ensure-installed.mjs runs it before any dependency
// exists, and jest loads it as it is (install-packages.test.ts).
//
// `allowScripts` in package.json is npm's policy, but npm 11 enforces it only
// in part: a dependency with no entry still runs its scripts (with a warning),
// and so does a denied one that npm does not match by name (a file: or git
// dependency). So the install itself runs with --ignore-scripts, and then
// `npm rebuild <spec>` runs the scripts of the allowed packages alone: it runs
// the named packages' scripts and links bins, not their dependencies' scripts.
// (`npm rebuild` given --ignore-scripts would run nothing at all.)
const { spawnSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/** The package specs (`name` or `name@range`) allowScripts approves with true; false and anything else approve nothing. */
function allowedScriptPackages(packageJson) {
  const policy = packageJson.allowScripts ?? {};
  return Object.entries(policy)
    .filter(([, allowed]) => allowed === true)
    .map(([spec]) => spec);
}

function npm(args, cwd, env) {
  console.log(`> npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`'npm ${args.join(' ')}' failed (exit ${result.status ?? result.signal})`);
}

/**
 * Runs `npm <installArgs> --ignore-scripts` in `projectDir`, then the install
 * scripts of the packages its package.json allows (allowScripts: true), and
 * no others. Throws when either step fails.
 */
function installWithAllowedScripts(projectDir, installArgs, env = process.env) {
  const allowed = allowedScriptPackages(JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')));
  npm([...installArgs, '--ignore-scripts'], projectDir, env);
  // A spec that matches no installed package is a no-op for npm rebuild.
  if (allowed.length > 0) npm(['rebuild', ...allowed], projectDir, env);
  return allowed;
}

module.exports = { allowedScriptPackages, installWithAllowedScripts };
