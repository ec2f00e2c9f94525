import { useEffect, useMemo, useState } from 'react';
import { serverErrors, serverMessage } from '@gradatlas/shared/api';
import { hasProfile, inputsFrom, type CalculatorInputs } from '@gradatlas/shared/domain';
import { readChanceInputs, readChanceProgramme, useSessionStore, type ChanceProgramme } from '@gradatlas/shared/session';
import { getSchoolChances, type SchoolChances } from '../api/get-school-chances';

export type SchoolChancesState =
  | { status: 'guest' }
  /** Signed in, but the calculator has not been used in this browser. */
  | { status: 'no-inputs' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | ({ status: 'ready' } & SchoolChances);

export const CHANCES_FAILED = 'Could not estimate your chances right now.';

/** The calculator's saved inputs, each field checked; null when nothing was saved. */
function savedInputs(userId: string): CalculatorInputs | null {
  const raw = readChanceInputs(userId);
  return raw === undefined ? null : inputsFrom(raw);
}

/** The student's estimated chance at each named school, from their saved calculator inputs and programme. */
export function useSchoolChances(names: string[]): SchoolChancesState {
  const userId = useSessionStore((state) => (state.status === 'authenticated' ? state.user?.id : undefined));
  // Read from storage once per student, not on every render.
  const saved = useMemo(() => (userId ? { inputs: savedInputs(userId), programme: readChanceProgramme(userId) } : null), [userId]);
  const inputs = saved?.inputs ?? null;
  const usable = inputs !== null && hasProfile(inputs);
  const key = usable ? JSON.stringify([inputs, saved?.programme ?? null, names]) : null;
  const [state, setState] = useState<{ key: string | null; value: SchoolChancesState }>({ key: null, value: { status: 'loading' } });

  useEffect(() => {
    if (key === null) return undefined;
    const [savedInputs, programme, schoolNames] = JSON.parse(key) as [CalculatorInputs, ChanceProgramme | null, string[]];
    if (schoolNames.length === 0) {
      setState({ key, value: { status: 'ready', chances: new Map(), basis: '', tierMeanings: null } });
      return undefined;
    }
    const controller = new AbortController();
    setState({ key, value: { status: 'loading' } });
    getSchoolChances(savedInputs, programme, schoolNames, controller.signal).then(
      (answer) => !controller.signal.aborted && setState({ key, value: { status: 'ready', ...answer } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A 400 lists what is wrong with the saved inputs; the student fixes them in the calculator.
        const message = serverErrors(error)?.join(' ') || serverMessage(error) || CHANCES_FAILED;
        setState({ key, value: { status: 'error', message } });
      },
    );
    return () => controller.abort();
  }, [key]);

  if (!userId) return { status: 'guest' };
  if (!usable) return { status: 'no-inputs' };
  return state.key === key ? state.value : { status: 'loading' };
}
