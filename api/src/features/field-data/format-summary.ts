import { FIELD_METRIC_NAMES, type FieldMetricName } from '@gradatlas/shared/contracts';
import type { FieldSummary, MetricSummary } from './field-summary';

const milliseconds = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const score = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** CLS is a unitless score; the other four are milliseconds. */
function cell(summary: MetricSummary | undefined): string {
  if (!summary) return 'N/A';
  const value = summary.name === 'CLS' ? score.format(summary.p75) : `${milliseconds.format(summary.p75)} ms`;
  return `${value} (n=${summary.samples})`;
}

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => row.map((text, column) => text.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

/** The text `npm run vitals -w api` prints: one row per route, one column per metric, then failures. */
export function formatFieldSummary(summary: FieldSummary): string {
  const lines = [`Field data of the last ${summary.days} day${summary.days === 1 ? '' : 's'}: 75th percentile per route (n = samples; N/A = none reported)`, ''];
  const byRoute = new Map<string, Map<FieldMetricName, MetricSummary>>();
  for (const metric of summary.metrics) {
    const route = byRoute.get(metric.route) ?? new Map<FieldMetricName, MetricSummary>();
    route.set(metric.name, metric);
    byRoute.set(metric.route, route);
  }
  if (byRoute.size === 0) lines.push('No Web Vitals reported.');
  else lines.push(...table(['route', ...FIELD_METRIC_NAMES], [...byRoute].map(([route, metrics]) => [route, ...FIELD_METRIC_NAMES.map((name) => cell(metrics.get(name)))])));

  lines.push('', 'INP by the kind of tap that set it (75th percentile across routes)', '');
  if (summary.interactions.length === 0) lines.push('No INP reported.');
  else lines.push(...table(['tap', 'INP'], summary.interactions.map(({ interaction, samples, p75 }) => [interaction, `${milliseconds.format(p75)} ms (n=${samples})`])));

  lines.push('', 'Failures by kind and route', '');
  if (summary.errors.length === 0) lines.push('No failures reported.');
  else lines.push(...table(['kind', 'route', 'count'], summary.errors.map((error) => [error.kind, error.route, String(error.count)])));
  return lines.join('\n');
}
