import fc from 'fast-check';
import { numberText } from './number-text';

const intl = (value: number, language: string, minimumFractionDigits: number) =>
  new Intl.NumberFormat(language, { minimumFractionDigits, maximumFractionDigits: 2 }).format(value);

/** Values as points and statistics come (hundredths, halves of them) and any double at all. */
const values = fc.oneof(
  fc.integer({ min: -2_000_000, max: 2_000_000 }).map((n) => n / 100),
  fc.integer({ min: -2_000_000, max: 2_000_000 }).map((n) => n / 1000),
  fc.double({ noNaN: true }),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
);

describe('numberText', () => {
  it.each(['en', 'hu'])(
    'when any number is written in %s, then it reads exactly as Intl.NumberFormat writes it',
    (language) => {
      fc.assert(
        fc.property(values, fc.constantFrom(0, 2), (value, minimum) => {
          expect(numberText(value, language, minimum)).toBe(intl(value, language, minimum));
        }),
        { numRuns: 5_000 },
      );
    },
  );

  it('when a number needs rounding or grouping, then it is written as a native reader expects', () => {
    expect(numberText(1.005, 'en', 2)).toBe('1.01');
    expect(numberText(2.675, 'hu', 0)).toBe('2,68');
    expect(numberText(9.995, 'hu', 2)).toBe('10,00');
    expect(numberText(1234.5, 'hu', 2)).toBe('1234,50');
    expect(numberText(12345.5, 'hu', 0)).toBe('12\u00a0345,5');
    expect(numberText(1234.5, 'en', 0)).toBe('1,234.5');
    expect(numberText(-0.001, 'en', 2)).toBe('-0.00');
    expect(numberText(12, 'en', 0)).toBe('12');
  });

  it('when the language is neither of ours, then Intl writes it', () => {
    expect(numberText(1234.5, 'de', 2)).toBe(intl(1234.5, 'de', 2));
  });
});
