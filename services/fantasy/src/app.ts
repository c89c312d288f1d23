import { Router, type Express } from 'express';
import { createServiceApp } from '@hfl/kit';
import { DEFAULT_STATS_URL, type FantasyConfig } from './config';
import { weekPointsRouter } from './routes/week-points/week-points';
import { createStats } from './stats';

export const SERVICE_NAME = 'fantasy';

/** Builds the fantasy service's HTTP API (draft, rosters, trades, games); the worker runs its jobs. */
export function buildApp(config: FantasyConfig): Express {
  const router = Router();
  const stats = createStats({ statsUrl: config.STATS_URL ?? DEFAULT_STATS_URL, internalTokenSecret: config.INTERNAL_TOKEN_SECRET });
  router.use(weekPointsRouter({ stats }));
  return createServiceApp({ name: SERVICE_NAME, internalTokenSecret: config.INTERNAL_TOKEN_SECRET, router });
}
