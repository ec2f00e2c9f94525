import { useEffect, useState } from 'react';

/**
 * Fires `request` once per mount and reports whether it has finished, either
 * way. The page does not show the answer (SPEC section 7); only its completion
 * matters. Leaving the page aborts the request, so nothing updates afterwards.
 */
export function useRequestSettled(request: (signal: AbortSignal) => Promise<unknown>): boolean {
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    request(controller.signal)
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setSettled(true);
      });
    return () => controller.abort();
    // One request per mount: callers pass a module-level function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return settled;
}
