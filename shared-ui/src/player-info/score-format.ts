import { useLanguage } from '../use-language';
import { numberText } from './number-text';

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

/** One formatter per language and precision, so a page's rows and memos see the same function. */
const numberFormats = new Map<string, (value: number | null | undefined) => string>();

function useNumberFormat(minimumFractionDigits: number): (value: number | null | undefined) => string {
  const language = useLanguage();
  const key = `${language}/${minimumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    // A statistic the player never had counts as 0 (contracts: a missing key is 0).
    format = (value) => numberText(value ?? 0, language, minimumFractionDigits);
    numberFormats.set(key, format);
  }
  return format;
}
