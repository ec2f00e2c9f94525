import { useState } from 'react';
import { readUserData, saveUserData, useSessionStore } from '@gradatlas/shared/session';
import { inputsFrom, type CalculatorInputs } from '../model/calculator-inputs';

/** The key under which the shared per-user storage keeps the calculator's inputs (cleared at logout). */
export const REMEMBERED_INPUTS = 'chance-calculator';

/**
 * The calculator's inputs, remembered per signed-in user in this browser, so a
 * student who comes back finds their last inputs.
 */
export function useRememberedInputs(): [CalculatorInputs, (change: Partial<CalculatorInputs>) => void] {
  const userId = useSessionStore((state) => state.user?.id);
  const [inputs, setInputs] = useState(() => inputsFrom(userId ? readUserData(REMEMBERED_INPUTS, userId) : undefined));

  const update = (change: Partial<CalculatorInputs>) => {
    setInputs((current) => {
      const next = { ...current, ...change };
      if (userId) saveUserData(REMEMBERED_INPUTS, userId, next);
      return next;
    });
  };

  return [inputs, update];
}
