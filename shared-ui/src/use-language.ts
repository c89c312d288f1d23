import { useCallback, useContext, useSyncExternalStore } from 'react';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { I18nContext } from 'react-i18next';

/** The i18next the page renders with: its provider's, the shared one outside a provider. */
function useI18n(): I18n {
  return useContext(I18nContext)?.i18n ?? i18next;
}

/**
 * The page's language, kept up with a switch as `useTranslation`'s is, for components a long list renders once a row.
 * react-i18next (17) copies the whole i18next instance for each component that first calls `useTranslation`, so that
 * memos see a new instance after a switch: /players' first page spent 13 ms of a phone's render on its rows' status
 * badges alone (issue 39: blocking time). This hook and `useLanguageT` share one instance and one `t`.
 */
export function useLanguage(): string {
  const i18n = useI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  return useSyncExternalStore(subscribe, () => i18n.language);
}

/** One fixed `t` per instance and language, so a list's rows share it (and the texts it remembers). */
const fixedTs = new WeakMap<I18n, Map<string, TFunction>>();

/** The page's `t` in its language, for a list's rows (see `useLanguage`). */
export function useLanguageT(): TFunction {
  const i18n = useI18n();
  const language = useLanguage();
  let byLanguage = fixedTs.get(i18n);
  if (!byLanguage) fixedTs.set(i18n, (byLanguage = new Map()));
  let t = byLanguage.get(language);
  if (!t) byLanguage.set(language, (t = i18n.getFixedT(language)));
  return t;
}
