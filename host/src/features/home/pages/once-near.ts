/**
 * Calls `then` once `place` comes within a screen's height of the viewport
 * (the margin is 100 % of the viewport on every side); returns the cleanup
 * that stops watching. Every browser the site supports has IntersectionObserver.
 *
 * One element is observed, yet a callback may hold several entries for it:
 * the observer looks at every frame and queues an entry at each change, and
 * its callback waits for a task of its own. A reader who scrolls to the list
 * while the start-up keeps the main thread busy gets "far" (the first look)
 * and "near" in one call; reading only the first entry left the server's
 * cards on screen for good (issue 46). Any entry that is near counts.
 */
export function onceNear(place: Element, then: () => void): () => void {
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && then(), { rootMargin: '100%' });
  observer.observe(place);
  return () => observer.disconnect();
}
