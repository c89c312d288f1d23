import { Router, type Express } from 'express';
import { createServiceApp } from '@hfl/kit';
import { DEFAULT_CONTENT_URL, DEFAULT_FANTASY_URL, type StatsConfig } from './config';
import { createContent } from './peers/content';
import { createFantasy, type Fantasy } from './peers/fantasy';
import { draftPoolRouter } from './routes/draft-pool/draft-pool';
import { gamesRouter } from './routes/games/games';
import { playersRouter } from './routes/players/players';
import { rostersRouter } from './routes/rosters/rosters';
import { seasonPlayersRouter } from './routes/season-players/season-players';
import { seasonLifecycleRouter } from './routes/season-lifecycle/season-lifecycle';
import { seasonsRouter } from './routes/seasons/seasons';
import { scoreConfigsRouter } from './routes/score-configs/score-configs';
import { statsImportRouter } from './routes/stats-import/stats-import';
import { teamsRouter } from './routes/teams/teams';

export const SERVICE_NAME = 'stats';

/** Peers the app talks to; a test may hand in its own (built from the config otherwise). */
export interface StatsDependencies {
  fantasy?: Fantasy;
}

/** Builds the stats service (real teams, players, schedule, stats, scoring); server.ts starts it. */
export function buildApp(config: StatsConfig, dependencies: StatsDependencies = {}): Express {
  const router = Router();
  const fantasy =
    dependencies.fantasy ??
    createFantasy({
      fantasyUrl: config.FANTASY_URL ?? DEFAULT_FANTASY_URL,
      internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
    });
  // Player photos live in content.
  const files = createContent({
    contentUrl: config.CONTENT_URL ?? DEFAULT_CONTENT_URL,
    internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
    service: SERVICE_NAME,
  });
  router.use(scoreConfigsRouter());
  router.use(teamsRouter({ files }));
  router.use(playersRouter({ files }));
  router.use(rostersRouter());
  // Lifecycle first: /seasons/current/... must not be read as a season id.
  router.use(seasonLifecycleRouter({ fantasy }));
  router.use(seasonsRouter());
  router.use(gamesRouter({ fantasy }));
  router.use(statsImportRouter({ fantasy }));
  router.use(draftPoolRouter());
  router.use(seasonPlayersRouter());
  return createServiceApp({ name: SERVICE_NAME, internalTokenSecret: config.INTERNAL_TOKEN_SECRET, router });
}
