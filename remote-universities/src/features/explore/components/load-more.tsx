import type { StoreApi } from 'zustand';
import { useStore } from 'zustand';
import type { FieldInteraction } from '@gradatlas/shared/contracts/field-data-limits';
import type { ExploreState } from '../stores/explore-store';
import { EXPLORE_TEXT } from '../messages';

/**
 * Load More and its failure. Only this part follows the load's progress, so
 * a tap redraws the button alone and the page paints at once; the cards that
 * arrive are drawn after that paint (issue 50: a tap answers at once).
 */
export function LoadMore({ store }: { store: StoreApi<ExploreState> }) {
  const loadingMore = useStore(store, (state) => state.loadingMore);
  const loadMoreError = useStore(store, (state) => state.loadMoreError);
  return (
    <>
      {loadMoreError && (
        <p className="error-box explore__more-error" role="alert">
          {loadMoreError}
        </p>
      )}
      <div className="explore__more">
        <button type="button" className="btn btn-primary" disabled={loadingMore} onClick={() => void store.getState().loadMore()} data-interaction={'load-more' satisfies FieldInteraction}>
          {loadingMore ? 'Loading...' : EXPLORE_TEXT.loadMore}
        </button>
      </div>
    </>
  );
}
