import type { RemoteRegistration } from '@hfl/shared-ui';
import en from '@hfl/contracts/locales/en/owner.json' with { type: 'json' };
import hu from '@hfl/contracts/locales/hu/owner.json' with { type: 'json' };

/**
 * The only module mfe-owner exposes. Pages load on first visit; the settings and leagues pages inject their
 * own reducers and sagas, so nothing of the back-office weighs on a visitor's first page.
 */
const registration: RemoteRegistration = {
  name: 'owner',
  routes: [
    {
      path: '/owner',
      lazy: async () => ({ Component: (await import('./pages/owner-layout/owner-layout')).OwnerLayout }),
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./pages/owner-home/owner-home')).OwnerHomePage }) },
        { path: 'settings', lazy: async () => ({ Component: (await import('./pages/settings/settings')).SettingsPage }) },
        { path: 'leagues', lazy: async () => ({ Component: (await import('./pages/leagues/leagues')).OwnerLeaguesPage }) },
        {
          path: 'leagues/:id',
          lazy: async () => ({ Component: (await import('./pages/league-detail/league-detail')).OwnerLeagueDetailPage }),
        },
        {
          path: 'leagues/:id/description',
          lazy: async () => ({
            Component: (await import('./pages/league-description/league-description')).OwnerLeagueDescriptionPage,
          }),
        },
      ],
    },
  ],
  nav: [{ to: '/owner', labelKey: 'common:nav.owner', audience: 'superAdmin', order: 95 }],
  i18n: { en: { owner: en }, hu: { owner: hu } },
};

export default registration;
