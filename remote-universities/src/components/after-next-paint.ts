/** A frame never comes in a hidden tab: then the work goes on after this long. */
const NO_FRAME_MS = 100;

/**
 * Resolves once the browser has painted what the current task drew: work
 * started after it (a request, its promise chain) does not hold up the answer
 * to a tap (issue 50). A frame callback runs just before the paint; the
 * timer it sets runs after.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, NO_FRAME_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
