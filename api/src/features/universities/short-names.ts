import fs from 'node:fs';

/** Slug → the short names students type for the university ("MIT", "UofT"). */
export type ShortNames = ReadonlyMap<string, readonly string[]>;

/**
 * The short names in `file` (api/data/short-names.json, derived from a
 * reviewed table by api/scripts/derive-short-names.ts), or none when there is
 * no file: search then finds universities by name, city and state only. A
 * file of another shape stops the start, as a bad university file does.
 */
export function readShortNames(file: string): ShortNames {
  if (!fs.existsSync(file)) return new Map();
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { names?: unknown };
  const names = raw.names;
  if (!names || typeof names !== 'object' || Array.isArray(names)) throw new Error(`${file}: expected { names: { slug: [name, ...] } }`);
  const entries = Object.entries(names as Record<string, unknown>);
  for (const [slug, given] of entries) {
    if (!Array.isArray(given) || !given.every((name) => typeof name === 'string')) throw new Error(`${file}: the names of "${slug}" must be a list of strings`);
  }
  return new Map(entries as [string, string[]][]);
}
