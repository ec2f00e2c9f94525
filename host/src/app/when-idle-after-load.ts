/**
 * Runs `task` after the page's load event, when the browser is idle (within
 * 5 s), so nothing the first screen needs waits behind it.
 */
export function whenIdleAfterLoad(task: () => void): void {
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 5000 }) : window.setTimeout(task, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
