import type { RemoteRegistration } from '@hfl/shared-ui';
import en from '@hfl/contracts/locales/en/player.json' with { type: 'json' };
import hu from '@hfl/contracts/locales/hu/player.json' with { type: 'json' };

/**
 * The only module mfe-player exposes. Pages load on first visit (route `lazy`), so this chunk
 * carries nothing but paths, nav entries and the player namespace.
 */
const registration: RemoteRegistration = {
  name: 'player',
  routes: [
    { path: '/', lazy: async () => ({ Component: (await import('./pages/home/home')).HomePage }) },
    { path: '/login', lazy: async () => ({ Component: (await import('./pages/login/login')).LoginPage }) },
    { path: '/secure', lazy: async () => ({ Component: (await import('./pages/secure/secure')).SecurePage }) },
    { path: '/logout', lazy: async () => ({ Component: (await import('./pages/logout/logout')).LogoutPage }) },
    { path: '/faq', lazy: async () => ({ Component: (await import('./pages/faq/faq')).FaqPage }) },
  ],
  nav: [
    { to: '/', labelKey: 'common:nav.home', audience: 'all', order: 0 },
    { to: '/secure', labelKey: 'common:nav.leagues', audience: 'user', order: 10 },
    { to: '/faq', labelKey: 'common:nav.faq', audience: 'all', order: 80 },
    { to: '/login', labelKey: 'common:nav.login', audience: 'visitor', order: 90 },
    { to: '/logout', labelKey: 'common:nav.logout', audience: 'user', order: 100 },
  ],
  i18n: { en: { player: en }, hu: { player: hu } },
};

export default registration;
