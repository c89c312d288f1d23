export const LOCALES = ['en', 'hu'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'locale';
/** The spec fixes the locale cookie's expiry in 2038. */
export const LOCALE_COOKIE_EXPIRES = new Date(Date.UTC(2038, 0, 1));
export const LOCALE_HEADER = 'X-Locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : FALLBACK_LOCALE;
}
