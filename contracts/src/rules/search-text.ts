/**
 * Text as every search compares it (names of users, players, teams, leagues): accents dropped ("Ákos", "Tóth",
 * "Győr", "Űrös" are found by "akos", "toth", "gyor", "uros"), lower case, spaces squeezed. Stored searchable fields
 * hold their text folded so, and a search term is folded the same way before it is looked for: FerretDB has no
 * collation, so the database compares folded text with folded text.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Between the parts of a stored search text (a row's names, a user's name and e-mail): no folded term holds it, so a
 * match never spans two parts. */
export const SEARCH_SEPARATOR = '\u0001';

/** Whether `text` holds the (unfolded) `term`; an empty term matches everything. */
export function matchesSearch(text: string, term: string): boolean {
  const needle = foldForSearch(term);
  return !needle || foldForSearch(text).includes(needle);
}
