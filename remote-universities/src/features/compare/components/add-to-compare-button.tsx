import { COMPARE_LIMIT, useCompareStore } from '@gradatlas/shared/session';
import '../../shortlist/components/shortlist-buttons.css';

interface AddToCompareButtonProps {
  slug: string;
  name: string;
}

export const COMPARE_FULL_TEXT = `You can compare up to ${COMPARE_LIMIT} universities. Remove one to add another.`;

/** 'Add to compare', a toggle; with four picked, the others are disabled and say why. */
export function AddToCompareButton({ slug, name }: AddToCompareButtonProps) {
  const picks = useCompareStore((state) => state.picks);
  const toggle = useCompareStore((state) => state.toggle);
  const picked = picks.some((pick) => pick.slug === slug);
  const full = !picked && picks.length >= COMPARE_LIMIT;

  return (
    <button
      type="button"
      className="btn btn-outline compare-toggle"
      aria-label="Add to compare"
      aria-pressed={picked}
      disabled={full}
      title={full ? COMPARE_FULL_TEXT : undefined}
      onClick={() => toggle({ slug, name })}
    >
      {picked ? 'In compare' : 'Add to compare'}
    </button>
  );
}
