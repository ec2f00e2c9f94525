/**
 * The request for `/config.json`, started by the entry file so it travels
 * while the bootstrap chunks download instead of after them (one round trip
 * less before the first remote can load). The entry may not import the shared
 * config door (shared modules are negotiated only after the async boundary),
 * so the request is made here and handed to loadRuntimeConfig.
 */
let request: Promise<Response> | undefined;

/**
 * The one request for the run-time configuration: the first call starts it,
 * later calls share it. A server that inlined the file into the page as a
 * JSON data block (scripts/server-pages) saves the round trip; without the
 * block (another static host) the file is fetched.
 */
export function configRequest(): Promise<Response> {
  const inline = request ? null : document.getElementById('runtime-config');
  if (inline) request = Promise.resolve(new Response(inline.textContent));
  if (!request) {
    request = fetch(new URL('/config.json', document.baseURI).toString(), { cache: 'no-store' });
    // A failure is read by loadRuntimeConfig later; until then it is not "unhandled".
    request.catch(() => undefined);
  }
  return request;
}
