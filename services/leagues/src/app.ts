import { Router, type Express } from 'express';
import { createServiceApp } from '@hfl/kit';
import { DEFAULT_PUBLIC_URL, usageLimits, type LeaguesConfig } from './config';
import { createPeers } from './peers';
import { fantasyTeamsRouter } from './routes/fantasy-teams/fantasy-teams';
import { invitationsRouter } from './routes/invitations/invitations';
import { inviteLinksRouter } from './routes/invite-links/invite-links';
import { leagueDraftInfoRouter } from './routes/league-draft-info/league-draft-info';
import { leaguesRouter } from './routes/leagues/leagues';
import { leaguesExportRouter } from './routes/leagues-export/leagues-export';
import { ownerDashboardRouter } from './routes/owner-dashboard/owner-dashboard';
import { membersRouter } from './routes/members/members';
import { pendingMembersRouter } from './routes/pending-members/pending-members';
import { usersRouter } from './routes/users/users';

export const SERVICE_NAME = 'leagues';

/** Builds the leagues service (leagues, memberships, invitations, fantasy teams); server.ts starts it. */
export function buildApp(config: LeaguesConfig): Express {
  const router = Router();
  const peers = createPeers(config);
  const limits = usageLimits(config);
  router.use(usersRouter({ peers }));
  // First: GET /leagues/memberships/me would otherwise be read as GET /leagues/:leagueId.
  router.use(membersRouter({ peers }));
  router.use(leaguesExportRouter({ peers }));
  router.use(ownerDashboardRouter({ peers }));
  router.use(leaguesRouter({ peers, limits }));
  router.use(pendingMembersRouter({ peers }));
  router.use(invitationsRouter({ peers, publicUrl: config.PUBLIC_URL ?? DEFAULT_PUBLIC_URL, limits }));
  router.use(inviteLinksRouter({ peers }));
  router.use(fantasyTeamsRouter({ peers }));
  router.use(leagueDraftInfoRouter({ peers }));
  return createServiceApp({ name: SERVICE_NAME, internalTokenSecret: config.INTERNAL_TOKEN_SECRET, router });
}
