import { useEffect, useState } from 'react';
import type { University } from '@gradatlas/shared/domain';
import { getSavedUniversities } from '../api/get-saved-universities';

export type SavedUniversities = { status: 'loading' } | { status: 'error' } | { status: 'ready'; universities: University[] };

/**
 * What the shortlist page shows of the saved universities: their records,
 * read when the page opens and again with `reload` (Try again). The shared
 * shortlist store keeps only which ones are saved.
 */
export function useSavedUniversities(): { saved: SavedUniversities; reload: () => void } {
  const [saved, setSaved] = useState<SavedUniversities>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setSaved({ status: 'loading' });
    getSavedUniversities(controller.signal).then(
      (universities) => !controller.signal.aborted && setSaved({ status: 'ready', universities }),
      () => !controller.signal.aborted && setSaved({ status: 'error' }),
    );
    return () => controller.abort();
  }, [attempt]);

  return { saved, reload: () => setAttempt((n) => n + 1) };
}
