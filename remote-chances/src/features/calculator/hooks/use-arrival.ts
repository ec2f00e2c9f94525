import { useEffect } from 'react';
import { useSearchParams } from '@gradatlas/shared/router';
import type { CalculatorInputs } from '@gradatlas/shared/domain';
import type { ProgramChoice } from '@gradatlas/shared/program-picker';

/** A CIP code of 2, 4 or 6 digits (the programmes contract's pattern). */
const CODE = /^\d{2}(\.\d{2}(\d{2})?)?$/;
/** The explorer's levels and the calculator's: a doctoral programme is the calculator's PhD. */
const LEVELS: Record<string, CalculatorInputs['degreeLevel']> = { masters: 'masters', phd: 'phd', doctoral: 'phd' };
const MAX_NAME = 200;

/** What a link into the calculator may carry: `?university=…&program=…&programTitle=…&level=…`. */
export interface Arrival {
  university: string | null;
  program: ProgramChoice | null;
  level: CalculatorInputs['degreeLevel'] | null;
}

/** The parts of the address that make sense, each checked; anything else is ignored. */
export function arrivalFrom(params: URLSearchParams): Arrival {
  const university = params.get('university')?.trim() ?? '';
  const code = params.get('program')?.trim() ?? '';
  const title = params.get('programTitle')?.trim() ?? '';
  const level = LEVELS[params.get('level')?.trim().toLowerCase() ?? ''] ?? null;
  return {
    university: university && university.length <= MAX_NAME ? university : null,
    program: CODE.test(code) ? { code, title: title || `CIP ${code}` } : null,
    level,
  };
}

/**
 * A university page's "Rate My Chances" and the explorer link here with the
 * university, the programme and the level in the address: they open the
 * calculator on them (specific mode for a university), once, on arrival.
 */
export function useArrival(update: (change: Partial<CalculatorInputs>) => void, setProgram: (program: ProgramChoice | null) => void): void {
  const [params] = useSearchParams();
  useEffect(() => {
    const arrival = arrivalFrom(params);
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
