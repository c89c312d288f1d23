import { pageHandle } from '@hfl/shared-ui/core';
import type { RouteObject } from 'react-router';

/**
 * Finding, creating and joining leagues, invitations, and the league and team forms. Each page loads on its first
 * visit.
 */
export const leagueDiscoveryRoutes: RouteObject[] = [
  {
    path: '/leagues',
    handle: pageHandle('player:leagues.title', 'join_league'),
    lazy: async () => ({ Component: (await import('../pages/leagues/leagues')).LeaguesPage }),
  },
  {
    path: '/leagues/:leagueId/join',
    handle: pageHandle('common:home.joinLeague', 'join_league'),
    lazy: async () => ({ Component: (await import('../pages/league-join/league-join')).LeagueJoinPage }),
  },
  {
    path: '/leagues/:leagueId/join/:token',
    handle: pageHandle('player:invitation.title', 'join_league'),
    lazy: async () => ({ Component: (await import('../pages/invite-link/invite-link')).InviteLinkPage }),
  },
  {
    path: '/create-league',
    handle: pageHandle('player:createLeague.title', 'create_league'),
    lazy: async () => ({ Component: (await import('../pages/create-league/create-league')).CreateLeaguePage }),
  },
  {
    path: '/leagues/:leagueId/create-team',
    handle: pageHandle('player:createTeam.title'),
    lazy: async () => ({ Component: (await import('../pages/create-team/create-team')).CreateTeamPage }),
  },
  {
    path: '/invite/:leagueId',
    handle: pageHandle('player:inviteFriends.title'),
    lazy: async () => ({ Component: (await import('../pages/invite/invite')).InvitePage }),
  },
  {
    path: '/invitation/accept/:invitationId/:confirmationToken',
    handle: pageHandle('player:invitation.title'),
    lazy: async () => ({
      Component: (await import('../pages/accept-invitation/accept-invitation')).AcceptInvitationPage,
    }),
  },
  {
    path: '/leagues/:leagueId/edit',
    handle: pageHandle('player:editLeague.title'),
    lazy: async () => ({ Component: (await import('../pages/edit-league/edit-league')).EditLeaguePage }),
  },
  {
    path: '/teams/:teamId/edit',
    handle: pageHandle('player:editTeam.title'),
    lazy: async () => ({ Component: (await import('../pages/edit-team/edit-team')).EditTeamPage }),
  },
];

/** Visitors browse leagues from the navigation; signed-in users reach them through /secure (the "Leagues" item). */
