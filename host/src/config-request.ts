/**
 * The request for `/config.json`, started by the entry file so it travels
 * while the bootstrap chunks download instead of after them (one round trip
 * less before the first remote can load). The entry may not import the shared
 * config door (shared modules are negotiated only after the async boundary),
 * so the request is made here and handed to loadRuntimeConfig.
 */
let request: Promise<Response> | undefined;

/** The one request for the run-time configuration: the first call starts it, later calls share it. */
export function configRequest(): Promise<Response> {
  if (!request) {
    request = fetch(new URL('/config.json', document.baseURI).toString(), { cache: 'no-store' });
    // A failure is read by loadRuntimeConfig later; until then it is not "unhandled".
    request.catch(() => undefined);
  }
  return request;
}
