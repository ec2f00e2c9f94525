import type { FastifyInstance } from 'fastify';
import { ErrorResponse, FIELD_DATA_PATH, FieldDataBatch, FieldDataResponse } from '@gradatlas/shared/contracts';
import { clientKey } from '../../lib/client-key';
import { HttpError } from '../../plugins/errors';
import type { FieldReports } from './field-reports';

/** A full beacon (20 metrics, 20 failures) is under 3 KiB. */
const BEACON_BODY_LIMIT_BYTES = 16 * 1024;

export interface FieldDataRouteOptions {
  reports: FieldReports;
  perMinute: number;
  /** Rows (metrics and failures) one client may add in a day; the beacons beyond are refused. */
  rowsPerClientPerDay: number;
  /** The site's origins: a beacon from any other page is refused. */
  webOrigins: readonly string[];
}

/**
 * POST /api/vitals receives the browser's field data. navigator.sendBeacon
 * sends a string as text/plain, a CORS-safelisted type: no preflight, so the
 * beacon leaves in one request even while the page unloads. The app refuses
 * text/plain everywhere else (app.ts); this route's own scope parses it, as
 * JSON, with Fastify's guarded JSON parser, and validates it like any body.
 */
export function fieldDataRoutes(app: FastifyInstance, options: FieldDataRouteOptions): void {
  const origins = new Set(options.webOrigins);

  void app.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BEACON_BODY_LIMIT_BYTES }, scope.getDefaultJsonParser('error', 'error'));

    scope.post<{ Body: FieldDataBatch }>(
      FIELD_DATA_PATH,
      {
        bodyLimit: BEACON_BODY_LIMIT_BYTES,
        config: { rateLimit: { max: options.perMinute, timeWindow: 60_000 } },
        schema: {
          tags: ['field data'],
          summary: 'Store Web Vitals and failures measured in a visitor’s browser (route patterns only, nothing personal)',
          body: FieldDataBatch,
          response: { 200: FieldDataResponse, 400: ErrorResponse, 403: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request): Promise<FieldDataResponse> => {
        // Browsers always name the page's origin on a beacon (a cross-origin
        // POST): one without it is not a visitor's browser, and a foreign page
        // must not fill our tables either.
        const origin = request.headers.origin;
        if (origin === undefined || !origins.has(origin)) throw new HttpError(403, 'Field data is accepted from the GradAtlas site only');
        // The per-minute limit still lets one address write tens of thousands
        // of rows a day and push the real field data out; a day's rows are capped too.
        const rows = request.body.metrics.length + request.body.errors.length;
        if ((await options.reports.countClientRows(clientKey(request.ip), rows)) > options.rowsPerClientPerDay) {
          throw new HttpError(429, 'Too much field data from this address today. Please try again tomorrow.');
        }
        const stored = await options.reports.store(request.body);
        return { success: true, ...stored };
      },
    );
  });
}
