/** How long a tab's scroll keeps following its section, at most. */
const FOLLOW_MS = 4000;
/** Frames without movement after which the scroll is over. */
const STILL_FRAMES = 8;
const INPUTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls smoothly to a section and keeps it as the goal while the page
 * moves beneath the scroll: a signed-in page adds parts as their code or the
 * exchange rates arrive, which moves every section below them. A smooth
 * scroll keeps the place it was given, so the section's place is checked each
 * frame and, when it moved, the scroll is aimed again. The reader's own
 * scrolling or a key ends the following.
 */
export function scrollToSection(target: HTMLElement): void {
  // jsdom and old browsers lack scrollIntoView; the tab then only marks the section.
  if (typeof target.scrollIntoView !== 'function') return;
  const placeOf = () => target.getBoundingClientRect().top + window.scrollY;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });

  let aimedAt = placeOf();
  let lastScroll = window.scrollY;
  let still = 0;
  const startedAt = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const input of INPUTS) window.removeEventListener(input, stop, true);
  };
  for (const input of INPUTS) window.addEventListener(input, stop, { capture: true, passive: true });

  const follow = () => {
    const place = placeOf();
    if (Math.abs(place - aimedAt) > 1) {
      aimedAt = place;
      still = 0;
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
    still = window.scrollY === lastScroll ? still + 1 : 0;
    lastScroll = window.scrollY;
    if (still >= STILL_FRAMES || performance.now() - startedAt > FOLLOW_MS) return stop();
    frame = requestAnimationFrame(follow);
  };
  frame = requestAnimationFrame(follow);
}
