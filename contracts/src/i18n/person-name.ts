import { LOCALES, type Locale } from './locale';

/** A person's name as each language writes it: Hungarian puts the family name first ("Szabó Anna"). */
export type LocalizedName = Record<Locale, string>;

/** The given and the family name in `locale`'s order; a missing part is left out. */
export function personName(firstName: string | null | undefined, lastName: string | null | undefined, locale: Locale) {
  const parts = locale === 'hu' ? [lastName, firstName] : [firstName, lastName];
  return parts.filter(Boolean).join(' ');
}

/** The name in every language, made by `nameIn` (one language at a time). */
export function localizedName(nameIn: (locale: Locale) => string): LocalizedName {
  return Object.fromEntries(LOCALES.map((locale) => [locale, nameIn(locale)])) as LocalizedName;
}
