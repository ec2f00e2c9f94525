import { convertAmount, describeRate, formatApproximate, formatRateDate, isOldRate, ratesOnPage, readExchangeRates, type ExchangeRate } from './converted-cost';

const FED = 'Federal Reserve H.10, monthly average';
const SNAPSHOT = 'public daily exchange-rate snapshot, sources not documented';
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

  it('converts a CA$ amount at the data set’s CA$ rate (the one its US$ equivalents use), never the list’s newer one, and names both rates', () => {
    // 13,013 CA$ at US$1 = CA$1.3013 is US$10,000; at the list's CA$1.4034 it would be US$9,272.
    const converted = convertAmount(13013, 'CAD', 'INR', RATES);
    expect(converted?.amount).toBeCloseTo(949600, 6);
    expect(converted?.rates.map((rate) => [rate.currency, rate.unitsPerUsd])).toEqual([
      ['CAD', 1.3013],
      ['INR', 94.96],
    ]);
    expect(formatApproximate(converted!)).toBe('about ₹9,50,000');
    // Into CA$ too: one CA$ rate on every page.
    expect(convertAmount(10000, 'USD', 'CAD', RATES)?.amount).toBeCloseTo(13013, 6);
    expect(convertAmount(13013, 'CAD', 'INR', RATES.filter((rate) => rate.currency !== 'CAD'))?.amount).toBeCloseTo(949600, 6);
  });

  it('names the rates a page used once: the currency’s, and the CA$ rate when a CA$ figure is on it', () => {
    expect(ratesOnPage('INR', RATES, ['USD']).map(describeRate)).toEqual(['US$1 = ₹94.96 (Federal Reserve H.10, monthly average, June 2026)']);
    expect(ratesOnPage('NGN', RATES, ['USD', 'CAD']).map(describeRate)).toEqual([
      'US$1 = ₦1,326.16 (public daily exchange-rate snapshot, sources not documented, September 29, 2026)',
      'US$1 = CA$1.3013 (Bank of Canada, annual average, 2022)',
    ]);
    expect(ratesOnPage('CAD', RATES, ['CAD']).map((rate) => rate.unitsPerUsd)).toEqual([1.3013]);
    expect(ratesOnPage('USD', RATES, ['CAD'])).toEqual([]);
    expect(ratesOnPage('BDT', RATES, ['USD'])).toEqual([]);
  });

  it('calls a rate old once the period it describes ended more than about two months ago', () => {
    const day = (month: number, date: number) => Date.UTC(2026, month - 1, date);
    // A June average counts from June 30; a snapshot from its day; a year from December 31.
    expect(isOldRate({ date: '2026-06' }, day(8, 30))).toBe(false);
    expect(isOldRate({ date: '2026-06' }, day(9, 1))).toBe(true);
    expect(isOldRate({ date: '2026-09-29' }, day(11, 28))).toBe(false);
    expect(isOldRate({ date: '2026-09-29' }, day(11, 30))).toBe(true);
    expect(isOldRate({ date: '2022' }, day(1, 1))).toBe(true);
  });

  it('converts nothing without a rate, for a missing amount, into the amount’s own currency, or into US$', () => {
    expect(convertAmount(100, 'USD', 'BDT', RATES)).toBeNull();
    expect(convertAmount(null, 'USD', 'INR', RATES)).toBeNull();
    expect(convertAmount(Number.NaN, 'USD', 'INR', RATES)).toBeNull();
    expect(convertAmount(100, 'CAD', 'CAD', RATES)).toBeNull();
    expect(convertAmount(100, 'CAD', 'USD', RATES)).toBeNull();
    expect(convertAmount(100, 'USD', 'USD', RATES)).toBeNull();
  });

  it('describes the rate with its source and date, a month for a monthly average and a day for a snapshot', () => {
    expect(describeRate(RATES[0]!)).toBe('US$1 = ₹94.96 (Federal Reserve H.10, monthly average, June 2026)');
    expect(describeRate(RATES[1]!)).toBe('US$1 = ₦1,326.16 (public daily exchange-rate snapshot, sources not documented, September 29, 2026)');
    expect(describeRate(RATES[5]!)).toBe('US$1 = IRR\u00a01,375,000 (public daily exchange-rate snapshot, sources not documented, September 29, 2026)');
    expect(formatRateDate('2026-01')).toBe('January 2026');
    expect(formatRateDate('2022')).toBe('2022');
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
