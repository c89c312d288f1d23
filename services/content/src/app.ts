import { Router, type Express } from 'express';
import { createServiceApp } from '@hfl/kit';
import type { ContentConfig } from './config';
import { settingsRouter } from './routes/settings/settings';

export const SERVICE_NAME = 'content';

/** Builds the content service (settings now; blog, FAQ, ads, files later); server.ts starts it. */
export function buildApp(config: ContentConfig): Express {
  const router = Router();
  router.use(settingsRouter());
  return createServiceApp({ name: SERVICE_NAME, internalTokenSecret: config.INTERNAL_TOKEN_SECRET, router });
}
