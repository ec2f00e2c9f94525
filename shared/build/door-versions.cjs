// The contract version of each run-time door of @gradatlas/shared, and what an
// app says it needs of them. Remotes are built and deployed on their own
// schedule, so a remote may meet a host built from older or newer shared code;
// these versions are how the federation runtime tells which pairs can work.
//
// Semver, per door, for what the door's index.ts exports and how it behaves:
// - patch: a fix that keeps every export and its meaning;
// - minor: something added (a new export, an optional argument); old callers still work;
// - major: anything a caller could notice breaking (an export removed or renamed, a
//   changed signature, a changed meaning, a store's state reshaped).
// Bump the door's version here in the same change that alters its contract.
const semver = require('semver');

const DOOR_VERSIONS = {
  api: '1.0.0',
  // 1.0.1: the shortlist store keeps toggles made while its list loads.
  session: '1.0.1',
  // 1.1.0: prepareDisplayFormats (the formats are built on first use, not at load).
  // 1.2.0: CalculatorInputs.programCode; the calculator's bodies carry it when given.
  domain: '1.2.0',
  // 1.1.0: ConfigErrorPage and showConfigError.
  ui: '1.1.0',
  // 1.1.0: RuntimeConfigError and runtimeConfigProblems; production refuses a bad config.json.
  config: '1.1.0',
  router: '1.0.0',
};

/**
 * Doors without state of their own: a remote that needs another major may
 * bring its own copy. Every other door holds state that must be one instance
 * across the site (the API client and its tokens, the session store, the
 * run-time configuration, react-router's context), so it is a strict singleton.
 */
const STATELESS_DOORS = new Set(['domain', 'ui']);

/**
 * The door versions this build is made against. GRADATLAS_DOORS_AS (JSON, e.g.
 * {"config":"1.2.0"}) builds an app as if against another version of shared:
 * the version-skew browser test builds a remote as its previous and next release.
 */
function doorVersions(env = process.env) {
  const as = env.GRADATLAS_DOORS_AS ? JSON.parse(env.GRADATLAS_DOORS_AS) : {};
  return { versions: { ...DOOR_VERSIONS, ...as }, simulated: as };
}

/**
 * The range of a door an app needs: what its package.json declares under
 * `gradatlasDoors`, or, for a door it does not declare, the same major at
 * least as new as what it is built against. A simulated build needs what it
 * is built as.
 */
function doorNeed(appPackage, door, env = process.env) {
  const { versions, simulated } = doorVersions(env);
  if (simulated[door]) return `^${simulated[door]}`;
  return (appPackage.gradatlasDoors && appPackage.gradatlasDoors[door]) || `^${versions[door]}`;
}

/** What an app declares that the current doors do not meet, in words (empty when all are met). */
function unmetDoorNeeds(appPackage) {
  const declared = appPackage.gradatlasDoors || {};
  return Object.entries(declared).flatMap(([door, range]) => {
    if (!(door in DOOR_VERSIONS)) return [`${door} is not a run-time door of @gradatlas/shared`];
    if (!semver.validRange(range)) return [`${door}: "${range}" is not a semver range`];
    return semver.satisfies(DOOR_VERSIONS[door], range) ? [] : [`${door} ${DOOR_VERSIONS[door]} does not meet ${range}`];
  });
}

module.exports = { DOOR_VERSIONS, STATELESS_DOORS, doorVersions, doorNeed, unmetDoorNeeds };
