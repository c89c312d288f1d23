import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_EXPIRES,
  LOCALES,
  registerArticleFormat,
  toLocale,
  type Locale,
} from '@hfl/contracts';
import type { NamespaceLoaders, RegistrationResources } from './registration';

/** The namespaces every page needs (the frame, error texts, validation messages), one chunk per language. */
const BASE_NAMESPACES: RegistrationResources = {
  common: {
    en: () => import('@hfl/contracts/locales/en/common.json'),
    hu: () => import('@hfl/contracts/locales/hu/common.json'),
  },
  errors: {
    en: () => import('@hfl/contracts/locales/en/errors.json'),
    hu: () => import('@hfl/contracts/locales/hu/errors.json'),
  },
  validation: {
    en: () => import('@hfl/contracts/locales/en/validation.json'),
    hu: () => import('@hfl/contracts/locales/hu/validation.json'),
  },
};

/** Every namespace i18next may be asked for, base and remotes' alike, by name. */
const namespaces = new Map<string, NamespaceLoaders>(Object.entries(BASE_NAMESPACES));

/**
 * Issue 39: only the page's language is fetched (the other language's texts would weigh on every first page).
 * i18next asks this backend for each namespace it knows in the language it needs: at start, when a remote adds its
 * namespace, and for all of them again when the user switches language.
 */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = namespaces.get(namespace)?.[toLocale(language)];
    if (!load) return callback(new Error(`no texts for the ${namespace} namespace`), false);
    load().then(
      (bundle) => callback(null, bundle.default as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Value of a cookie readable by scripts, or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * Adds a remote's namespaces to the running i18next and loads them in the current language (the other language
 * loads when the user switches to it).
 */
export async function addResources(instance: I18n, resources: RegistrationResources): Promise<void> {
  for (const [ns, loaders] of Object.entries(resources)) namespaces.set(ns, loaders);
  await instance.loadNamespaces(Object.keys(resources));
}

/**
 * Initialises the shared i18next instance: the base namespaces in the language of the `locale` cookie (else
 * English). No fallback language: both languages hold every key (contracts' test), so none is fetched twice.
 * Calling it again only adds resources.
 */
export async function initI18n(extra: RegistrationResources[] = []): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next
      .use(languageChunks)
      .use(initReactI18next)
      .init({
        lng: toLocale(readCookie(LOCALE_COOKIE)),
        fallbackLng: false,
        supportedLngs: [...LOCALES],
        ns: Object.keys(BASE_NAMESPACES),
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
        // Load now, not after a timer (a test's fake timers would hold the start forever).
        initAsync: false,
      });
    // Hungarian texts choose "a" or "az" by the word: `{{league, article}}`.
    registerArticleFormat(i18next);
    if (typeof document !== 'undefined') document.documentElement.lang = i18next.language;
  }
  for (const resources of extra) await addResources(i18next, resources);
  return i18next;
}

/** Switches the UI language (once its texts are loaded) and remembers it in the `locale` cookie until 2038 (the spec's expiry). */
export async function setLanguage(locale: Locale): Promise<void> {
  // The choice is remembered at once: a page opened while the texts still load opens in the chosen language.
  if (typeof document !== 'undefined')
    document.cookie = `${LOCALE_COOKIE}=${locale}; expires=${LOCALE_COOKIE_EXPIRES.toUTCString()}; path=/; SameSite=Lax`;
  await i18next.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
