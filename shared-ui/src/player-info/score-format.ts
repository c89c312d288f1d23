import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Statistics and points as the language writes numbers (decimal comma in Hungarian), at most 2 decimals. */
export function useScoreFormat(): (value: number | null | undefined) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
    // A statistic the player never had counts as 0 (contracts: a missing key is 0).
    return (value) => format.format(value ?? 0);
  }, [i18n.language]);
}
