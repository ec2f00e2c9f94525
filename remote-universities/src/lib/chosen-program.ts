import type { ProgramFilterLevel } from '@gradatlas/shared/contracts';

/** The programme a student last chose in the explorer, kept in this browser so compare can show it too. */
export interface ChosenProgram {
  code: string;
  title: string;
  level: ProgramFilterLevel;
}

const STORAGE_KEY = 'gradatlas.chosenProgram';
const CODE = /^\d{2}(\.\d{2}(\d{2})?)?$/;

export function rememberChosenProgram(program: ChosenProgram | null): void {
  try {
    if (program) localStorage.setItem(STORAGE_KEY, JSON.stringify(program));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the choice simply is not remembered.
  }
}

/** The remembered choice, or null when there is none or what is stored is not one. */
export function chosenProgram(): ChosenProgram | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<ChosenProgram> | null;
    if (!value || typeof value.code !== 'string' || !CODE.test(value.code) || typeof value.title !== 'string') return null;
    return { code: value.code, title: value.title, level: value.level === 'doctoral' ? 'doctoral' : 'masters' };
  } catch {
    return null;
  }
}
