import { Router, type Express } from 'express';
import { createServiceApp } from '@hfl/kit';
import type { LeaguesConfig } from './config';
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
  return createServiceApp({ name: SERVICE_NAME, internalTokenSecret: config.INTERNAL_TOKEN_SECRET, router });
}
