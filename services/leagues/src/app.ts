import { Router, type Express } from 'express';
import { createServiceApp } from '@hfl/kit';
import type { LeaguesConfig } from './config';

export const SERVICE_NAME = 'leagues';

/** Builds the leagues service (leagues, memberships, invitations, fantasy teams); server.ts starts it. */
export function buildApp(config: LeaguesConfig): Express {
  // Resources arrive with their issues; until then only /health and the 404 envelope answer.
  const router = Router();
  return createServiceApp({ name: SERVICE_NAME, internalTokenSecret: config.INTERNAL_TOKEN_SECRET, router });
}
