/**
 * The university slug of SPEC section 2: lower-cased, each run of
 * non-alphanumeric characters turned into one hyphen, hyphens trimmed.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
