/**
 * Calls `then` once `place` comes within a screen's height of the viewport
 * (the margin is 100 % of the viewport on every side); returns the cleanup
 * that stops watching. One element is observed, so a callback holds one entry.
 * Every browser the site supports has IntersectionObserver.
 */
export function onceNear(place: Element, then: () => void): () => void {
  const observer = new IntersectionObserver(([entry]) => entry!.isIntersecting && then(), { rootMargin: '100%' });
  observer.observe(place);
  return () => observer.disconnect();
}
