import { COMPARE_LIMIT, useCompareStore } from '@gradatlas/shared/session';
import './list-toggles.css';
import type { FieldInteraction } from '@gradatlas/shared/contracts/field-data-limits';

interface AddToCompareButtonProps {
  slug: string;
  name: string;
}

export const COMPARE_FULL_TEXT = `You can compare up to ${COMPARE_LIMIT} universities. Remove one to add another.`;

/**
 * 'Add to compare', a toggle: pressed (a check mark, drawn as chosen) while the
 * university is among the picks; its name is its visible text in both states.
 * With four picked, the others are disabled and say why.
 */
export function AddToCompareButton({ slug, name }: AddToCompareButtonProps) {
  // Two answers rather than the list: a pick redraws the button it changed, not every card's.
  const picked = useCompareStore((state) => state.picks.some((pick) => pick.slug === slug));
  const full = useCompareStore((state) => !picked && state.picks.length >= COMPARE_LIMIT);
  const toggle = useCompareStore((state) => state.toggle);

  return (
    <button
      type="button"
      data-interaction={'compare' satisfies FieldInteraction}
      className="btn btn-outline compare-toggle"
      aria-pressed={picked}
      disabled={full}
      title={full ? COMPARE_FULL_TEXT : undefined}
      onClick={() => toggle({ slug, name })}
    >
      <span aria-hidden="true">{picked ? '✓' : '+'}</span> Add to compare
    </button>
  );
}
