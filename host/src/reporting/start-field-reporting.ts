import { FIELD_DATA_PATH } from '@gradatlas/shared/contracts/field-data-limits';
import { fieldErrorKind } from './error-kind';
import { createFieldReporter, type FieldReporter } from './field-reporter';
import { onErrorReported } from './report-error';
import { routePattern } from './route-pattern';

type LoadWebVitals = () => Promise<{ observeWebVitals: (reporter: FieldReporter) => void }>;

/** After the page's load event, when the browser is idle: nothing the first screen needs waits for web-vitals (or the currency picker). */
export function whenIdleAfterLoad(task: () => void): void {
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 5000 }) : window.setTimeout(task, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Field data from real visits (SPEC section 7's web-vitals hook): Web Vitals
 * and the failures the host reports, each with its route pattern only, sent
 * to the API in one beacon whenever the page is hidden. Production silences
 * the console (SPEC section 8), so this is how failures are seen at all.
 * Failures are listened for at once; web-vitals is its own chunk, loaded
 * when the browser is idle after the page has loaded. Returns a stop function (tests).
 */
export function startFieldReporting(apiUrl: string, loadWebVitals: LoadWebVitals = () => import(/* webpackChunkName: "web-vitals" */ './web-vitals-reporter')): () => void {
  const reporter = createFieldReporter(`${apiUrl}${FIELD_DATA_PATH}`);
  const stopErrors = onErrorReported((error, context) => {
    const kind = fieldErrorKind(error, context);
    if (kind) reporter.addError({ kind, route: routePattern(window.location.pathname) });
  });
  // visibilitychange to hidden is the last event that fires reliably (on
  // mobile, often the only one); pagehide covers browsers that skip it on unload.
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  };
  const onPageHide = () => reporter.flush();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  whenIdleAfterLoad(() => {
    loadWebVitals()
      .then(({ observeWebVitals }) => observeWebVitals(reporter))
      .catch(() => undefined); // A missing chunk costs the metrics, never the page.
  });
  return () => {
    stopErrors();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
  };
}
