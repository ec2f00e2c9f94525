import { useEffect, useState } from 'react';
import { getComparison, type Comparison } from '../api/get-comparison';
import { chosenProgram } from '../../../lib/chosen-program';

export type ComparisonState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; comparison: Comparison };

export const COMPARISON_FAILED = 'Failed to load the comparison. Please try again later.';

/** The records for the slugs in the address, for guests or signed-in students; a new address starts again. */
export function useComparison(slugs: string[], loggedIn: boolean): { state: ComparisonState; retry: () => void } {
  // One string for the effect's dependency: a new audience or address starts again.
  const key = JSON.stringify([loggedIn, slugs]);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: ComparisonState }>({ key, value: { status: 'loading' } });

  useEffect(() => {
    const controller = new AbortController();
    const [member, list] = JSON.parse(key) as [boolean, string[]];
    setState({ key, value: { status: 'loading' } });
    getComparison(list, member, controller.signal, chosenProgram()).then(
      (comparison) => !controller.signal.aborted && setState({ key, value: { status: 'ready', comparison } }),
      () => !controller.signal.aborted && setState({ key, value: { status: 'error' } }),
    );
    return () => controller.abort();
  }, [key, attempt]);

  return { state: state.key === key ? state.value : { status: 'loading' }, retry: () => setAttempt((n) => n + 1) };
}
