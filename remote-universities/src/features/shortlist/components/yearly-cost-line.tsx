import { hasUncomparableTuition, type University } from '@gradatlas/shared/domain';
import { ConvertedCost } from '../../../components/converted-cost';
import { currencyOf, formatYearlyCost, yearlyCost, yearlyCostBasis } from '../../../lib/yearly-cost';

/**
 * A saved school's tuition plus living cost for a year, with the amount in the
 * student's chosen currency. A department's example tuition makes no total a
 * student could weigh against the others: it says so instead.
 */
export function YearlyCostLine({ university }: { university: University }) {
  if (hasUncomparableTuition(university)) {
    return <p className="shortlist__cost">Total yearly cost: not comparable (the tuition is one department&apos;s example)</p>;
  }
  return (
    <p className="shortlist__cost">
      Total yearly cost: {formatYearlyCost(university)}
      <ConvertedCost amount={yearlyCost(university)} from={currencyOf(university)} basis={yearlyCostBasis(university)} />
    </p>
  );
}
