// The inline scripts a built page carries are allowed by the page's
// Content-Security-Policy one by one, by their hashes, never with
// 'unsafe-inline'. The build that writes an inline script (the host's static
// shell) also writes its hash into INLINE_SCRIPTS_FILE beside the page, so
// any static host can put it in script-src without reading the page:
//   { "index.html": ["'sha256-…'"] }
// scripts/static-server.ts, the reference server, reads it.
const { createHash } = require('node:crypto');

const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

/** The CSP source that allows exactly this inline script body. */
function inlineScriptSource(body) {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

module.exports = { INLINE_SCRIPTS_FILE, inlineScriptSource };
