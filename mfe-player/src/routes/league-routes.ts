import type { RouteObject } from 'react-router';
import { memberPageHandle } from './memberships-on-arrival';

/**
 * The member's area: league home and standings, the role dashboards, My Team and the teams' rosters, the players page,
 * the game center and settings (league administration).
 * /secure, where the member arrives, is an account route. Each page loads on its first visit.
 */
export const leagueRoutes: RouteObject[] = [
  {
    path: '/leagues/:leagueId',
    handle: memberPageHandle('player:dashboard.leagueHome', 'league', { onTeamClock: true }),
    lazy: async () => ({ Component: (await import('../pages/league-home/league-home')).LeagueHomePage }),
  },
  {
    path: '/league-admin/dashboard',
    handle: memberPageHandle('player:pageTitle.adminDashboard'),
    lazy: async () => ({ Component: (await import('../pages/dashboards/dashboards')).AdminDashboardPage }),
  },
  {
    path: '/league-user/dashboard',
    handle: memberPageHandle('player:pageTitle.userDashboard'),
    lazy: async () => ({ Component: (await import('../pages/dashboards/dashboards')).UserDashboardPage }),
  },
  {
    path: '/players',
    handle: memberPageHandle('player:players.title', 'players', { onTeamClock: true }),
    lazy: async () => ({ Component: (await import('../pages/players/players')).PlayersPage }),
  },
  {
    path: '/team',
    handle: memberPageHandle('player:team.title', 'team', { onTeamClock: true }),
    lazy: async () => ({ Component: (await import('../pages/team/team')).TeamPage }),
  },
  {
    path: '/leagues/:leagueId/standings',
    handle: memberPageHandle('player:standings.title', 'league'),
    lazy: async () => ({ Component: (await import('../pages/standings/standings')).StandingsPage }),
  },
  {
    path: '/game-center',
    handle: memberPageHandle('player:gameCenter.title', 'game_center'),
    lazy: async () => ({ Component: (await import('../pages/game-center/game-center')).GameCenterPage }),
  },
  {
    path: '/leagues/:leagueId/team/:teamId/roster',
    handle: memberPageHandle('player:pageTitle.roster', 'team', { onTeamClock: true }),
    lazy: async () => ({ Component: (await import('../pages/roster/roster')).RosterPage }),
  },
  {
    path: '/settings',
    handle: memberPageHandle('player:settings.title'),
    lazy: async () => ({ Component: (await import('../pages/settings/settings')).SettingsPage }),
  },
];
