import { NOT_AVAILABLE, type University } from '@gradatlas/shared/domain';
import { ConvertedCost } from '../../../components/converted-cost';
import { EstimatedValue } from '../../../components/estimated-value';
import { currencyOf } from '../../../lib/yearly-cost';
import type { FactRow } from './fact-table';

/**
 * A table row for one field, marked when the field is an estimate. Without a
 * value the row is 'lacking' under `lackingName` (by default its label), so
 * the section lists it instead of showing N/A.
 */
export function fieldRow(university: University, label: string, field: keyof University, text: string, lackingName = label): FactRow {
  if (text === NOT_AVAILABLE) return { label, value: NOT_AVAILABLE, lacking: lackingName };
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
  if (row.lacking) return row; // nothing to convert: the section names it instead
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
