// Writing values into the HTML the server sends.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values: every value the server writes into a page goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * JSON inside a <script type="application/json"> block: `<` written as \u003c
 * so no value (a `</script>` in a title, say) can end the block, and the line
 * separators JavaScript once refused. JSON.parse reads the same value back.
 */
export function jsonForScriptBlock(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A stylesheet's text inside a <style> element: nothing in it can close the
 * element (`</style` in a string or comment would).
 */
export function cssForStyleElement(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}
