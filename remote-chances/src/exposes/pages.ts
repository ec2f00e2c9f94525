import type { ChancesRemote } from '@gradatlas/shared/federation';

// Each page is its own chunk, fetched when its route renders: the host's home
// page loads the explorer alone, not every page this remote has.
const pages: ChancesRemote = {
  RateMyChancesPage: () => import(/* webpackChunkName: "rate-my-chances-page" */ '../features/calculator/pages/rate-my-chances-page').then((m) => ({ default: m.RateMyChancesPage })),
};

// Federation exposes need a default export; the host reads it with loadRemote.
export default pages;
