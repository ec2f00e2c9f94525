// Where PostgreSQL's server tools (initdb, pg_ctl) are, for the API tests'
// throw-away cluster (api/scripts/with-postgres.ts) and for `npm test`'s check
// of what the machine lacks (ensure-installed.mjs). Plain CommonJS on
// purpose: ensure-installed runs it before any dependency exists, and jest and
// tsx load it as it is.
//
// Looked for on the PATH first, then where the common packages put them:
// Debian and Ubuntu keep them out of the PATH, in /usr/lib/postgresql/<v>/bin.
const { accessSync, constants, existsSync, readdirSync } = require('node:fs');
const { delimiter, join } = require('node:path');

/** Folders that hold one bin folder per installed version, and where that bin is inside each. */
const VERSIONED = [
  { parent: '/usr/lib/postgresql', bin: (version) => join('/usr/lib/postgresql', version, 'bin') }, // Debian, Ubuntu
  { parent: '/usr', match: /^pgsql-(\d+)$/, bin: (name) => join('/usr', name, 'bin') }, // RHEL, Fedora (PGDG)
  { parent: '/opt/homebrew/opt', match: /^postgresql@(\d+)$/, bin: (name) => join('/opt/homebrew/opt', name, 'bin') }, // Homebrew, Apple silicon
  { parent: '/usr/local/opt', match: /^postgresql@(\d+)$/, bin: (name) => join('/usr/local/opt', name, 'bin') }, // Homebrew, Intel
];
/** Single-version locations: a build from source, Homebrew's unversioned formula, Postgres.app. */
const FIXED = ['/usr/local/pgsql/bin', '/opt/homebrew/bin', '/usr/local/bin', '/Applications/Postgres.app/Contents/Versions/latest/bin'];

const TOOLS = ['initdb', 'pg_ctl'];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const hasTools = (dir) => TOOLS.every((tool) => isExecutable(join(dir, tool)));

/** Each versioned install's bin folder, newest version first. */
function versionedBins(root) {
  return VERSIONED.flatMap(({ parent, match, bin }) => {
    const base = join(root, parent);
    if (!existsSync(base)) return [];
    const versions = readdirSync(base)
      .map((name) => ({ name, version: Number(match ? match.exec(name)?.[1] : name) }))
      .filter(({ version }) => Number.isFinite(version));
    return versions.sort((a, b) => b.version - a.version).map(({ name }) => join(root, bin(name)));
  });
}

/**
 * The folder holding initdb and pg_ctl, or undefined.
 * @param {{ path?: string, root?: string }} [where] PATH to search (process.env.PATH) and the file system's root (tests give a folder of their own)
 */
function findPostgresBin({ path = process.env.PATH ?? '', root = '/' } = {}) {
  const onPath = path.split(delimiter).filter(Boolean);
  const candidates = [...onPath, ...versionedBins(root), ...FIXED.map((dir) => join(root, dir))];
  return candidates.find(hasTools);
}

/** What was searched, for the message when nothing is found. */
const POSTGRES_SEARCH =
  'the PATH, /usr/lib/postgresql/<version>/bin, /usr/pgsql-<version>/bin, /usr/local/pgsql/bin and Homebrew\'s and Postgres.app\'s folders';

module.exports = { findPostgresBin, POSTGRES_SEARCH };
