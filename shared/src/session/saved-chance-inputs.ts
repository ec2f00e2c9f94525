import { readUserData, saveUserData } from './user-storage';

// The calculator (remote-chances) saves its inputs here and the shortlist and
// comparison (remote-universities) read them, so one remote never imports the
// other. Per user, in this browser, cleared at logout like all user data.
const NAME = 'chance-calculator';
const PROGRAMME = 'chance-programme';
const PROGRAMME_CODE = /^\d{2}(\.\d{2}(\d{2})?)?$/;

/** The programme the calculator estimates for: a CIP 2020 code (2, 4 or 6 digits) and the title the student picked. */
export interface ChanceProgramme {
  code: string;
  title: string;
}

// The inputs are plain data here (the domain door's CalculatorInputs, read
// with its inputsFrom): a stateful door that named that record would need a
// major version, and every remote a new host, each time the form gains a field.

/** Saves the calculator's inputs (the domain door's CalculatorInputs) for this user. */
export function saveChanceInputs(userId: string, inputs: object): void {
  saveUserData(NAME, userId, inputs);
}

/** What the calculator saved for this user, unchecked: read it with the domain door's inputsFrom. Undefined when nothing was saved. */
export function readChanceInputs(userId: string): unknown {
  return readUserData(NAME, userId);
}

/**
 * The calculator's programme, kept beside its inputs so the shortlist and the
 * comparison ask the model the same question the calculator did (one school,
 * one verdict). Null forgets it.
 */
export function saveChanceProgramme(userId: string, programme: ChanceProgramme | null): void {
  saveUserData(PROGRAMME, userId, programme);
}

/** The saved programme when its shape is right; null otherwise (nothing saved, none chosen, or storage edited by hand). */
export function readChanceProgramme(userId: string): ChanceProgramme | null {
  const raw = readUserData(PROGRAMME, userId) as Partial<ChanceProgramme> | null | undefined;
  if (typeof raw !== 'object' || raw === null) return null;
  const { code, title } = raw;
  return typeof code === 'string' && PROGRAMME_CODE.test(code) && typeof title === 'string' && title.trim() !== '' ? { code, title } : null;
}
