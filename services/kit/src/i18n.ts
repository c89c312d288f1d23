import i18next, { type TFunction } from 'i18next';
import {
  baseResources,
  localizedName,
  registerArticleFormat,
  toLocale,
  type Locale,
  type LocalizedName,
} from '@hfl/contracts';

const instance = i18next.createInstance();
await instance.init({
  resources: baseResources,
  lng: 'en',
  fallbackLng: 'en',
  ns: ['common', 'errors', 'validation'],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  initAsync: false,
});
// Hungarian texts choose "a" or "az" by the word: `{{league, article}}`.
registerArticleFormat(instance);

/** Adds a service's own namespace (e.g. e-mail templates) to the server-side translator. */
export function addResources(locale: Locale, namespace: string, resources: Record<string, unknown>): void {
  instance.addResourceBundle(locale, namespace, resources, true, true);
}

/** Translates an i18n key; plain text (no matching key) comes back as it is. */
export function translate(key: string, locale: unknown, params: Record<string, unknown> = {}): string {
  const t: TFunction = instance.getFixedT(toLocale(locale));
  return t(key, { ...params, defaultValue: key });
}

/** "deleted user" in every language: the name of someone whose account is gone. */
export function deletedUserNames(): LocalizedName {
  return localizedName((locale) => translate('common:deletedUser', locale));
}
