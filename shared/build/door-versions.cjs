// The run-time doors of @gradatlas/shared and the contract version of each:
// the one list of doors (federation-shared.cjs, the contract test and the
// surface check read it; each door is `./<door>` in shared/package.json).
// Remotes are built and deployed on their own schedule, so a remote may meet a
// host built from older or newer shared code; these versions are how the
// federation runtime tells which pairs can work.
//
// Semver, per door, for what the door's index.ts exports and how it behaves:
// - patch: a fix that keeps every export and its meaning;
// - minor: something added (a new export, an optional argument); old callers still work;
// - major: anything a caller could notice breaking (an export removed or renamed, a
//   changed signature, a changed meaning, a store's state reshaped).
// shared/doors/<door>.json records each door's exports and their types at its
// version; shared/src/federation/door-surfaces.test.ts fails when the code's
// surface differs until the version here says so (`npm run doors:surface -w shared`).
const DOOR_VERSIONS = {
  api: '1.0.0',
  // 1.0.1: the shortlist store keeps toggles made while its list loads.
  // 2.0.0: the shortlist store's state is reshaped (issue 26): it says where its
  // list comes from (`source`: none, this browser's copy, the server), keeps its
  // pending toggles inside it, and has startFor/forget. A host older than 2.0.0
  // refuses remotes built from here (a strict singleton): deploy the host first.
  // Also in 2.0.0: useCurrencyStore (the currency costs are shown in, and the rates).
  // 3.0.0: the shortlist store keeps the saved slugs only (issue 44): its state
  // no longer holds the universities' records, so a field added to the record
  // never changes this door again; the shortlist page reads what it shows.
  // 3.1.0: readChanceProgramme and saveChanceProgramme (issue 45): the calculator's programme is kept per user like its inputs, so the shortlist and compare ask the same question.
  // 4.0.0: saveChanceInputs takes and readChanceInputs gives plain data (the domain door's inputsFrom reads it): the door no longer names CalculatorInputs, so a new calculator field (the GPA scale, issue 45) never changes it again.
  session: '4.0.0',
  // 1.1.0: prepareDisplayFormats (the formats are built on first use, not at
  // load), and stripFirstTopLevelHeading, which 0651c95 added with no bump:
  // hosts built from 0651c95 up to 6870b51 say 1.0.0 and have it, hosts built
  // before lack it; every 1.1.0 build has both.
  // 1.2.0: hasUncomparableTuition; a department's example tuition (category 'Unknown' from the server) sets no category.
  // 1.3.0: CATEGORY_MID_RANGE_CUTOFF and CATEGORY_PREMIUM_CUTOFF, so a card can say what its cost band means.
  // 2.0.0: University has admittedProfile (what admits posted on The GradCafe, issue 45), read by normalizeUniversity; a stateless door, so an app built before keeps its own copy.
  // 3.0.0: CalculatorInputs has gpaScale (a 5-point CGPA, issue 45) and GPA_SCALE_CHOICES lists the scales; the bodies send it.
  domain: '3.0.0',
  // 1.1.0: ConfigErrorPage and showConfigError.
  // 2.0.0: the standalone QA shell, the sign-in panel and the config error page
  // leave the door for @gradatlas/shared/standalone, /sign-in-panel and
  // /config-error-page (only a remote's own bootstrap, the Login page and a
  // broken deploy use them; the host's eager bundle does without).
  // 2.1.0: useDocumentMeta takes a canonical address and an image as paths,
  // resolved against the page's address when written (a page drawn on the
  // site's server has no window to resolve them with).
  ui: '2.1.0',
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
 * the version-skew browser test builds a remote as its next releases.
 */
function doorVersions(env = process.env) {
  const as = env.GRADATLAS_DOORS_AS ? JSON.parse(env.GRADATLAS_DOORS_AS) : {};
  return { ...DOOR_VERSIONS, ...as };
}

/**
 * The range of a door an app needs: the same major, at least as new as the
 * version it is built against. It follows from the build, never from a list
 * kept by hand, so an app cannot claim less than the code it was built with
 * uses. The cost: an app needs the newest minor even when it uses nothing of
 * it; a host a minor behind then serves it its own copy (stateless doors) or
 * refuses it (stateful doors). Deploy the host first.
 */
function doorNeed(door, env = process.env) {
  return `^${doorVersions(env)[door]}`;
}

module.exports = { DOOR_VERSIONS, STATELESS_DOORS, doorVersions, doorNeed };
