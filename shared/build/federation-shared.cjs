// The one description of what every GradAtlas container shares at run time.
// Each app passes its own package.json so the required versions are the ones it
// was built against; every entry is a singleton because two copies of React, the
// router, zustand or our own session store would split state between apps
// (module-federation/core#3672).
const sharedPackage = require('../package.json');

// The doors of our own package that carry run-time code. `contracts` and
// `federation` hold types and stateless helpers (withDataPrefetch), which each
// app may bundle for itself, so there is nothing to share.
const SHARED_DOORS = ['api', 'session', 'domain', 'ui', 'config', 'router'];

// react-router-dom is not shared itself: apps reach it only through the
// `router` door, so each build keeps just the parts that door re-exports.
const SINGLETONS = ['react', 'react-dom', 'zustand', '@react-oauth/google'];

function federationShared(appPackage) {
  const deps = { ...sharedPackage.dependencies, ...(appPackage.dependencies || {}) };
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: deps[name] };
  }
  shared['react-dom/client'] = { singleton: true, requiredVersion: deps['react-dom'] };
  for (const door of SHARED_DOORS) {
    shared[`@gradatlas/shared/${door}`] = { singleton: true, requiredVersion: sharedPackage.version, version: sharedPackage.version };
  }
  return shared;
}

module.exports = { federationShared };
