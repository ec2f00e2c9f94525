/**
 * The form text is compared in for search: accents removed and lower-cased in
 * JavaScript, because SQLite's lower() folds only ASCII ("É" stays "É") and we
 * want "montreal" to find "Montréal" on both databases.
 */
export function searchForm(text: string | null | undefined): string {
  // Most requests have no search text: every answer-cache key asks for its form.
  if (!text) return '';
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** Escapes LIKE wildcards so user text matches literally (used with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
