import { useCallback, useEffect, useRef, useState } from 'react';
import { SUGGESTION_DELAY_MS, SUGGESTION_MIN_CHARS, SUGGESTION_SUPPRESS_MS } from '@gradatlas/shared';
import type { Suggestion } from '../api/get-suggestions';

export interface SuggestionsState {
  items: Suggestion[];
  open: boolean;
  /** Index of the highlighted option, -1 for none. */
  active: number;
  /** Call on every change of the box. */
  request: (text: string) => void;
  /** Moves the highlight by +1 / -1, wrapping round. */
  move: (delta: 1 | -1) => void;
  close: () => void;
  /** After a choice: no suggestions for 10 seconds (SPEC section 4). */
  suppress: () => void;
}

/**
 * Suggestions for the search box: requested 800 ms after the last keystroke
 * once 2 characters are typed; a failure is silent (an empty list). An answer
 * for text the user has since changed is dropped.
 */
export function useSuggestions(load: (text: string) => Promise<Suggestion[]>): SuggestionsState {
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const delayTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const suppressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const suppressed = useRef(false);
  const generation = useRef(0);

  useEffect(
    () => () => {
      clearTimeout(delayTimer.current);
      clearTimeout(suppressTimer.current);
      generation.current += 1; // nothing may update after unmount
    },
    [],
  );

  const clear = useCallback(() => {
    clearTimeout(delayTimer.current);
    generation.current += 1;
    setItems([]);
    setOpen(false);
    setActive(-1);
  }, []);

  const request = (text: string) => {
    const query = text.trim();
    if (query.length < SUGGESTION_MIN_CHARS) {
      clear();
      return;
    }
    clearTimeout(delayTimer.current);
    if (suppressed.current) return;
    const mine = ++generation.current;
    delayTimer.current = setTimeout(() => {
      load(query)
        .catch((): Suggestion[] => [])
        .then((list) => {
          if (mine !== generation.current) return;
          setItems(list);
          setActive(-1);
          setOpen(true);
        });
    }, SUGGESTION_DELAY_MS);
  };

  const move = (delta: 1 | -1) => {
    const count = items.length;
    if (count === 0) return;
    setOpen(true);
    setActive((current) => {
      if (current < 0 || !open) return delta > 0 ? 0 : count - 1;
      return (current + delta + count) % count;
    });
  };

  const close = useCallback(() => {
    // Closing also drops a request still waiting, so a late answer cannot reopen the list.
    clearTimeout(delayTimer.current);
    generation.current += 1;
    setOpen(false);
    setActive(-1);
  }, []);

  const suppress = () => {
    suppressed.current = true;
    clearTimeout(suppressTimer.current);
    suppressTimer.current = setTimeout(() => {
      suppressed.current = false;
    }, SUGGESTION_SUPPRESS_MS);
  };

  return { items, open, active, request, move, close, suppress };
}
