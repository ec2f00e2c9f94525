// The digits of en-US numbers, written without Intl (display-format.ts).
//
// Why not Intl for these: a page's first Intl object loads ICU's locale data,
// one task that cannot be split: 12-46 ms on this project's desktop Chromium
// (fresh page, measured), 9-10 times that on the mid-tier phone our speed
// targets are set for, where it was over half the home page's blocking time
// (issue 32; docs/performance.md). What Intl's en-US writes for a finite number
// is plain: an optional minus sign, the integer digits grouped by threes with
// commas, and the fraction rounded half away from zero on the number's
// shortest decimal form (ICU reads a double as the digits JavaScript prints
// for it), without trailing zeros. en-us-digits.test.ts holds both equal on
// thousands of values.

/**
 * `value` (finite) with at most `fractionDigits` decimals as en-US writes it
 * ("-1,234.5"). JavaScript's exponent form (under 1e-6, from 1e21) is written
 * out in full first, as Intl does ("1e21" is "1,000,000,000,000,000,000,000").
 */
export function enUsDecimal(value: number, fractionDigits: number): string {
  const [mantissa = '', exponent = 0] = String(Math.abs(value)).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  // All the digits, zeros added so that at least one stands before the point
  // and enough stand after it; the point then sits `point` digits in.
  const shift = whole.length + Number(exponent);
  const point = Math.max(shift, 1);
  const all = '0'.repeat(point - shift) + whole + fraction + '0'.repeat(point + fractionDigits);
  const end = point + fractionDigits;
  let digits = all.slice(0, end);
  // Half away from zero: the first dropped digit decides.
  if (all.charAt(end) >= '5') digits = String(BigInt(digits) + BigInt(1)).padStart(end, '0');
  // A carry may have added a digit in front ("99" + 1), so count from the end.
  const integer = digits.slice(0, digits.length - fractionDigits);
  const kept = digits.slice(digits.length - fractionDigits).replace(/0+$/, '');
  // 1 / -0 is -Infinity: Intl writes a negative zero's sign too ("-0").
  return `${1 / value < 0 ? '-' : ''}${grouped(integer)}${kept ? `.${kept}` : ''}`;
}

/** "1234567" → "1,234,567". */
const grouped = (integer: string) => integer.replace(/\B(?=(\d{3})+$)/g, ',');
