import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportError } from '../reporting/report-error';
import { MANIFEST_FETCH_FAILED } from './load-error-messages';

/**
 * SPEC section 9's 120 s chunk budget. Written here rather than imported from
 * @gradatlas/shared: runtime plugins run before shared modules are negotiated,
 * so importing a shared singleton here would break start-up. A test keeps the
 * two values equal.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;

/**
 * webpack's `chunkLoadTimeout` covers only webpack chunks. The federation
 * runtime loads `remoteEntry.js` with its own 20 s timeout and fetches the
 * manifest with none at all, so a slow remote could hang a route forever.
 * This plugin gives both the same 120 s budget as chunks and reports failures.
 */
export default function loadTimeoutsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gradatlas-load-timeouts',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name !== 'async' && name !== 'defer') script.setAttribute(name, String(value));
      }
      return { script, timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
    async fetch(url, init) {
      try {
        return await fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
      } catch (cause) {
        // The runtime keeps only the message, so say in it what failed and where.
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new Error(`${MANIFEST_FETCH_FAILED} ${url} (${reason})`);
      }
    },
    errorLoadRemote({ id, error }) {
      reportError(error, { where: 'federation', remote: id });
      // Rethrow so the route's error boundary shows the failure and its retry.
      throw error;
    },
  };
}
