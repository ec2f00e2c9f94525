import { convertAmount, describeRate, formatApproximate, formatRateDate, readExchangeRates, type ExchangeRate } from './converted-cost';

const FED = 'Federal Reserve H.10, monthly average';
const SNAPSHOT = 'daily snapshot of @fawazahmed0/currency-api';
const RATES: ExchangeRate[] = [
  { currency: 'INR', name: 'Indian Rupee', unitsPerUsd: 94.96, date: '2026-06', source: FED },
  { currency: 'NGN', name: 'Nigerian Naira', unitsPerUsd: 1326.1643995, date: '2026-09-29', source: SNAPSHOT },
  { currency: 'CNY', name: 'Chinese Yuan Renminbi', unitsPerUsd: 6.7758, date: '2026-06', source: FED },
  { currency: 'EUR', name: 'Euro', unitsPerUsd: 0.8684, date: '2026-06', source: FED },
  { currency: 'CAD', name: 'Canadian Dollar', unitsPerUsd: 1.4034, date: '2026-06', source: FED },
  { currency: 'IRR', name: 'Iranian Rial', unitsPerUsd: 1374999.64464856, date: '2026-09-29', source: SNAPSHOT },
];

// Expected strings are written out by hand, never built with Intl as the code is.
// Intl writes a currency code and its number apart with a no-break space (\u00a0).
describe('a yearly cost in the student’s currency', () => {
  it('converts US$ at the rate and writes it "about", to three significant figures, in the currency’s own grouping', () => {
    // Michigan: tuition 52,456 + living 15,046 = US$67,502.
    const inr = convertAmount(67502, 'USD', 'INR', RATES);
    expect(inr?.amount).toBeCloseTo(6409989.92, 2);
    expect(formatApproximate(inr!)).toBe('about ₹64,10,000');
    expect(formatApproximate(convertAmount(67502, 'USD', 'NGN', RATES)!)).toBe('about ₦89,500,000');
    expect(formatApproximate(convertAmount(67502, 'USD', 'CNY', RATES)!)).toBe('about CN¥457,000');
    expect(formatApproximate(convertAmount(1_00_00_000 / 94.96, 'USD', 'INR', RATES)!)).toBe('about ₹1,00,00,000');
  });

  it('never shows decimals, even for a small amount in a strong currency', () => {
    expect(formatApproximate(convertAmount(90, 'USD', 'EUR', RATES)!)).toBe('about €78');
    expect(formatApproximate(convertAmount(1, 'USD', 'EUR', RATES)!)).toBe('about €1');
  });

  it('converts a CA$ amount through the CAD rate and names both rates', () => {
    const converted = convertAmount(14034, 'CAD', 'INR', RATES);
    expect(converted?.amount).toBeCloseTo(949600, 6);
    expect(converted?.rates.map((rate) => rate.currency)).toEqual(['CAD', 'INR']);
    expect(formatApproximate(converted!)).toBe('about ₹9,50,000');
  });

  it('converts nothing without a rate, for a missing amount, into the amount’s own currency, or into US$', () => {
    expect(convertAmount(100, 'USD', 'BDT', RATES)).toBeNull();
    expect(convertAmount(null, 'USD', 'INR', RATES)).toBeNull();
    expect(convertAmount(Number.NaN, 'USD', 'INR', RATES)).toBeNull();
    expect(convertAmount(100, 'CAD', 'CAD', RATES)).toBeNull();
    expect(convertAmount(100, 'CAD', 'USD', RATES)).toBeNull();
    expect(convertAmount(100, 'USD', 'USD', RATES)).toBeNull();
    expect(convertAmount(100, 'CAD', 'INR', RATES.filter((rate) => rate.currency !== 'CAD'))).toBeNull();
  });

  it('describes the rate with its source and date, a month for a monthly average and a day for a snapshot', () => {
    expect(describeRate(RATES[0]!)).toBe('US$1 = ₹94.96 (Federal Reserve H.10, monthly average, June 2026)');
    expect(describeRate(RATES[1]!)).toBe('US$1 = ₦1,326.16 (daily snapshot of @fawazahmed0/currency-api, September 29, 2026)');
    expect(describeRate(RATES[5]!)).toBe('US$1 = IRR\u00a01,375,000 (daily snapshot of @fawazahmed0/currency-api, September 29, 2026)');
    expect(formatRateDate('2026-01')).toBe('January 2026');
    expect(formatRateDate('2026-12-31')).toBe('December 31, 2026');
    expect(formatRateDate('soon')).toBe('soon');
  });

  it('keeps only well-formed rates from an answer', () => {
    const answer = { data: [RATES[0], { ...RATES[1], unitsPerUsd: -3 }, { ...RATES[2], currency: 'cny' }, null, 'INR', { currency: 'EUR' }] };
    expect(readExchangeRates(answer)).toEqual([RATES[0]]);
    expect(readExchangeRates({ data: 'none' })).toEqual([]);
    expect(readExchangeRates(null)).toEqual([]);
  });
});
