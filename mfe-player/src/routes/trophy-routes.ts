import { pageHandle } from '@hfl/shared-ui/core';
import type { RouteObject } from 'react-router';

/**
 * The user's trophy cabinet (/trophies, for a signed-in user) and a trophy's own page, which anyone with its link can
 * read (a visitor too: it is what a shared trophy opens).
 */
export const trophyRoutes: RouteObject[] = [
  {
    path: '/trophies',
    // The spec's "trophy room" ad page is the cabinet.
    handle: pageHandle('player:trophies.title', 'trophy_room'),
    lazy: async () => ({ Component: (await import('../pages/trophies/trophies')).TrophiesPage }),
  },
  {
    path: '/trophies/:lang/:trophyId',
    handle: pageHandle('player:pageTitle.trophy'),
    lazy: async () => ({ Component: (await import('../pages/trophy/trophy')).TrophyPage }),
  },
];
