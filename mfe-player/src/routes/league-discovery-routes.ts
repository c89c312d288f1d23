import type { AdPage } from '@hfl/contracts';
import type { NavItem } from '@hfl/shared-ui';
import type { RouteObject } from 'react-router';

/** A page's ad slots: the shell's layout reads `adPage` from the matched route's handle and shows its banners. */
const ads = (adPage: AdPage) => ({ adPage });

/**
 * Finding, creating and joining leagues, invitations, and the league and team forms. Each page loads on its first
 * visit.
 */
export const leagueDiscoveryRoutes: RouteObject[] = [
  {
    path: '/leagues',
    handle: ads('join_league'),
    lazy: async () => ({ Component: (await import('../pages/leagues/leagues')).LeaguesPage }),
  },
  {
    path: '/leagues/:leagueId/join',
    handle: ads('join_league'),
    lazy: async () => ({ Component: (await import('../pages/league-join/league-join')).LeagueJoinPage }),
  },
  {
    path: '/leagues/:leagueId/join/:token',
    handle: ads('join_league'),
    lazy: async () => ({ Component: (await import('../pages/invite-link/invite-link')).InviteLinkPage }),
  },
  {
    path: '/create-league',
    handle: ads('create_league'),
    lazy: async () => ({ Component: (await import('../pages/create-league/create-league')).CreateLeaguePage }),
  },
  {
    path: '/leagues/:leagueId/create-team',
    lazy: async () => ({ Component: (await import('../pages/create-team/create-team')).CreateTeamPage }),
  },
  { path: '/invite/:leagueId', lazy: async () => ({ Component: (await import('../pages/invite/invite')).InvitePage }) },
  {
    path: '/invitation/accept/:invitationId/:confirmationToken',
    lazy: async () => ({
      Component: (await import('../pages/accept-invitation/accept-invitation')).AcceptInvitationPage,
    }),
  },
  {
    path: '/leagues/:leagueId/edit',
    lazy: async () => ({ Component: (await import('../pages/edit-league/edit-league')).EditLeaguePage }),
  },
  {
    path: '/teams/:teamId/edit',
    lazy: async () => ({ Component: (await import('../pages/edit-team/edit-team')).EditTeamPage }),
  },
];

/** Visitors browse leagues from the navigation; signed-in users reach them through /secure (the "Leagues" item). */
export const leagueDiscoveryNav: NavItem[] = [
  { to: '/leagues', labelKey: 'common:nav.leagues', audience: 'visitor', order: 10 },
];
