/**
 * What the microfrontends may use of react-i18next, shared under the key 'react-i18next' (see react-router-facade.ts
 * for why a facade): the hook, the provider and the i18next plugin, not Trans and the SSR helpers (over half the
 * library), and the context that shared-ui's language hooks read the provider's instance from. A remote importing
 * something not listed here fails its build (exportsPresence: 'error'): add it here.
 */
export { I18nContext, I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-unshared';
