/**
 * The small front-matter dialect our articles use: a `---` block of
 * `key: value` lines, where a value in brackets is a comma-separated list.
 * A full YAML parser would accept far more than we write, and anything it
 * accepted silently (a typo'd key, a nested map) would slip through.
 */
export interface FrontMatterDocument {
  fields: Record<string, string | string[]>;
  body: string;
}

const BLOCK = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const LINE = /^([a-zA-Z][\w-]*):\s*(.*)$/;

function unquote(value: string): string {
  const match = value.match(/^(["'])(.*)\1$/);
  return match ? (match[2] ?? '') : value;
}

export function parseFrontMatter(text: string, source: string): FrontMatterDocument {
  const block = text.match(BLOCK);
  if (!block) throw new Error(`${source}: no front matter block`);
  const fields: Record<string, string | string[]> = {};
  for (const [index, line] of (block[1] ?? '').split(/\r?\n/).entries()) {
    if (line.trim() === '') continue;
    const match = line.match(LINE);
    if (!match) throw new Error(`${source}: front matter line ${index + 1} is not "key: value"`);
    const key = match[1] as string;
    const value = (match[2] ?? '').trim();
    fields[key] = value.startsWith('[') && value.endsWith(']')
      ? value.slice(1, -1).split(',').map((item) => unquote(item.trim())).filter(Boolean)
      : unquote(value);
  }
  return { fields, body: text.slice(block[0].length) };
}
