import { BACK_TO_TOP_THRESHOLD_PX } from '../explore-rules';
import { useScrolledPast } from '@gradatlas/shared/ui';

/** Appears once the page is scrolled more than 300 px (SPEC section 9). */
export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
