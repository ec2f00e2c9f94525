import type { Page } from '@playwright/test';

/**
 * Every figure on the page (money such as CA$27,520, counts, percentages,
 * scores) that the browser has drawn across two lines, as "text (where)".
 * A figure is measured with a Range: its rectangles sit on one line or not.
 */
export function figuresBrokenAcrossLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const FIGURE = /(?:CA\$|US\$|\$)?\d[\d,.]*\d%?/g;
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden], .visually-hidden')) continue;
      for (const match of text.matchAll(FIGURE)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(`${match[0]} (in "${text.trim().slice(0, 60)}")`);
      }
    }
    return broken;
  });
}
