import { useState } from 'react';
import type { ProgramChoice } from '@gradatlas/shared/program-picker';
import { readChanceProgramme, saveChanceProgramme, useSessionStore } from '@gradatlas/shared/session';

/**
 * The calculator's programme, kept per signed-in user in this browser beside
 * the other inputs: a return visit starts where the student left, the
 * shortlist and compare estimate for the same programme, and logout forgets it.
 */
export function useRememberedProgram(): [ProgramChoice | null, (program: ProgramChoice | null) => void] {
  const userId = useSessionStore((state) => state.user?.id);
  const [program, setProgram] = useState(() => (userId ? readChanceProgramme(userId) : null));
  const remember = (next: ProgramChoice | null) => {
    setProgram(next);
    if (userId) saveChanceProgramme(userId, next ? { code: next.code, title: next.title } : null);
  };
  return [program, remember];
}
