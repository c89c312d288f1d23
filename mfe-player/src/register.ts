import type { RemoteRegistration } from '@hfl/shared-ui';
import en from '@hfl/contracts/locales/en/player.json' with { type: 'json' };
import hu from '@hfl/contracts/locales/hu/player.json' with { type: 'json' };
import { accountNav, accountRoutes } from './routes/account-routes';
import { leagueDiscoveryNav, leagueDiscoveryRoutes } from './routes/league-discovery-routes';
import { leagueNav, leagueRoutes } from './routes/league-routes';
import { notificationNav, notificationRoutes } from './routes/notification-routes';
import { publicNav, publicRoutes } from './routes/public-routes';
import { trophyNav, trophyRoutes } from './routes/trophy-routes';

/**
 * The only module mfe-player exposes. Pages load on first visit (route `lazy`), so this chunk
 * carries nothing but paths, nav entries and the player namespace.
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
  i18n: { en: { player: en }, hu: { player: hu } },
};

export default registration;
