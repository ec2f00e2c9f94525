// The reviewed table of the short names students type (MIT, UIUC, UofT),
// checked against what each university reports about itself: its IPEDS alias
// list (HD2022 IALIAS, which each US institution fills in), its web domain and
// its official name. Used by derive-short-names.ts; method: api/docs/data.md,
// "Short names".

/** Where a short name comes from; `left-out` records a reviewed ambiguity that maps nothing. */
export const SHORT_NAME_SOURCES = ['ipeds-alias', 'web-domain', 'official-name', 'brand', 'left-out'] as const;
export type ShortNameSource = (typeof SHORT_NAME_SOURCES)[number];

/** A row of api/scripts/data/university-short-names.csv. */
export interface ShortNameRow {
  short_name: string;
  unitid: string;
  slug: string;
  source: string;
  domain: string;
  note: string;
}

/** What the check needs of a record of universities.json. */
export interface ShortNameRecord {
  slug: string;
  name: string;
  country: string;
  unitid?: string | null;
  website?: string | null;
}

export interface ShortNameCheck {
  /** Slug → its short names, as written, in the table's order. */
  names: Map<string, string[]>;
  problems: string[];
  /** Rows mapped, by source. */
  counts: Record<ShortNameSource, number>;
}

/** Lower case, letters and digits only: how names are compared with domains ("UToronto" ~ "utoronto"). */
export const compact = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Whether `words` stands in `text` as whole words, case aside ("UC San Diego" in "UCSD UC San Diego"). */
export function hasWords(text: string, words: string): boolean {
  const escaped = words.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/** The items of an IPEDS alias list, which separates them by commas, bars or semicolons. */
export const aliasItems = (alias: string): string[] =>
  alias
    .split(/[,|;]/)
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** The host of a web address without "www.", or null. */
export function hostOf(website: string | null | undefined): string | null {
  if (!website) return null;
  const [host = ''] = website.replace(/^[a-z]+:\/\//i, '').toLowerCase().split('/');
  return host.replace(/^www\d?\./, '') || null;
}

/** The label before the top-level domain: "web.mit.edu" → "mit", "tacoma.uw.edu" → "uw". */
export function domainLabel(website: string | null | undefined): string | null {
  const parts = hostOf(website)?.split('.') ?? [];
  return parts.at(-2) ?? null;
}

const keyOf = (row: ShortNameRow) => (row.unitid ? `unitid ${row.unitid}` : `slug ${row.slug}`);

/**
 * Checks every row and gathers the names the API loads. A row names its
 * university by UNITID (a US record) or slug (a Canadian one), never both;
 * an IPEDS alias must be in the university's alias list, a domain must be the
 * university's own and spell the name, an official name must be in its name;
 * a brand or a left-out row must say why. Every other university of the data
 * set whose alias list or domain gives the same name must have a row too
 * (mapped or left out), so an ambiguity is decided, never missed.
 */
export function checkShortNames(rows: readonly ShortNameRow[], records: readonly ShortNameRecord[], ipedsAliases: ReadonlyMap<string, string>): ShortNameCheck {
  const problems: string[] = [];
  const counts = Object.fromEntries(SHORT_NAME_SOURCES.map((source) => [source, 0])) as Record<ShortNameSource, number>;
  const byUnitid = new Map(records.flatMap((record) => (record.unitid ? [[record.unitid, record] as const] : [])));
  const bySlug = new Map(records.map((record) => [record.slug, record]));
  const names = new Map<string, string[]>();
  // A spelling given twice for one university is a mistake; "UofT" and "U of T" are two spellings.
  const spellings = new Set<string>();
  // The universities each name is decided for (mapped or left out), compared as domains and aliases are.
  const decided = new Set<string>();

  rows.forEach((row, index) => {
    const where = `row ${index + 2} (${row.short_name || 'no name'}, ${keyOf(row)})`;
    const problem = rowProblem(row, byUnitid, bySlug, ipedsAliases);
    if (problem) return problems.push(`${where}: ${problem}`);
    const record = (row.unitid ? byUnitid.get(row.unitid) : bySlug.get(row.slug)) as ShortNameRecord;
    const spelling = `${row.short_name.toLowerCase()}\u0000${record.slug}`;
    if (spellings.has(spelling)) return problems.push(`${where}: the name is already given for ${record.slug}`);
    spellings.add(spelling);
    decided.add(`${compact(row.short_name)}\u0000${record.slug}`);
    const source = row.source as ShortNameSource;
    counts[source] += 1;
    if (source !== 'left-out') names.set(record.slug, [...(names.get(record.slug) ?? []), row.short_name]);
  });

  for (const name of new Set(rows.map((row) => compact(row.short_name)))) {
    const mapped = [...names].filter(([, given]) => given.some((short) => compact(short) === name)).map(([slug]) => slug);
    for (const record of records) {
      const alias = record.unitid ? aliasItems(ipedsAliases.get(record.unitid) ?? '').map(compact) : [];
      const claims = alias.includes(name) || domainLabel(record.website) === name;
      if (claims && !decided.has(`${name}\u0000${record.slug}`)) problems.push(`"${name}" is also an IPEDS alias or the web domain of ${record.slug}: add a row mapping it or leaving it out`);
    }
    if (mapped.length > 1) {
      const silent = rows.filter((row) => compact(row.short_name) === name && row.source !== 'left-out' && !row.note);
      for (const row of silent) problems.push(`"${row.short_name}" (${keyOf(row)}) is shared by ${mapped.join(', ')}: its row must say so in the note`);
    }
  }
  return { names, problems, counts };
}

function rowProblem(
  row: ShortNameRow,
  byUnitid: ReadonlyMap<string, ShortNameRecord>,
  bySlug: ReadonlyMap<string, ShortNameRecord>,
  ipedsAliases: ReadonlyMap<string, string>,
): string | null {
  if (compact(row.short_name).length < 2) return 'a short name needs at least 2 letters or digits';
  if (!(SHORT_NAME_SOURCES as readonly string[]).includes(row.source)) return `source must be one of ${SHORT_NAME_SOURCES.join(', ')}`;
  if (Boolean(row.unitid) === Boolean(row.slug)) return 'give a UNITID (US) or a slug (Canada), not both or neither';
  const record = row.unitid ? byUnitid.get(row.unitid) : bySlug.get(row.slug);
  if (!record) return 'no university of universities.json has it';
  if (row.unitid && record.country !== 'USA') return 'a UNITID must name a US university';
  if (row.slug && record.country !== 'Canada') return 'a slug must name a Canadian university (US ones are named by UNITID)';
  switch (row.source as ShortNameSource) {
    case 'ipeds-alias': {
      const alias = row.unitid ? ipedsAliases.get(row.unitid) : undefined;
      return alias && hasWords(alias, row.short_name) ? null : `not in the university's IPEDS aliases ("${alias ?? ''}")`;
    }
    case 'web-domain': {
      const host = hostOf(record.website);
      if (!row.domain) return 'a web-domain row needs its domain';
      if (!host || !(host === row.domain || host.endsWith(`.${row.domain}`))) return `${row.domain} is not the university's web domain (${record.website ?? 'none'})`;
      return domainLabel(row.domain) === compact(row.short_name) ? null : `the domain ${row.domain} does not spell the name`;
    }
    case 'official-name':
      return hasWords(record.name, row.short_name) ? null : `not in the university's name ("${record.name}")`;
    case 'brand':
    case 'left-out':
      return row.note ? null : 'a brand or left-out row must say why in its note';
  }
}
