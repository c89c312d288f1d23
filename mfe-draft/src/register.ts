import { pageHandle, type RemoteRegistration } from '@hfl/shared-ui';
import en from '@hfl/contracts/locales/en/draft.json' with { type: 'json' };
import hu from '@hfl/contracts/locales/hu/draft.json' with { type: 'json' };

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
  i18n: { en: { draft: en }, hu: { draft: hu } },
};

export default registration;
