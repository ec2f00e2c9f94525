import { useEffect, useState } from 'react';
import type { ProgramAwardsOnPage } from '@gradatlas/shared/contracts';
import { chosenProgram, type ChosenProgram } from '../../../lib/chosen-program';
import { getProgramAwards } from '../api/get-program-awards';

/**
 * The programme the student chose in the explorer and what each saved
 * university awarded in it; null while there is no choice, or when the
 * answer failed (the list then simply has no programme lines).
 */
export function useProgramAwards(slugs: string[]): { program: ChosenProgram | null; awards: ProgramAwardsOnPage | null } {
  const [program] = useState(chosenProgram);
  const [awards, setAwards] = useState<ProgramAwardsOnPage | null>(null);
  const key = slugs.join(',');

  useEffect(() => {
    if (!program || key === '') return;
    const controller = new AbortController();
    getProgramAwards(program, key.split(','), controller.signal).then(
      (answer) => !controller.signal.aborted && setAwards(answer),
      () => !controller.signal.aborted && setAwards(null),
    );
    return () => controller.abort();
  }, [program, key]);

  return { program, awards };
}
