import type { University } from '@gradatlas/shared/domain';
import { ConvertedCost } from '../../../components/converted-cost';
import { EstimatedValue } from '../../../components/estimated-value';
import { currencyOf } from '../../../lib/yearly-cost';
import type { FactRow } from './fact-table';

/** A table row for one field: the formatted text (N/A when missing), marked when the field is an estimate. */
export function fieldRow(university: University, label: string, field: keyof University, text: string): FactRow {
  return {
    label,
    value: (
      <EstimatedValue university={university} field={field}>
        {text}
      </EstimatedValue>
    ),
  };
}

/** A row for an amount, with the amount in the student's chosen currency under the published one. */
export function costRow(university: University, row: FactRow, amount: number | null, basis?: string): FactRow {
  return {
    label: row.label,
    value: (
      <>
        {row.value}
        <ConvertedCost amount={amount} from={currencyOf(university)} basis={basis} />
      </>
    ),
  };
}
