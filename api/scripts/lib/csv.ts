import { readFileSync } from 'node:fs';

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into objects keyed by the header. */
export function readCsv(path: string): Array<Record<string, string>> {
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows;
  if (!header) return [];
  return body
    .filter((cells) => cells.some((cell) => cell.trim() !== ''))
    .map((cells) => Object.fromEntries(header.map((name, index) => [name.trim(), (cells[index] ?? '').trim()])));
}

/** A number from a raw cell ("3,730", "25%", "=45"), or null for NULL/empty/non-numeric. */
export function cellNumber(value: string | undefined): number | null {
  if (value === undefined) return null;
  const cleaned = value.replace(/[,%=\s]/g, '');
  if (cleaned === '' || cleaned.toUpperCase() === 'NULL' || !/^-?\d*\.?\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}
