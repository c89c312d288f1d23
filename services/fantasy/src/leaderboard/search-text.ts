/**
 * Text as a leaderboard search compares it: lowercased, accents dropped (the Hungarian "Tóth", "Győr" and "Űrös" are
 * found by "toth", "gyor" and "uros"), spaces squeezed. The rows store their names this way and a term is read so.
 */
export function searchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Between a row's names in its search text: no term holds it, so a match never spans two names. */
export const SEARCH_SEPARATOR = '\u0001';
