import { Router, type Express } from 'express';
import { createServiceApp } from '@hfl/kit';
import type { StatsConfig } from './config';
import { scoreConfigsRouter } from './routes/score-configs/score-configs';

export const SERVICE_NAME = 'stats';

/** Builds the stats service (real teams, players, schedule, stats, scoring); server.ts starts it. */
export function buildApp(config: StatsConfig): Express {
  const router = Router();
  router.use(scoreConfigsRouter());
  return createServiceApp({ name: SERVICE_NAME, internalTokenSecret: config.INTERNAL_TOKEN_SECRET, router });
}
