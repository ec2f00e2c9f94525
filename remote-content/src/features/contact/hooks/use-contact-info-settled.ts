import { useEffect, useState } from 'react';
import { getContactInfo } from '../api/get-contact-info';

/** True once the page-info request has finished, whether it succeeded or failed. */
export function useContactInfoSettled(): boolean {
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    let active = true;
    // The answer is ignored (SPEC section 7); only its completion matters.
    getContactInfo()
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
