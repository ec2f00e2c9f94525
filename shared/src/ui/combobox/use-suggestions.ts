import { useCallback, useEffect, useRef, useState } from 'react';

export interface SuggestionRules {
  /** The trimmed text must have at least this many characters; shorter text empties the list. */
  minLength: number;
  /** Pause after the last keystroke before asking. */
  delayMs: number;
  /** After a choice, no suggestions for this long (0: none). */
  suppressMs?: number;
}

export interface SuggestionsState<T> {
  items: T[];
  open: boolean;
  /** Index of the highlighted option, -1 for none. */
  active: number;
  /** Call on every change of the box. */
  request: (text: string) => void;
  /** Moves the highlight by +1 / -1, wrapping round. */
  move: (delta: 1 | -1) => void;
  close: () => void;
  /** After a choice: no suggestions for `suppressMs`. */
  suppress: () => void;
}

/**
 * Suggestions for a combobox: requested `delayMs` after the last keystroke
 * once `minLength` characters are typed; a failure is silent (an empty list).
 * An answer for text the user has since changed is dropped, so typing fast
 * never shows a stale list.
 */
export function useSuggestions<T>(load: (text: string, signal: AbortSignal) => Promise<T[]>, rules: SuggestionRules): SuggestionsState<T> {
  const { minLength, delayMs, suppressMs = 0 } = rules;
  const [items, setItems] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const delayTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const suppressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const suppressed = useRef(false);
  // The request in flight; a newer request, a clear or unmounting aborts it.
  const inFlight = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      clearTimeout(delayTimer.current);
      clearTimeout(suppressTimer.current);
      inFlight.current?.abort(); // nothing may update after unmount
    },
    [],
  );

  const clear = useCallback(() => {
    clearTimeout(delayTimer.current);
    inFlight.current?.abort();
    setItems([]);
    setOpen(false);
    setActive(-1);
  }, []);

  const request = (text: string) => {
    const query = text.trim();
    if (query.length < minLength) {
      clear();
      return;
    }
    clearTimeout(delayTimer.current);
    if (suppressed.current) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    delayTimer.current = setTimeout(() => {
      load(query, controller.signal)
        .catch((): T[] => [])
        .then((list) => {
          if (controller.signal.aborted) return;
          setItems(list);
          setActive(-1);
          setOpen(true);
        });
    }, delayMs);
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
    inFlight.current?.abort();
    setOpen(false);
    setActive(-1);
  }, []);

  const suppress = () => {
    if (suppressMs <= 0) return;
    suppressed.current = true;
    clearTimeout(suppressTimer.current);
    suppressTimer.current = setTimeout(() => {
      suppressed.current = false;
    }, suppressMs);
  };

  return { items, open, active, request, move, close, suppress };
}
