import { useEffect } from 'react';
import { useSearchParams } from '@gradatlas/shared/router';
import type { CalculatorInputs } from '@gradatlas/shared/domain';
import type { ProgramChoice } from '@gradatlas/shared/program-picker';
import { calculatorLinkFrom } from '@gradatlas/shared/contracts/calculator-link';

/**
 * A university page's "Rate My Chances" and the explorer link here with the
 * university, the programme and the level in the address: they open the
 * calculator on them (specific mode for a university), once, on arrival.
 */
export function useArrival(update: (change: Partial<CalculatorInputs>) => void, setProgram: (program: ProgramChoice | null) => void): void {
  const [params] = useSearchParams();
  useEffect(() => {
    const arrival = calculatorLinkFrom(params);
    const change: Partial<CalculatorInputs> = {
      ...(arrival.university ? { mode: 'specific' as const, universityName: arrival.university } : {}),
      ...(arrival.level ? { degreeLevel: arrival.level } : {}),
    };
    if (Object.keys(change).length) update(change);
    if (arrival.program) setProgram(arrival.program);
    // Once, on arrival: later changes are the student's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
