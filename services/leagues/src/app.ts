import { Router, type Express } from 'express';
import { createServiceApp } from '@hfl/kit';
import { DEFAULT_ACCOUNTS_URL, DEFAULT_PUBLIC_URL, type LeaguesConfig } from './config';
import { fantasyTeamsRouter } from './routes/fantasy-teams/fantasy-teams';
import { invitationsRouter } from './routes/invitations/invitations';
import { leaguesRouter } from './routes/leagues/leagues';
import { membersRouter } from './routes/members/members';
import { pendingMembersRouter } from './routes/pending-members/pending-members';

export const SERVICE_NAME = 'leagues';

/** Builds the leagues service (leagues, memberships, invitations, fantasy teams); server.ts starts it. */
export function buildApp(config: LeaguesConfig): Express {
  const router = Router();
  // First: GET /leagues/memberships/me would otherwise be read as GET /leagues/:id.
  router.use(membersRouter());
  router.use(leaguesRouter());
  router.use(pendingMembersRouter());
  router.use(
    invitationsRouter({
      accountsUrl: config.ACCOUNTS_URL ?? DEFAULT_ACCOUNTS_URL,
      publicUrl: config.PUBLIC_URL ?? DEFAULT_PUBLIC_URL,
      internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
    }),
  );
  router.use(fantasyTeamsRouter());
  return createServiceApp({ name: SERVICE_NAME, internalTokenSecret: config.INTERNAL_TOKEN_SECRET, router });
}
