import type * as displayFormat from './display-format';
import { formatCount, formatLongDate, formatMoney, formatPercent, NOT_AVAILABLE } from './display-format';

// The expectations are written out, not computed: the old hand-written
// formatter's test rounded its own expectation the same wrong way it did.
describe('formatMoney', () => {
  it.each([
    [45000, '$45,000'],
    [1234567.6, '$1,234,568'],
    [0, '$0'],
    [0.5, '$1'],
    [2.5, '$3'],
    [-2.5, '-$3'],
    [-1500, '-$1,500'],
    [98765432101, '$98,765,432,101'],
  ])('%p -> %s', (value, shown) => {
    expect(formatMoney(value)).toBe(shown);
  });

  it('marks Canadian dollars as CA$, never a bare $', () => {
    expect(formatMoney(45000, 'CAD')).toBe('CA$45,000');
    expect(formatMoney(-1500, 'CAD')).toBe('-CA$1,500');
  });

  it.each([null, undefined, '45000', Number.NaN, Number.POSITIVE_INFINITY])('%p is N/A, never NaN', (value) => {
    expect(formatMoney(value)).toBe(NOT_AVAILABLE);
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [12345, '12,345'],
    [999999.5, '1,000,000'],
    [-1234567.4, '-1,234,567'],
  ])('%p -> %s', (value, shown) => {
    expect(formatCount(value)).toBe(shown);
  });

  it('is N/A for anything that is not a number', () => {
    expect(formatCount(Number.NaN)).toBe(NOT_AVAILABLE);
    expect(formatCount('12')).toBe(NOT_AVAILABLE);
  });
});

describe('formatPercent', () => {
  it.each([
    [1.45, '1.5%'],
    [0.35, '0.4%'],
    [7.25, '7.3%'],
    [42, '42%'],
    [0, '0%'],
    [-3.25, '-3.3%'],
    [100, '100%'],
  ])('%p -> %s', (value, shown) => {
    expect(formatPercent(value)).toBe(shown);
  });

  it('keeps as many decimals as asked', () => {
    expect(formatPercent(12.345, 2)).toBe('12.35%');
    expect(formatPercent(12.5, 0)).toBe('13%');
  });

  // Halves round away from zero on the decimal the value is written as
  // (0.15 is 0.2 although the double is a hair below 0.15).
  it.each([
    [0.05, '0.1%'],
    [0.15, '0.2%'],
    [2.25, '2.3%'],
    [99.95, '100%'],
    [-0.35, '-0.4%'],
    [-12.65, '-12.7%'],
  ])('rounds the half %p to %s', (value, shown) => {
    expect(formatPercent(value)).toBe(shown);
  });

  it('is N/A for missing values', () => {
    expect(formatPercent(undefined)).toBe(NOT_AVAILABLE);
    expect(formatPercent(Number.NaN)).toBe(NOT_AVAILABLE);
  });
});

describe('formatLongDate', () => {
  it('prints a calendar day as en-US does', () => {
    expect(formatLongDate(new Date(2026, 0, 12))).toBe('January 12, 2026');
    expect(formatLongDate(new Date(2024, 1, 29))).toBe('February 29, 2024');
    expect(formatLongDate(new Date(1999, 11, 31))).toBe('December 31, 1999');
  });

  it('shows N/A for an invalid date, never "undefined NaN, NaN"', () => {
    expect(formatLongDate(new Date('not a date'))).toBe(NOT_AVAILABLE);
  });
});

describe('formatLongDate against Intl', () => {
  const intlDate = (date: Date) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);

  it('writes days across years 1 to 9999 as Intl does (every 1,201st day, at varying hours)', () => {
    const differing: string[] = [];
    for (let index = 0; index < 3041; index += 1) {
      const day = new Date(2000, 0, 1, index % 24);
      day.setFullYear(1, 0, 1 + index * 1201);
      if (formatLongDate(day) !== intlDate(day)) differing.push(day.toISOString());
    }
    expect(differing).toEqual([]);
  });

  it('leaves years outside 1-9999 to Intl, which writes their era', () => {
    // Years 0 (1 BC), -500 and 10000 (new Date(0, ...) would mean 1900, hence setFullYear).
    for (const year of [0, -500, 10000]) {
      const distant = new Date(2000, 5, 1);
      distant.setFullYear(year);
      expect(formatLongDate(distant)).toBe(intlDate(distant));
    }
  });
});

describe('when Intl is asked', () => {
  // A fresh copy of the module per test, with every way to Intl counted.
  function freshModule(): { module: typeof displayFormat; asked: () => number } {
    const spies = [
      jest.spyOn(Intl, 'NumberFormat'),
      jest.spyOn(Intl, 'DateTimeFormat'),
      jest.spyOn(Number.prototype, 'toLocaleString'),
      jest.spyOn(Date.prototype, 'toLocaleDateString'),
    ];
    let module!: typeof displayFormat;
    jest.isolateModules(() => {
      module = jest.requireActual('./display-format');
    });
    return { module, asked: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0) };
  }

  afterEach(() => jest.restoreAllMocks());

  it('never when the module loads (that cost sat inside the start-up task)', () => {
    const { asked } = freshModule();
    expect(asked()).toBe(0);
  });

  it('never for the values a page shows (a first Intl object is a long task on a phone)', () => {
    const { module, asked } = freshModule();
    expect(module.formatMoney(45000, 'CAD')).toBe('CA$45,000');
    expect(module.formatMoney(12)).toBe('$12');
    expect(module.formatCount(1234)).toBe('1,234');
    expect(module.formatPercent(7.25)).toBe('7.3%');
    expect(module.formatLongDate(new Date(2026, 0, 12))).toBe('January 12, 2026');
    expect(asked()).toBe(0);
  });

  it('only for a date outside the years 1-9999, which it then writes as Intl does', () => {
    const { module, asked } = freshModule();
    expect(module.formatMoney(1e21)).toBe('$1,000,000,000,000,000,000,000');
    expect(module.formatMoney(-2e21, 'CAD')).toBe('-CA$2,000,000,000,000,000,000,000');
    expect(module.formatCount(1e-7)).toBe('0');
    expect(module.formatPercent(1e-7)).toBe('0%');
    expect(asked()).toBe(0);
    expect(module.formatLongDate(new Date(-500, 0, 12))).toMatch(/^January 12, 501/);
    expect(asked()).toBe(1);
  });
});
