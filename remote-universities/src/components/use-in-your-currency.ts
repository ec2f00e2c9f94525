import { useCurrencyStore } from '@gradatlas/shared/session';
import { lazyModule } from './lazy-module';

const useAmountModule = lazyModule(() => import('./amount-in-your-currency'));

/**
 * The amounts-in-your-currency module, for the home page's explorer: fetched
 * once a currency other than US$ is chosen and its rates are in. Null until
 * then: the published figures stay as they are.
 */
export function useInYourCurrency() {
  return useAmountModule(useCurrencyStore((state) => state.currency !== 'USD' && state.rates !== undefined));
}
