import { useEffect, useState } from 'react';
import { getComparison, type Comparison } from '../api/get-comparison';

export type ComparisonState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; comparison: Comparison };

export const COMPARISON_FAILED = 'Failed to load the comparison. Please try again later.';

/** The records for the slugs in the address, for guests or signed-in students; a new address starts again. */
export function useComparison(slugs: string[], loggedIn: boolean): { state: ComparisonState; retry: () => void } {
  const key = `${loggedIn ? 'member' : 'guest'}:${slugs.join(',')}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: ComparisonState }>({ key, value: { status: 'loading' } });

  useEffect(() => {
    const controller = new AbortController();
    const [audience, list] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    setState({ key, value: { status: 'loading' } });
    getComparison(list.split(','), audience === 'member', controller.signal).then(
      (comparison) => !controller.signal.aborted && setState({ key, value: { status: 'ready', comparison } }),
      () => !controller.signal.aborted && setState({ key, value: { status: 'error' } }),
    );
    return () => controller.abort();
  }, [key, attempt]);

  return { state: state.key === key ? state.value : { status: 'loading' }, retry: () => setAttempt((n) => n + 1) };
}
