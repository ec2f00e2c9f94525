import { useState } from 'react';
import { DEFAULT_INPUTS, inputsFrom, type CalculatorInputs } from '@gradatlas/shared/domain';
import { readChanceInputs, saveChanceInputs, useSessionStore } from '@gradatlas/shared/session';

/**
 * The calculator's inputs, remembered per signed-in user in this browser, so a
 * student who comes back finds their last inputs, and the shortlist and
 * comparison can estimate each school's chance from them.
 */
export function useRememberedInputs(): [CalculatorInputs, (change: Partial<CalculatorInputs>) => void] {
  const userId = useSessionStore((state) => state.user?.id);
  // inputsFrom checks each remembered field; nothing remembered reads as the defaults.
  const [inputs, setInputs] = useState(() => (userId ? inputsFrom(readChanceInputs(userId)) : DEFAULT_INPUTS));

  const update = (change: Partial<CalculatorInputs>) => {
    setInputs((current) => {
      const next = { ...current, ...change };
      if (userId) saveChanceInputs(userId, next);
      return next;
    });
  };

  return [inputs, update];
}
