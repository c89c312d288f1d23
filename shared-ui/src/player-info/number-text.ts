/**
 * Numbers as Intl.NumberFormat writes them in our two languages (at most 2 decimals, at least `minimumFractionDigits`),
 * without Intl: a page's first Intl.NumberFormat.format loads the browser's ICU number data, a task of 40 ms on a
 * laptop and 170 ms on a phone profile's CPU, on every page that shows a figure (issue 39: total blocking time).
 * The rules are CLDR's for en and hu: the decimal mark, the group separator (a no-break space in Hungarian) and from how
 * many integer digits groups start (Hungarian writes 1234 but 12 345); rounding is half away from zero on the number's
 * shortest decimal form, as ICU rounds (1.005 → 1.01). Anything else (another language, an exponent) goes to Intl.
 */
const STYLES: Record<string, { decimal: string; group: string; groupFrom: number }> = {
  en: { decimal: '.', group: ',', groupFrom: 4 },
  hu: { decimal: ',', group: '\u00a0', groupFrom: 5 },
};

const MAXIMUM_FRACTION_DIGITS = 2;

export function numberText(value: number, language: string, minimumFractionDigits: number): string {
  const style = STYLES[language];
  const digits = Number.isFinite(value) ? String(Math.abs(value)) : 'e';
  if (!style || digits.includes('e')) {
    return new Intl.NumberFormat(language, {
      minimumFractionDigits,
      maximumFractionDigits: MAXIMUM_FRACTION_DIGITS,
    }).format(value);
  }
  const [whole = '0', fraction = ''] = digits.split('.');
  let [integer, decimals] = roundHalfUp(whole, fraction);
  while (decimals.length > minimumFractionDigits && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  decimals = decimals.padEnd(minimumFractionDigits, '0');
  if (integer.length >= style.groupFrom) integer = integer.replace(/\B(?=(\d{3})+$)/g, style.group);
  // Intl keeps the sign of a negative number that rounds to zero, and of -0 ("-0").
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${integer}${decimals ? style.decimal + decimals : ''}`;
}

/** The digits rounded to 2 decimals, half up on the digits (they are of the absolute value): "1", "005" → "1", "01". */
function roundHalfUp(whole: string, fraction: string): [integer: string, decimals: string] {
  const kept = fraction.slice(0, MAXIMUM_FRACTION_DIGITS).padEnd(MAXIMUM_FRACTION_DIGITS, '0');
  if ((fraction[MAXIMUM_FRACTION_DIGITS] ?? '0') < '5') return [whole, kept];
  const carried = String(BigInt(whole + kept) + 1n).padStart(whole.length + MAXIMUM_FRACTION_DIGITS, '0');
  return [carried.slice(0, -MAXIMUM_FRACTION_DIGITS), carried.slice(-MAXIMUM_FRACTION_DIGITS)];
}
