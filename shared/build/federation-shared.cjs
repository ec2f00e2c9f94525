// The one description of what every GradAtlas container shares at run time.
// Each app passes its own package.json so the required library versions are
// the ones it was built against; our doors need the versions current when it
// is built (door-versions.cjs). Libraries and
// our stateful doors are singletons because two copies of React, the router,
// zustand or our own session store would split state between apps
// (module-federation/core#3672); our stateless doors need not be.
const sharedPackage = require('../package.json');
const { DOOR_VERSIONS, STATELESS_DOORS, doorNeed, doorVersions } = require('./door-versions.cjs');

// The doors of our own package that carry run-time code, one per version in
// door-versions.cjs. `contracts` and `federation` hold types and test helpers,
// which each app may bundle for itself, so there is nothing to share.
const SHARED_DOORS = Object.keys(DOOR_VERSIONS);

// react-router-dom is not shared itself: apps reach it only through the
// `router` door, so each build keeps just the parts that door re-exports.
// axios is used only by the api door's one instance; sharing it as well means a
// remote never downloads a second copy, whichever container provides the door.
const SINGLETONS = ['react', 'react-dom', 'zustand', '@react-oauth/google', 'axios'];

// What a page needs before it can draw anything; Google's sign-in loads only with its button.
const LAZY = new Set(['@react-oauth/google']);

/**
 * @param {object} appPackage the app's package.json
 * @param {{ eager?: boolean }} [options] eager: the build puts what every page
 *   needs into its entry file and provides it from there (the host). Each shared
 *   module is otherwise a chunk of its own, fetched one script tag at a time
 *   while the federation runtime resolves the share scope.
 */
function federationShared(appPackage, options = {}) {
  const deps = { ...sharedPackage.dependencies, ...(appPackage.dependencies || {}) };
  const shared = {};
  const eagerFor = (name) => (options.eager && !LAZY.has(name) ? { eager: true } : {});
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: deps[name], ...eagerFor(name) };
  }
  shared['react-dom/client'] = { singleton: true, requiredVersion: deps['react-dom'], ...eagerFor('react-dom/client') };
  // Every component's JSX calls this; shared, a remote uses the host's copy
  // instead of carrying its own into each page's first chunk (about 250 bytes
  // gzip of the home page, issue 32).
  shared['react/jsx-runtime'] = { singleton: true, requiredVersion: deps.react, ...eagerFor('react') };
  // Each door carries its own contract version (door-versions.cjs). A door with
  // state is a strict singleton: a container that needs a version the loaded
  // copy does not meet fails to load (the host shows its error and Try again)
  // instead of running against the wrong code, and no second copy of its state
  // can exist. A stateless door is not a singleton: such a container falls back
  // to the copy it was built with.
  const versions = doorVersions();
  for (const door of SHARED_DOORS) {
    const name = `@gradatlas/shared/${door}`;
    const version = versions[door];
    const requiredVersion = doorNeed(door);
    shared[name] = STATELESS_DOORS.has(door)
      ? { singleton: false, version, requiredVersion, ...eagerFor(name) }
      : { singleton: true, strictVersion: true, version, requiredVersion, ...eagerFor(name) };
  }
  return shared;
}

module.exports = { federationShared };
