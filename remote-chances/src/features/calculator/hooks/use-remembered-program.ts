import { useState } from 'react';
import type { ProgramChoice } from '@gradatlas/shared/program-picker';

const STORAGE_KEY = 'gradatlas.calculatorProgram';
const CODE = /^\d{2}(\.\d{2}(\d{2})?)?$/;

function stored(): ProgramChoice | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<ProgramChoice> | null;
    return value && typeof value.code === 'string' && CODE.test(value.code) && typeof value.title === 'string' ? { code: value.code, title: value.title } : null;
  } catch {
    return null;
  }
}

/** The calculator's programme, kept in this browser beside the other inputs so a return visit starts where the student left. */
export function useRememberedProgram(): [ProgramChoice | null, (program: ProgramChoice | null) => void] {
  const [program, setProgram] = useState(stored);
  const remember = (next: ProgramChoice | null) => {
    setProgram(next);
    try {
      if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      else localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Storage refused: the choice lasts for this visit only.
    }
  };
  return [program, remember];
}
