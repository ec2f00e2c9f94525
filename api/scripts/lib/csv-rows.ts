import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/**
 * The rows of a CSV file as objects keyed by the (trimmed) header, read with
 * csv-parse in strict mode: a row with another column count than the header,
 * a stray quote inside an unquoted field or an unterminated quote is an error
 * naming the line, instead of rows silently merged or shifted. Cells are
 * trimmed; rows whose cells are all blank are skipped.
 */
export function readCsv(path: string, options: CsvOptions = {}): Array<Record<string, string>> {
  return parseCsv(readFileSync(path, 'utf8'), path, options);
}

export interface CsvOptions {
  /**
   * Escape a bare quote that stands between two characters of text (neither a
   * delimiter, a line end nor another quote) before parsing. Only for a file
   * known to carry such quotes: the CIP 2020 file writes
   * `titled "Security and Protective Services" in` inside a quoted definition.
   * The column count is still checked, so a shifted row is still an error.
   */
  escapeBareQuotes?: boolean;
}

/** As readCsv, on CSV text (`name` says where it came from in errors). */
export function parseCsv(text: string, name = 'CSV text', options: CsvOptions = {}): Array<Record<string, string>> {
  const source = options.escapeBareQuotes ? text.replace(/(?<=[^,\n"])"(?=[^,\n"])/g, '""') : text;
  try {
    return parse(source, {
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

/**
 * A number only when the cell is written as one ("3.25"), else null. For cells
 * people typed (GradCafe's GPA and GRE), where "3,5" is a decimal comma or a
 * typo, not thousands: cellNumber would read it as 35.
 */
export function plainNumber(value: string | undefined): number | null {
  if (value === undefined || !/^-?\d*\.?\d+$/.test(value)) return null;
  return Number(value);
}
