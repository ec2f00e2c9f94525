import { inputsFrom, type CalculatorInputs } from '@gradatlas/shared/domain';
import { readUserData, saveUserData } from './user-storage';

// The calculator (remote-chances) saves its inputs here and the shortlist and
// comparison (remote-universities) read them, so one remote never imports the
// other. Per user, in this browser, cleared at logout like all user data.
const NAME = 'chance-calculator';

export function saveChanceInputs(userId: string, inputs: CalculatorInputs): void {
  saveUserData(NAME, userId, inputs);
}

/** The user's saved inputs, each field checked; null when nothing was saved. */
export function readChanceInputs(userId: string): CalculatorInputs | null {
  const raw = readUserData(NAME, userId);
  return raw === undefined ? null : inputsFrom(raw);
}
