import type { FieldMetric } from '@gradatlas/shared/contracts';
import { FIELD_LIMITS } from '@gradatlas/shared/contracts/field-data-limits';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import type { FieldReporter } from './field-reporter';
import { watchInteractionKinds } from './interaction-kinds';
import { routePattern } from './route-pattern';

/** 128 random bits as hex. web-vitals' own id carries the page's load time, which field data has no need of. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The page a metric belongs to. web-vitals measures page loads (the site's
 * route changes are not new loads), so LCP, FCP and TTFB describe the address
 * the visitor arrived at, and INP and CLS the visit that began there. After a
 * back/forward-cache restore, the page is the one now shown.
 */
function pathOf(metric: MetricType): string {
  if (metric.navigationType === 'back-forward-cache' || !metric.navigationURL) return window.location.pathname;
  return new URL(metric.navigationURL, window.location.href).pathname;
}

/** Values outside the API's ranges would make it refuse the whole beacon; such a value is a broken measurement anyway. */
function inRange(metric: MetricType): boolean {
  const max = metric.name === 'CLS' ? FIELD_LIMITS.maxLayoutShift : FIELD_LIMITS.maxMilliseconds;
  return Number.isFinite(metric.value) && metric.value >= 0 && metric.value <= max;
}

/**
 * Observes LCP, INP, CLS, FCP and TTFB and queues each as field data. Loaded
 * after the first render (start-field-reporting.ts): web-vitals reads
 * buffered performance entries, so loading late loses nothing it measures.
 */
export function observeWebVitals(reporter: FieldReporter): void {
  const ids = new Map<string, string>();
  // INP names the kind of tap that set it; taps before this chunk loaded count as other.
  const kindAt = watchInteractionKinds();
  const queue = (metric: MetricType) => {
    if (!inRange(metric)) return;
    let id = ids.get(metric.id);
    if (!id) {
      id = randomId();
      ids.set(metric.id, id);
    }
    const report: FieldMetric = { id, name: metric.name, value: metric.value, route: routePattern(pathOf(metric)) };
    if (metric.name === 'INP') report.interaction = metric.entries[0] ? kindAt(metric.entries[0].startTime) : 'other';
    reporter.addMetric(report);
  };
  onLCP(queue);
  onINP(queue);
  onCLS(queue);
  onFCP(queue);
  onTTFB(queue);
}
