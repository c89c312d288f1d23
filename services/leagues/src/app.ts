import { Router, type Express } from 'express';
import { createServiceApp } from '@hfl/kit';
import {
  DEFAULT_ACCOUNTS_URL,
  DEFAULT_CONTENT_URL,
  DEFAULT_FANTASY_URL,
  DEFAULT_PUBLIC_URL,
  usageLimits,
  type LeaguesConfig,
} from './config';
import { createContent } from './content';
import { createFantasy } from './fantasy';
import { createNotifier } from './notify';
import { createPeople } from './people';
import { fantasyTeamsRouter } from './routes/fantasy-teams/fantasy-teams';
import { invitationsRouter } from './routes/invitations/invitations';
import { leagueDraftInfoRouter } from './routes/league-draft-info/league-draft-info';
import { leaguesRouter } from './routes/leagues/leagues';
import { leaguesExportRouter } from './routes/leagues-export/leagues-export';
import { membersRouter } from './routes/members/members';
import { pendingMembersRouter } from './routes/pending-members/pending-members';
import { usersRouter } from './routes/users/users';

export const SERVICE_NAME = 'leagues';

/** Builds the leagues service (leagues, memberships, invitations, fantasy teams); server.ts starts it. */
export function buildApp(config: LeaguesConfig): Express {
  const router = Router();
  const accountsUrl = config.ACCOUNTS_URL ?? DEFAULT_ACCOUNTS_URL;
  const notifier = createNotifier({ accountsUrl, internalTokenSecret: config.INTERNAL_TOKEN_SECRET });
  const people = createPeople({ accountsUrl, internalTokenSecret: config.INTERNAL_TOKEN_SECRET });
  const content = createContent({
    contentUrl: config.CONTENT_URL ?? DEFAULT_CONTENT_URL,
    internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
  });
  const fantasy = createFantasy({
    fantasyUrl: config.FANTASY_URL ?? DEFAULT_FANTASY_URL,
    internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
  });
  const limits = usageLimits(config);
  router.use(usersRouter({ notifier, content }));
  // First: GET /leagues/memberships/me would otherwise be read as GET /leagues/:id.
  router.use(membersRouter({ notifier, people, content, fantasy }));
  router.use(leaguesExportRouter({ people, fantasy, content }));
  router.use(leaguesRouter({ notifier, people, fantasy, content, limits }));
  router.use(pendingMembersRouter({ notifier, people, content }));
  router.use(
    invitationsRouter({
      accountsUrl,
      publicUrl: config.PUBLIC_URL ?? DEFAULT_PUBLIC_URL,
      internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
      notifier,
      content,
      limits,
    }),
  );
  router.use(fantasyTeamsRouter({ people, content }));
  router.use(leagueDraftInfoRouter({ people }));
  return createServiceApp({ name: SERVICE_NAME, internalTokenSecret: config.INTERNAL_TOKEN_SECRET, router });
}
