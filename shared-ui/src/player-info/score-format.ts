import { useTranslation } from 'react-i18next';

/** Statistics and points as the language writes numbers (decimal comma in Hungarian), at most 2 decimals. */
export function useScoreFormat(): (value: number | null | undefined) => string {
  return useNumberFormat(0);
}

/**
 * Fantasy points always with 2 decimals (12,00 beside 9,45), so a column of points reads and lines up as one; the
 * language's decimal mark.
 */
export function usePointsFormat(): (value: number | null | undefined) => string {
  return useNumberFormat(2);
}

/**
 * One formatter per language and precision for the whole page, however many rows and cards ask: building an
 * Intl.NumberFormat costs a phone milliseconds, the first in a language tens of them.
 */
const numberFormats = new Map<string, (value: number | null | undefined) => string>();

function useNumberFormat(minimumFractionDigits: number): (value: number | null | undefined) => string {
  const { i18n } = useTranslation();
  const key = `${i18n.language}/${minimumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    const numbers = new Intl.NumberFormat(i18n.language, { minimumFractionDigits, maximumFractionDigits: 2 });
    // A statistic the player never had counts as 0 (contracts: a missing key is 0).
    format = (value) => numbers.format(value ?? 0);
    numberFormats.set(key, format);
  }
  return format;
}
