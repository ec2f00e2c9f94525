/**
 * The form under which names from different tables are compared: lower case,
 * no accents or apostrophes, no parenthesised abbreviations, '&' read as
 * 'and', 'univ.' spelt out, punctuation and the words 'the' and 'at' dropped.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’ʻ`]/g, '')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/\buniv\b\.?/g, 'university')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(the|at)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Flagship campuses whose Scorecard name differs from the name the rankings
 * use. Checked by hand; each maps a Scorecard key to a ranking key.
 */
const FLAGSHIP_ALIASES: Record<string, string> = {
  'columbia university in city of new york': 'columbia university',
  'tulane university of louisiana': 'tulane university',
  'texas a and m university college station': 'texas a and m university',
  'university of washington seattle campus': 'university of washington',
  'university of illinois urbana champaign': 'university of illinois urbana champaign',
  'university of pittsburgh pittsburgh campus': 'university of pittsburgh',
  'university buffalo': 'university buffalo suny',
  'stony brook university': 'stony brook university state university of new york',
  'arizona state university campus immersion': 'arizona state university',
  'university of texas dallas': 'university of texas dallas',
};

/** Keys under which a Scorecard or directory name may appear in a ranking table. */
export function nameVariants(name: string): string[] {
  const key = nameKey(name);
  const variants = [key];
  const withoutMain = key.replace(/ main campus$/, '');
  if (withoutMain !== key) variants.push(withoutMain);
  if (FLAGSHIP_ALIASES[key]) variants.push(FLAGSHIP_ALIASES[key]);
  return [...new Set(variants)];
}
