import type { University } from '@gradatlas/shared/domain';
import { EstimatedValue } from '../../../components/estimated-value';
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
