import type { RemoteRegistration } from '@hfl/shared-ui/core';
import { currentLeagueSaga } from './league/current-league-saga';
import { CURRENT_LEAGUE_KEY, currentLeagueReducer } from './league/current-league-slice';
import { accountRoutes } from './routes/account-routes';
import { leagueDiscoveryRoutes } from './routes/league-discovery-routes';
import { leagueRoutes } from './routes/league-routes';
import { membershipsOnArrival } from './routes/memberships-on-arrival';
import { notificationRoutes } from './routes/notification-routes';
import { publicRoutes } from './routes/public-routes';
import { trophyRoutes } from './routes/trophy-routes';

/**
 * The only module mfe-player exposes. Pages load on first visit (route `lazy`), so this chunk
 * carries the paths, where the player namespace's language chunks are, and the memberships' slice and saga, which
 * start reading as the remote arrives on a member's page. Its pages' navigation items are
 * the shell's (layout/site-nav.ts): the header shows them before this remote loads.
 * It and the route lists import `@hfl/shared-ui/core` only, which the shell has loaded: shared-ui's widgets would be
 * one more download before the first page's own could start.
 */
const routes = [
  ...publicRoutes,
  ...accountRoutes,
  ...leagueRoutes,
  ...leagueDiscoveryRoutes,
  ...notificationRoutes,
  ...trophyRoutes,
];

const registration: RemoteRegistration = {
  name: 'player',
  routes,
  reducers: { [CURRENT_LEAGUE_KEY]: currentLeagueReducer },
  // The memberships' saga first: the arrival's read is its to serve.
  sagas: [
    { key: CURRENT_LEAGUE_KEY, saga: currentLeagueSaga },
    { key: 'player/membershipsOnArrival', saga: () => membershipsOnArrival(routes) },
  ],
  // Only the page's language is fetched; the other when the user switches to it.
  i18n: {
    player: {
      en: () => import('@hfl/contracts/locales/en/player.json'),
      hu: () => import('@hfl/contracts/locales/hu/player.json'),
    },
  },
};

export default registration;
