/**
 * `npm run vitals -w api [days]`: what visitors measured over the last `days`
 * days (default 28): the 75th percentile of LCP, INP, CLS, FCP and TTFB per
 * route, and failures by kind and route. Reads the database the API uses
 * (DATA_DIR's SQLite file, or DATABASE_URL), with the same configuration.
 */
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { DEFAULT_SUMMARY_DAYS, fieldSummary } from '../src/features/field-data/field-summary';
import { formatFieldSummary } from '../src/features/field-data/format-summary';

function daysArgument(text: string | undefined): number {
  if (text === undefined) return DEFAULT_SUMMARY_DAYS;
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1) throw new Error(`The number of days must be a whole number of at least 1, got "${text}"`);
  return days;
}

async function main(): Promise<void> {
  const days = daysArgument(process.argv[2]);
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema });
  try {
    console.log(formatFieldSummary(await fieldSummary(database.db, days)));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
