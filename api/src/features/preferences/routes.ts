import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { CurrencyPreference, ErrorResponse } from '@gradatlas/shared/contracts';
import { currentUserId } from '../../lib/current-user';
import { HttpError } from '../../plugins/errors';
import type { CurrencyPreferences } from './currency-preferences';

export interface PreferenceRouteOptions {
  preferences: CurrencyPreferences;
  /** The codes a student may choose: USD and every currency with a rate (passed in by app.ts). */
  offeredCurrencies: ReadonlySet<string>;
  authenticate: preHandlerAsyncHookHandler;
}

export const UNKNOWN_CURRENCY_MESSAGE = 'Currency not offered: choose USD or a currency listed by /api/public/exchange-rates';

const CURRENCY = '/api/me/preferences/currency';
const signedIn = { security: [{ bearerAuth: [] }] };

export function preferenceRoutes(app: FastifyInstance, options: PreferenceRouteOptions): void {
  const { preferences, offeredCurrencies, authenticate } = options;

  app.get(
    CURRENCY,
    { onRequest: authenticate, schema: { tags: ['preferences'], summary: 'The currency the signed-in student sees costs in (null: none chosen)', ...signedIn, response: { 200: CurrencyPreference, 401: ErrorResponse } } },
    async (request): Promise<CurrencyPreference> => ({ currency: await preferences.get(currentUserId(request)) }),
  );

  app.put<{ Body: CurrencyPreference }>(
    CURRENCY,
    {
      onRequest: authenticate,
      schema: {
        tags: ['preferences'],
        summary: 'Saves the currency to show costs in (null forgets it)',
        ...signedIn,
        body: CurrencyPreference,
        response: { 200: CurrencyPreference, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request): Promise<CurrencyPreference> => {
      const userId = currentUserId(request);
      const { currency } = request.body;
      // A code without a rate would leave the student's other browsers unable to show it.
      if (currency !== null && !offeredCurrencies.has(currency)) throw new HttpError(400, UNKNOWN_CURRENCY_MESSAGE);
      await preferences.set(userId, currency);
      return { currency };
    },
  );
}
