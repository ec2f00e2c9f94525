import { useEffect, useState } from 'react';
import type { DecisionTiming, ProgramFilterLevel } from '@gradatlas/shared/contracts';
import { getDecisionDates } from '../api/get-decision-dates';

export type DecisionDatesState = { status: 'loading' | 'error' } | { status: 'ready'; timings: Map<string, DecisionTiming> };

/**
 * When news came at the saved universities, asked when the "when to expect
 * news" view opens and again for each level or list; an outdated answer
 * never lands.
 */
export function useDecisionDates(slugs: string[], level: ProgramFilterLevel, program: string | null): DecisionDatesState {
  const [state, setState] = useState<DecisionDatesState>({ status: 'loading' });
  const key = slugs.join(',');

  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    getDecisionDates(key.split(','), level, program, controller.signal).then(
      (timings) => !controller.signal.aborted && setState({ status: 'ready', timings }),
      () => !controller.signal.aborted && setState({ status: 'error' }),
    );
    return () => controller.abort();
  }, [key, level, program]);

  return state;
}
