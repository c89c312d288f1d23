import { Router, type Express } from 'express';
import { createServiceApp } from '@hfl/kit';
import type { StatsConfig } from './config';

export const SERVICE_NAME = 'stats';

/** Builds the stats service (real teams, players, schedule, stats, scoring); server.ts starts it. */
export function buildApp(config: StatsConfig): Express {
  // Resources arrive with their issues; until then only /health and the 404 envelope answer.
  const router = Router();
  return createServiceApp({ name: SERVICE_NAME, internalTokenSecret: config.INTERNAL_TOKEN_SECRET, router });
}
