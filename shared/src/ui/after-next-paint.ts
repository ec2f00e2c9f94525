/**
 * Resolves once the browser has painted what the current task drew: work
 * started after it (a request, its promise chain) does not hold up the answer
 * to a tap (issue 50). A frame callback runs just before the paint; the
 * timer it sets runs after. A hidden tab paints no frame: there the work
 * waits until the tab is shown again, and nothing is lost.
 */
export const afterNextPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
