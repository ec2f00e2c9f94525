// The site's ports, origins and config.json as the environment sets them, with
// the local defaults of site-addresses.cjs: what `npm start`, `npm run dev` and
// `npm start -w <app>` serve. Node only (CONFIG_FILE is read from disk); the
// README's configuration table lists each variable.
const { readFileSync } = require('node:fs');
const { LOCAL_PORTS, PORT_VARIABLES, REMOTE_APPS, WEB_APPS, localOrigins, localRuntimeConfig } = require('./site-addresses.cjs');

/** Where the host finds each remote, by the remote's name in config.json. */
const REMOTE_URL_VARIABLES = Object.freeze({ universities: 'REMOTE_UNIVERSITIES_URL', chances: 'REMOTE_CHANCES_URL', content: 'REMOTE_CONTENT_URL' });

/** A variable's value, or undefined when it is unset or blank (an empty line in an .env file means "the default"). */
function setting(env, name) {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function portSetting(env, name, fallback) {
  const value = setting(env, name);
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number from 1 to 65535, got "${value}"`);
  return port;
}

/** Each web app's port and the API's. The API's falls back to PORT, the variable the API itself reads. */
function sitePorts(env = process.env) {
  const ports = {};
  for (const [part, variable] of Object.entries(PORT_VARIABLES)) {
    const fallback = part === 'api' ? portSetting(env, 'PORT', LOCAL_PORTS.api) : LOCAL_PORTS[part];
    ports[part] = portSetting(env, variable, fallback);
  }
  return ports;
}

/** The config.json the environment describes. */
function runtimeConfig(env = process.env) {
  const local = localRuntimeConfig(sitePorts(env));
  return {
    apiUrl: setting(env, 'API_URL') ?? local.apiUrl,
    googleClientId: setting(env, 'GOOGLE_CLIENT_ID') ?? local.googleClientId,
    counselingUrl: setting(env, 'COUNSELING_URL') ?? local.counselingUrl,
    contactEmail: setting(env, 'CONTACT_EMAIL') ?? local.contactEmail,
    remotes: Object.fromEntries(Object.keys(REMOTE_APPS).map((remote) => [remote, setting(env, REMOTE_URL_VARIABLES[remote]) ?? local.remotes[remote]])),
  };
}

/**
 * The config.json a web app serves: the file CONFIG_FILE names, as it is (so
 * a deploy's own file can be tried locally, mistakes included), or the
 * environment's.
 */
function servedRuntimeConfig(env = process.env) {
  const file = setting(env, 'CONFIG_FILE');
  if (file === undefined) return runtimeConfig(env);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    // Read from the error itself: an Error of another realm (jest's jsdom) fails instanceof.
    throw new Error(`CONFIG_FILE=${file} could not be read as JSON: ${typeof error?.message === 'string' ? error.message : String(error)}`);
  }
}

/**
 * Origins of the site's own pages (host and remotes): only they may read the
 * built files cross-origin, and the API accepts them. SITE_ORIGINS
 * (comma-separated) replaces the local ones when the site is served under other names.
 */
function siteOrigins(env = process.env) {
  const listed = (setting(env, 'SITE_ORIGINS') ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  if (listed.length > 0) return listed;
  const ports = sitePorts(env);
  return WEB_APPS.flatMap((app) => localOrigins(ports[app]));
}

/** The address the static servers listen on: loopback for a local run; SITE_BIND_HOST=0.0.0.0 opens it to the network. */
function bindHost(env = process.env) {
  return setting(env, 'SITE_BIND_HOST') ?? '127.0.0.1';
}

/** E2E_PORT_SHIFT: how far the test (or benchmark) site moves from its ports; `fallback` when unset. */
function portShift(env = process.env, fallback = 0) {
  const value = setting(env, 'E2E_PORT_SHIFT');
  if (value === undefined) return fallback;
  const shift = Number(value);
  if (!Number.isInteger(shift) || shift < 0) throw new Error(`E2E_PORT_SHIFT must be a whole number of ports, got "${value}"`);
  return shift;
}

module.exports = { REMOTE_URL_VARIABLES, sitePorts, runtimeConfig, servedRuntimeConfig, siteOrigins, bindHost, portShift };
