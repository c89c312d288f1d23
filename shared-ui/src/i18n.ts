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
import { rememberTexts } from './remembered-texts';

/** The namespace every page needs (the frame), one chunk per language. */
const BASE_NAMESPACES: RegistrationResources = {
  common: {
    en: () => import('@hfl/contracts/locales/en/common.json'),
    hu: () => import('@hfl/contracts/locales/hu/common.json'),
  },
};

/**
 * The error and validation messages: the remotes' pages (their forms and actions) need them, so they come with the
 * first remote. The home page, which renders without one, fetches the error texts only with a failed call (issue 39).
 */
export const PAGE_TEXTS: RegistrationResources = {
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
const namespaces = new Map<string, NamespaceLoaders>(Object.entries({ ...BASE_NAMESPACES, ...PAGE_TEXTS }));

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
 * Adds a remote's namespaces, and the page texts every remote's pages use, to the running i18next and loads them in
 * the current language (the other language loads when the user switches to it; a namespace loaded already is not
 * fetched again).
 */
export async function addResources(instance: I18n, resources: RegistrationResources): Promise<void> {
  const all = { ...PAGE_TEXTS, ...resources };
  for (const [ns, loaders] of Object.entries(all)) namespaces.set(ns, loaders);
  await instance.loadNamespaces(Object.keys(all));
}

/**
 * Initialises the shared i18next instance: the base namespaces in the language of the `locale` cookie (else
 * English), then `extra` (remotes' namespaces, with the page texts). No fallback language: both languages hold every key (contracts' test), so none is fetched twice.
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
    rememberTexts(i18next);
    if (typeof document !== 'undefined') document.documentElement.lang = i18next.language;
  }
  for (const resources of extra) await addResources(i18next, resources);
  return i18next;
}

/** The error texts in the current language, before a failed call is told (a page without a remote has none yet). */
export async function loadErrorTexts(): Promise<void> {
  if (i18next.isInitialized) await i18next.loadNamespaces('errors');
}

/** Switches the UI language (once its texts are loaded) and remembers it in the `locale` cookie until 2038 (the spec's expiry). */
export async function setLanguage(locale: Locale): Promise<void> {
  // The choice is remembered at once: a page opened while the texts still load opens in the chosen language.
  if (typeof document !== 'undefined')
    document.cookie = `${LOCALE_COOKIE}=${locale}; expires=${LOCALE_COOKIE_EXPIRES.toUTCString()}; path=/; SameSite=Lax`;
  await i18next.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
