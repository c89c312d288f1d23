import { Router, type Express } from 'express';
import { createServiceApp } from '@hfl/kit';
import type { FantasyConfig } from './config';

export const SERVICE_NAME = 'fantasy';

/** Builds the fantasy service's HTTP API (draft, rosters, trades, games); the worker runs its jobs. */
export function buildApp(config: FantasyConfig): Express {
  // Resources arrive with their issues; until then only /health and the 404 envelope answer.
  const router = Router();
  return createServiceApp({ name: SERVICE_NAME, internalTokenSecret: config.INTERNAL_TOKEN_SECRET, router });
}
