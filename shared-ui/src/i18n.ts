import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_EXPIRES,
  LOCALES,
  baseResources,
  registerArticleFormat,
  toLocale,
  type Locale,
} from '@hfl/contracts';
import type { RegistrationResources } from './registration';

/** Value of a cookie readable by scripts, or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Adds a remote's namespaces to the running i18next (deep, so a remote may extend a shared namespace). */
export function addResources(instance: I18n, resources: RegistrationResources): void {
  for (const locale of LOCALES) {
    for (const [ns, bundle] of Object.entries(resources[locale])) {
      instance.addResourceBundle(locale, ns, bundle, true, false);
    }
  }
}

/**
 * Initialises the shared i18next instance: base namespaces from contracts, language from the `locale`
 * cookie (else English), English as fallback. Calling it again only adds resources.
 */
export async function initI18n(extra: RegistrationResources[] = []): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: baseResources as unknown as Resource,
      lng: toLocale(readCookie(LOCALE_COOKIE)),
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...LOCALES],
      ns: ['common', 'errors', 'validation'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    // Hungarian texts choose "a" or "az" by the word: `{{league, article}}`.
    registerArticleFormat(i18next);
    if (typeof document !== 'undefined') document.documentElement.lang = i18next.language;
  }
  for (const resources of extra) addResources(i18next, resources);
  return i18next;
}

/** Switches the UI language and remembers it in the `locale` cookie until 2038 (the spec's expiry). */
export async function setLanguage(locale: Locale): Promise<void> {
  await i18next.changeLanguage(locale);
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; expires=${LOCALE_COOKIE_EXPIRES.toUTCString()}; path=/; SameSite=Lax`;
  document.documentElement.lang = locale;
}
