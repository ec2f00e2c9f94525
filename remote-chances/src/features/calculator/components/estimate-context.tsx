import type { EstimateFor } from '@gradatlas/shared/contracts';
import type { ChosenProgramme } from '../hooks/use-calculation';
import { estimateForText } from '@gradatlas/shared/contracts/estimate-for-text';
import { programmeNote, seasonsText } from '../model/estimate-words';

/** Beside every result: what the estimates were for, what stood in for a thin programme, and the seasons learned from. */
export function EstimateContext({ estimateFor, chosen }: { estimateFor: EstimateFor | null; chosen: ChosenProgramme }) {
  if (!estimateFor) return null;
  const note = programmeNote(estimateFor.programme);
  return (
    <div className="calculator-result__context">
      <p className="calculator-result__for">{estimateForText(estimateFor, chosen)}</p>
      {note && <p className="calculator-result__programme-note">{note}</p>}
      <p className="calculator-result__seasons">{seasonsText(estimateFor)}</p>
    </div>
  );
}
