import type { RemoteRegistration } from '@hfl/shared-ui';
import { accountNav, accountRoutes } from './routes/account-routes';
import { leagueDiscoveryNav, leagueDiscoveryRoutes } from './routes/league-discovery-routes';
import { leagueNav, leagueRoutes } from './routes/league-routes';
import { notificationNav, notificationRoutes } from './routes/notification-routes';
import { publicNav, publicRoutes } from './routes/public-routes';
import { trophyNav, trophyRoutes } from './routes/trophy-routes';

/**
 * The only module mfe-player exposes. Pages load on first visit (route `lazy`), so this chunk
 * carries nothing but paths, nav entries and where the player namespace's language chunks are.
 */
const registration: RemoteRegistration = {
  name: 'player',
  routes: [
    ...publicRoutes,
    ...accountRoutes,
    ...leagueRoutes,
    ...leagueDiscoveryRoutes,
    ...notificationRoutes,
    ...trophyRoutes,
  ],
  nav: [...publicNav, ...accountNav, ...leagueNav, ...leagueDiscoveryNav, ...notificationNav, ...trophyNav],
  // Only the page's language is fetched; the other when the user switches to it.
  i18n: {
    player: {
      en: () => import('@hfl/contracts/locales/en/player.json'),
      hu: () => import('@hfl/contracts/locales/hu/player.json'),
    },
  },
};

export default registration;
