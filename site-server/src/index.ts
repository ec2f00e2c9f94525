// What other parts of the repository start the site server with: `npm start`
// (scripts/start-all.ts) and the browser tests (e2e/site-servers.ts).
export { serveApp, serveBuild } from './serve-app';
export { contentSecurityPolicy, startStaticServer } from './static-server';
export type { StaticServerOptions } from './static-server';
