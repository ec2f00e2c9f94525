import { enUsDecimal } from './en-us-digits';
import { formatCount, formatMoney, formatPercent } from './display-format';

// The en-US digits must be Intl's, character for character: Intl (Node's full
// ICU) is the reference here, on values chosen to break a rounding or grouping
// rule (halves, long runs of nines, the shortest-decimal cases such as 1.005)
// and on thousands of random ones. Dates: display-format.test.ts.

const intlDecimal = (value: number, digits: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(value);
const intlMoney = (value: number, currency: 'USD' | 'CAD') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(value);

/** A seeded generator, so a failure names a value that fails again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const chosen = [
  1e21, 2.5e-7, 9.5e-7, 0.0000095,
  0, -0, 0.4, -0.4, 0.5, -0.5, 1.5, 2.5, -2.5, 0.05, 0.15, 0.25, 0.35, 1.005, 1.45, 2.675, 7.25, 14.45, 12.345, 99.95, 99.995, 999.5, 999999.5,
  9999999.99, 0.000001, 0.0000015, 1e-7, 123456789012345680000, 1e21, -1e21, Number.MAX_SAFE_INTEGER, 45000, 1234567.6, 98765432101, 0.1 + 0.2,
];

function values(): number[] {
  const next = random(32);
  const drawn: number[] = [];
  for (let index = 0; index < 4000; index += 1) {
    const magnitude = 10 ** Math.floor(next() * 12 - 3);
    const value = next() * magnitude * (next() < 0.2 ? -1 : 1);
    // Every other value cut to a few decimals, so exact halves come up often.
    drawn.push(index % 2 ? value : Math.round(value * 1000) / 1000);
  }
  return [...chosen, ...drawn];
}

describe('en-US digits without Intl', () => {
  it.each([0, 1, 2, 3])('write every value as Intl does with up to %i decimals', (digits) => {
    const differing = values().filter((value) => enUsDecimal(value, digits) !== intlDecimal(value, digits));
    expect(differing).toEqual([]);
  });

  it('write out what JavaScript prints in exponent form, as Intl does', () => {
    const exponentForm = [1e21, -1e21, 1.5e22, 123456789e20, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-7, 5e-7, 4.9e-7, -6e-7, Number.MIN_VALUE];
    for (const digits of [0, 1, 3, 6, 7, 9]) {
      expect(exponentForm.map((value) => enUsDecimal(value, digits))).toEqual(exponentForm.map((value) => intlDecimal(value, digits)));
    }
    expect(enUsDecimal(1e21, 0)).toBe('1,000,000,000,000,000,000,000');
    expect(enUsDecimal(5e-7, 6)).toBe('0.000001');
  });

  it('write money in US and Canadian dollars as Intl does', () => {
    const differing = values().filter((value) => formatMoney(value) !== intlMoney(value, 'USD') || formatMoney(value, 'CAD') !== intlMoney(value, 'CAD'));
    expect(differing).toEqual([]);
  });

  it('write counts and percents as Intl does', () => {
    const differing = values().filter((value) => formatCount(value) !== intlDecimal(value, 0) || formatPercent(value) !== `${intlDecimal(value, 1)}%`);
    expect(differing).toEqual([]);
  });
});
