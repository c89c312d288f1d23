import { pageHandle } from '@hfl/shared-ui/core';
import type { RouteObject } from 'react-router';

/**
 * The member's area: league home and standings, the role dashboards, My Team and the teams' rosters, the players page,
 * the game center and settings (league administration).
 * /secure, where the member arrives, is an account route. Each page loads on its first visit.
 */
export const leagueRoutes: RouteObject[] = [
  {
    path: '/leagues/:leagueId',
    handle: pageHandle('player:dashboard.leagueHome', 'league'),
    lazy: async () => ({ Component: (await import('../pages/league-home/league-home')).LeagueHomePage }),
  },
  {
    path: '/league-admin/dashboard',
    handle: pageHandle('player:pageTitle.adminDashboard'),
    lazy: async () => ({ Component: (await import('../pages/dashboards/dashboards')).AdminDashboardPage }),
  },
  {
    path: '/league-user/dashboard',
    handle: pageHandle('player:pageTitle.userDashboard'),
    lazy: async () => ({ Component: (await import('../pages/dashboards/dashboards')).UserDashboardPage }),
  },
  {
    path: '/players',
    handle: pageHandle('player:players.title', 'players'),
    lazy: async () => ({ Component: (await import('../pages/players/players')).PlayersPage }),
  },
  {
    path: '/team',
    handle: pageHandle('player:team.title', 'team'),
    lazy: async () => ({ Component: (await import('../pages/team/team')).TeamPage }),
  },
  {
    path: '/leagues/:leagueId/standings',
    handle: pageHandle('player:standings.title', 'league'),
    lazy: async () => ({ Component: (await import('../pages/standings/standings')).StandingsPage }),
  },
  {
    path: '/game-center',
    handle: pageHandle('player:gameCenter.title', 'game_center'),
    lazy: async () => ({ Component: (await import('../pages/game-center/game-center')).GameCenterPage }),
  },
  {
    path: '/leagues/:leagueId/team/:teamId/roster',
    handle: pageHandle('player:pageTitle.roster', 'team'),
    lazy: async () => ({ Component: (await import('../pages/roster/roster')).RosterPage }),
  },
  {
    path: '/settings',
    handle: pageHandle('player:settings.title'),
    lazy: async () => ({ Component: (await import('../pages/settings/settings')).SettingsPage }),
  },
];
