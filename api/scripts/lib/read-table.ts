// Every CSV the model scripts read goes through csv-parse, strictly: a row with
// a different number of columns, or a quote out of place, stops the script
// instead of silently merging or shifting cells.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

export function readTable(path: string): Array<Record<string, string>> {
  return parse(readFileSync(path, 'utf8'), { bom: true, columns: (header: string[]) => header.map((name) => name.trim()), trim: true, skip_empty_lines: true });
}

/** A number from a cell, or null when the cell is empty, "NULL" or not a plain number. */
export function numberCell(value: string | undefined): number | null {
  if (value === undefined || !/^-?\d*\.?\d+$/.test(value)) return null;
  return Number(value);
}
