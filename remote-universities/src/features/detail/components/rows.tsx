import { NOT_AVAILABLE, type University } from '@gradatlas/shared/domain';
import { EstimatedValue } from '../../../components/estimated-value';
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
