import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '@hfl/contracts';
import type { NamespaceLoaders } from '@hfl/shared-ui';

/**
 * Big texts (legal documents, page texts, FAQ answers) stay out of the register chunk: the page loads its
 * namespace in the current language on first render, and again when the language changes to one not yet
 * loaded. Returns whether the namespace is there; until then the page shows a Spinner. A chunk that fails
 * to load is thrown to the route's error element, like a page chunk that failed.
 */
export function useLazyNamespace(ns: string, loaders: NamespaceLoaders): boolean {
  // Subscribes to language changes, so the check below runs again in the new language.
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const loaded = i18n.hasResourceBundle(locale, ns);
  const [, setAdded] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    if (loaded) return;
    let live = true;
    loaders[locale]().then(
      (bundle) => {
        i18n.addResourceBundle(locale, ns, bundle.default, true, true);
        if (live) setAdded((count) => count + 1);
      },
      (error: unknown) => {
        if (live) setFailure(error ?? new Error(`namespace ${ns} failed to load`));
      },
    );
    return () => {
      live = false;
    };
  }, [i18n, loaded, loaders, locale, ns]);

  if (failure) throw failure;
  return loaded;
}
