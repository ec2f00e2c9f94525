import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

/** An ISO 4217 code: three capital letters. */
export const CURRENCY_CODE_PATTERN = '^[A-Z]{3}$';

/** One currency's rate: how many of its units one US dollar buys, when and by whose figure. */
export const ExchangeRate = Type.Object({
  currency: Type.String({ pattern: CURRENCY_CODE_PATTERN, description: 'ISO 4217 code, e.g. INR' }),
  name: Type.String({ description: 'The currency’s English name, e.g. Indian Rupee' }),
  unitsPerUsd: Type.Number({ exclusiveMinimum: 0, description: 'Units of this currency per US$1' }),
  date: Type.String({
    pattern: '^\\d{4}-\\d{2}(-\\d{2})?$',
    description: 'The period the rate describes: a month (2026-06) for a monthly average, a day (2026-09-29) for a snapshot',
  }),
  source: Type.String({ description: 'Whose figure it is, e.g. Federal Reserve H.10, monthly average' }),
});
export type ExchangeRate = Static<typeof ExchangeRate>;

/** Every currency a yearly cost can be shown in besides US dollars (the base of every rate). */
export const ExchangeRateList = Type.Object({ data: Type.Array(ExchangeRate) });
export type ExchangeRateList = Static<typeof ExchangeRateList>;

/** The currency a signed-in student chose to see costs in; null when none is saved (US dollars). */
export const CurrencyPreference = Type.Object({
  currency: Nullable(Type.String({ pattern: CURRENCY_CODE_PATTERN, description: 'ISO 4217 code, USD or one of /api/public/exchange-rates' })),
});
export type CurrencyPreference = Static<typeof CurrencyPreference>;
