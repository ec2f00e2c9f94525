/**
 * Removes the first top-level heading line ("# Title") of an article's
 * markdown: the blog page prints the title itself. The API applies it before
 * rendering the article; the page applies it to the text it counts and, from
 * an older API, shows.
 */
export function stripFirstTopLevelHeading(markdown: string): string {
  return markdown.replace(/^#[ \t].*(?:\r?\n)?/m, '');
}
