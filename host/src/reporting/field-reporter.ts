import type { FieldError, FieldMetric } from '@gradatlas/shared/contracts';
import { FIELD_LIMITS } from '@gradatlas/shared/contracts/field-data-limits';

export type SendBeacon = (url: string, body: string) => boolean;

export interface FieldReporter {
  /** Queues a metric; a later report with the same id replaces it. */
  addMetric(metric: FieldMetric): void;
  addError(error: FieldError): void;
  /** Sends what is queued in one beacon (more only past the batch limits) and empties the queue. */
  flush(): void;
}

/**
 * Queues field data and sends it with navigator.sendBeacon when asked, as the
 * web-vitals documentation recommends: one request when the page is hidden
 * rather than one per metric. The body is a string, which the browser sends
 * as text/plain: a CORS-safelisted type, so no preflight has to finish while
 * the page unloads.
 */
export function createFieldReporter(endpoint: string, send: SendBeacon = (url, body) => navigator.sendBeacon(url, body)): FieldReporter {
  const metrics = new Map<string, FieldMetric>();
  let errors: FieldError[] = [];

  return {
    addMetric(metric) {
      metrics.set(metric.id, metric);
    },
    addError(error) {
      // A failure repeating in a loop must not grow the queue without end.
      if (errors.length < FIELD_LIMITS.errorsPerBatch) errors.push(error);
    },
    flush() {
      let queued = [...metrics.values()];
      metrics.clear();
      while (queued.length > 0 || errors.length > 0) {
        const body = JSON.stringify({ metrics: queued.slice(0, FIELD_LIMITS.metricsPerBatch), errors: errors.slice(0, FIELD_LIMITS.errorsPerBatch) });
        queued = queued.slice(FIELD_LIMITS.metricsPerBatch);
        errors = errors.slice(FIELD_LIMITS.errorsPerBatch);
        try {
          // false means the browser would not queue it (too much data in flight): field data is best effort.
          send(endpoint, body);
        } catch {
          // Never let reporting break the page.
        }
      }
    },
  };
}
