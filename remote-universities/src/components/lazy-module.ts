import { useEffect, useState } from 'react';

/**
 * A hook for a module the home page's explorer needs only in some cases (a
 * currency chosen, a programme chosen): the module is a chunk of its own,
 * fetched the first time a component says it is `wanted`, so a first visit
 * to the home page, which wants neither, never downloads it (its JavaScript
 * budget, e2e/js-budget.spec.ts). The hook gives null until the module is in,
 * and whenever it is not wanted; a failed fetch is asked again on the next mount.
 */
export function lazyModule<T>(load: () => Promise<T>): (wanted: boolean) => T | null {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return function useLazyModule(wanted: boolean): T | null {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (!wanted || module) return undefined;
      let current = true;
      loading ??= load();
      loading.then(
        (found) => {
          loaded = found;
          if (current) setModule(found);
        },
        () => (loading = undefined),
      );
      return () => {
        current = false;
      };
    }, [wanted, module]);
    return wanted ? (module ?? null) : null;
  };
}
