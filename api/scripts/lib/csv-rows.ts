import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/**
 * The rows of a CSV file as objects keyed by the (trimmed) header, read with
 * csv-parse in strict mode: a row with another column count than the header,
 * a stray quote inside an unquoted field or an unterminated quote is an error
 * naming the line, instead of rows silently merged or shifted. Cells are
 * trimmed; rows whose cells are all blank are skipped.
 */
export function readCsv(path: string): Array<Record<string, string>> {
  return parseCsv(readFileSync(path, 'utf8'), path);
}

/** As readCsv, on CSV text (`name` says where it came from in errors). */
export function parseCsv(text: string, name = 'CSV text'): Array<Record<string, string>> {
  try {
    return parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((column) => column.trim()),
      trim: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: false,
      relax_quotes: false,
    }) as Array<Record<string, string>>;
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
  }
}

/** A number from a raw cell ("3,730", "25%", "=45"), or null for NULL/empty/non-numeric. */
export function cellNumber(value: string | undefined): number | null {
  if (value === undefined) return null;
  const cleaned = value.replace(/[,%=\s]/g, '');
  if (cleaned === '' || cleaned.toUpperCase() === 'NULL' || !/^-?\d*\.?\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}
