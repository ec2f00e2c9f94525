import { useEffect, useState } from 'react';

/** True once the window is scrolled more than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // Reading scrollY lays the page out first. While mounting, the layout is
    // stale (the first render is replacing the page), so a read in the render
    // or here lays out the whole page inside that task, a long task on a
    // phone; in the next frame the browser lays it out anyway. (A page
    // restored below the threshold takes its style one frame later; the
    // static shell's header, shown until then, never has it.)
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
