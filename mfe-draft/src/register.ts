import { pageHandle, type RemoteRegistration } from '@hfl/shared-ui/core';

/**
 * The only module mfe-draft exposes: the draft room and the league admin's add/change-draft flow, both under the
 * URL space the shell gives this remote (`/leagues/:leagueId/draft`), and `/test`, the readiness check before a draft. Pages load on first visit and inject their own
 * reducer and saga.
 */
const registration: RemoteRegistration = {
  name: 'draft',
  routes: [
    {
      path: '/leagues/:leagueId/draft',
      handle: pageHandle('draft:room.title'),
      lazy: async () => ({ Component: (await import('./pages/draft-room/draft-room')).DraftRoomPage }),
    },
    {
      path: '/leagues/:leagueId/draft/schedule',
      handle: pageHandle('draft:schedule.pageTitle'),
      lazy: async () => ({ Component: (await import('./pages/schedule-draft/schedule-draft')).ScheduleDraftPage }),
    },
    {
      path: '/test',
      handle: pageHandle('draft:readiness.title'),
      lazy: async () => ({ Component: (await import('./pages/draft-test/draft-test')).DraftTestPage }),
    },
  ],
  // Only the page's language is fetched; the other when the user switches to it.
  i18n: {
    draft: {
      en: () => import('@hfl/contracts/locales/en/draft.json'),
      hu: () => import('@hfl/contracts/locales/hu/draft.json'),
    },
  },
};

export default registration;
