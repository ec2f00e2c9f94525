import { useEffect, useState } from 'react';
import { getAboutInfo } from '../api/get-about-info';

/** True once the page-info request has finished, whether it succeeded or failed. */
export function useAboutInfoSettled(): boolean {
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    let active = true;
    // The answer is ignored (SPEC section 7); only its completion matters.
    getAboutInfo()
      .catch(() => undefined)
      .finally(() => {
        if (active) setSettled(true);
      });
    return () => {
      active = false;
    };
  }, []);

  return settled;
}
