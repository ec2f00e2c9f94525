import type { FastifyInstance } from 'fastify';
import { ExchangeRateList, type ExchangeRate } from '@gradatlas/shared/contracts';

/** The rates change when the data are derived again, that is with a new deployment: an hour in caches is safe. */
const CACHE_SECONDS = 3600;

export function exchangeRateRoutes(app: FastifyInstance, options: { rates: readonly ExchangeRate[] }): void {
  const answer: ExchangeRateList = { data: [...options.rates] };
  app.get(
    '/api/public/exchange-rates',
    {
      schema: {
        tags: ['exchange rates'],
        summary: 'Units of each offered currency per US$1, with the date and source of each rate',
        description: 'The Federal Reserve H.10 monthly average where it has the currency, a dated snapshot otherwise (api/scripts/derive-exchange-rates.ts). US dollars, the base, are not listed.',
        response: { 200: ExchangeRateList },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', `public, max-age=${CACHE_SECONDS}`);
      return answer;
    },
  );
}
