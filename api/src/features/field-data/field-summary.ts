import type { Kysely } from 'kysely';
import { FIELD_METRIC_NAMES, type FieldMetricName } from '@gradatlas/shared/contracts';
import type { Database } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The window `npm run vitals` reads by default: 28 days, as the Chrome UX Report does. */
export const DEFAULT_SUMMARY_DAYS = 28;

export interface MetricSummary {
  route: string;
  name: FieldMetricName;
  samples: number;
  /** The 75th percentile, the value Core Web Vitals are judged by. */
  p75: number;
}

export interface ErrorCount {
  kind: string;
  route: string;
  count: number;
}

/** INP of the page views whose slowest tap was of one kind, across routes. */
export interface InteractionSummary {
  interaction: string;
  samples: number;
  p75: number;
}

export interface FieldSummary {
  days: number;
  metrics: MetricSummary[];
  /** INP by the kind of tap that set it, slowest p75 first. */
  interactions: InteractionSummary[];
  errors: ErrorCount[];
}

/**
 * The 75th percentile by the nearest-rank method: the smallest value with at
 * least 75% of the samples at or below it, so it is always a value a visitor
 * really had. `sorted` must be in ascending order and not empty.
 */
export function percentile75(sorted: readonly number[]): number {
  if (sorted.length === 0) throw new Error('percentile75 needs at least one value');
  return sorted[Math.ceil(0.75 * sorted.length) - 1] as number;
}

const metricOrder = (name: string) => FIELD_METRIC_NAMES.indexOf(name as FieldMetricName);

/**
 * What visitors measured over the last `days` days: the p75 of each metric per
 * route, and failures counted by kind and route. The percentile is computed
 * here rather than in SQL because SQLite has no percentile function; the
 * tables are bounded (field-reports.ts), so the rows fit in memory.
 */
export async function fieldSummary(db: Kysely<Database>, days = DEFAULT_SUMMARY_DAYS, now = Date.now()): Promise<FieldSummary> {
  const since = now - days * DAY_MS;
  const rows = await db
    .selectFrom('field_metrics')
    .select(['route', 'name', 'value', 'interaction'])
    .where('created_at', '>=', since)
    .execute();
  const groups = new Map<string, { route: string; name: FieldMetricName; values: number[] }>();
  for (const row of rows) {
    if (metricOrder(row.name) < 0) continue;
    const key = `${row.route}\n${row.name}`;
    let group = groups.get(key);
    if (!group) {
      group = { route: row.route, name: row.name as FieldMetricName, values: [] };
      groups.set(key, group);
    }
    group.values.push(row.value);
  }
  const byInteraction = new Map<string, number[]>();
  for (const row of rows) {
    if (row.name !== 'INP') continue;
    const kind = row.interaction ?? 'other';
    byInteraction.set(kind, [...(byInteraction.get(kind) ?? []), row.value]);
  }
  const interactions = [...byInteraction]
    .map(([interaction, values]) => ({ interaction, samples: values.length, p75: percentile75(values.sort((a, b) => a - b)) }))
    .sort((a, b) => b.p75 - a.p75 || a.interaction.localeCompare(b.interaction));

  const metrics = [...groups.values()]
    .map(({ route, name, values }) => ({ route, name, samples: values.length, p75: percentile75(values.sort((a, b) => a - b)) }))
    .sort((a, b) => a.route.localeCompare(b.route) || metricOrder(a.name) - metricOrder(b.name));

  const errorRows = await db
    .selectFrom('field_errors')
    .select((eb) => ['kind', 'route', eb.fn.countAll<number | string>().as('count')])
    .where('created_at', '>=', since)
    .groupBy(['kind', 'route'])
    .execute();
  const errors = errorRows
    .map((row) => ({ kind: row.kind, route: row.route, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind) || a.route.localeCompare(b.route));

  return { days, metrics, interactions, errors };
}
