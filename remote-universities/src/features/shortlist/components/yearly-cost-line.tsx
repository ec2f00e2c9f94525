import type { University } from '@gradatlas/shared/domain';
import { ConvertedCost } from '../../../components/converted-cost';
import { currencyOf, formatYearlyCost, yearlyCost, yearlyCostBasis } from '../../../lib/yearly-cost';

/** A saved school's tuition plus living cost for a year, with the amount in the student's chosen currency. */
export function YearlyCostLine({ university }: { university: University }) {
  return (
    <p className="shortlist__cost">
      Total yearly cost: {formatYearlyCost(university)}
      <ConvertedCost amount={yearlyCost(university)} from={currencyOf(university)} basis={yearlyCostBasis(university)} />
    </p>
  );
}
