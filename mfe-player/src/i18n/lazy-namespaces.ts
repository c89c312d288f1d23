import type { NamespaceLoaders } from '@hfl/shared-ui';

/** The lazily loaded namespaces of mfe-player's pages; each language is its own chunk. */

export const faqNamespace: NamespaceLoaders = {
  en: () => import('@hfl/contracts/locales/en/faq.json'),
  hu: () => import('@hfl/contracts/locales/hu/faq.json'),
};

export const legalNamespace: NamespaceLoaders = {
  en: () => import('@hfl/contracts/locales/en/legal.json'),
  hu: () => import('@hfl/contracts/locales/hu/legal.json'),
};

export const pagesNamespace: NamespaceLoaders = {
  en: () => import('@hfl/contracts/locales/en/pages.json'),
  hu: () => import('@hfl/contracts/locales/hu/pages.json'),
};
