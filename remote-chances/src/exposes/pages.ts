import type { ChancesRemote } from '@gradatlas/shared/federation';
import { RateMyChancesPage } from '../features/calculator/pages/rate-my-chances-page';

const pages = { RateMyChancesPage } satisfies ChancesRemote;

// Federation exposes need a default export; the host reads it with loadRemote.
export default pages;
