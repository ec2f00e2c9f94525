import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';
import { FIELD_INTERACTIONS, FIELD_LIMITS } from './field-data-limits';
import { SITE_ROUTES, type SitePath } from '../site-routes/table';

export { FIELD_DATA_PATH, FIELD_INTERACTIONS, FIELD_LIMITS, INTERACTION_ATTRIBUTE } from './field-data-limits';
export type { FieldInteraction } from './field-data-limits';

// Field data: Web Vitals and failures measured in visitors' browsers, sent by
// navigator.sendBeacon. Nothing here can hold personal data: a route is one of
// the patterns below (never an address), an id is random hex made in the
// browser, values are numbers in fixed ranges and kinds come from a list.

export const FIELD_METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type FieldMetricName = (typeof FIELD_METRIC_NAMES)[number];

/**
 * The route table's patterns (shared/src/site-routes, the one table), and
 * `other` for any address outside it (the site sends it to /).
 */
export const FIELD_ROUTES = [...SITE_ROUTES.map((route) => route.path), 'other'] as const satisfies readonly string[];
export type FieldRoute = SitePath | 'other';

/**
 * What failed: a remote page threw while rendering (render), a chunk, a
 * remote's manifest or its remoteEntry.js did not load, or an error no
 * boundary caught took the whole app down (uncaught).
 */
export const FIELD_ERROR_KINDS = ['render', 'chunk', 'manifest', 'remote-entry', 'version', 'uncaught'] as const;
export type FieldErrorKind = (typeof FIELD_ERROR_KINDS)[number];

/** 128 random bits as hex: the browser's name for one metric of one page view, so a later, larger CLS or INP replaces the earlier one. */
export const FIELD_METRIC_ID_PATTERN = '^[0-9a-f]{32}$';

export const FieldMetric = Type.Object(
  {
    id: Type.String({ pattern: FIELD_METRIC_ID_PATTERN }),
    name: StringEnum(FIELD_METRIC_NAMES),
    value: Type.Number({ minimum: 0, maximum: FIELD_LIMITS.maxMilliseconds }),
    route: StringEnum(FIELD_ROUTES),
    /** INP only: the kind of tap that set it (FIELD_INTERACTIONS). */
    interaction: Type.Optional(StringEnum(FIELD_INTERACTIONS)),
  },
  {
    additionalProperties: false,
    // CLS has a range of its own (JSON Schema if/then, which TypeBox passes through).
    if: { properties: { name: { type: 'string', const: 'CLS' } } },
    then: { properties: { value: { type: 'number', maximum: FIELD_LIMITS.maxLayoutShift } } },
  },
);
export type FieldMetric = Static<typeof FieldMetric>;

export const FieldError = Type.Object({ kind: StringEnum(FIELD_ERROR_KINDS), route: StringEnum(FIELD_ROUTES) }, { additionalProperties: false });
export type FieldError = Static<typeof FieldError>;

export const FieldDataBatch = Type.Object(
  {
    metrics: Type.Array(FieldMetric, { maxItems: FIELD_LIMITS.metricsPerBatch, default: [] }),
    errors: Type.Array(FieldError, { maxItems: FIELD_LIMITS.errorsPerBatch, default: [] }),
  },
  { additionalProperties: false, description: 'Sent as text/plain by navigator.sendBeacon (a CORS-safelisted type, so no preflight) or as application/json.' },
);
export type FieldDataBatch = Static<typeof FieldDataBatch>;

export const FieldDataResponse = Type.Object({ success: Type.Literal(true), metrics: Type.Integer(), errors: Type.Integer() });
export type FieldDataResponse = Static<typeof FieldDataResponse>;
