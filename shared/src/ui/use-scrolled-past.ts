import { useEffect, useState } from 'react';

/** True once the window is scrolled more than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // Reading scrollY lays the page out first. Right after a mount the
    // layout is stale (the first render has just replaced the page), so a
    // read here lays out the whole page inside the commit's task, a long
    // task on a phone; in the next frame the browser lays it out anyway.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
