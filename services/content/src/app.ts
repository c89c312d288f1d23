import { Router, type Express } from 'express';
import { createServiceApp } from '@hfl/kit';
import type { ContentConfig } from './config';
import { createPeers } from './peers';
import { adsRouter } from './routes/ads/ads';
import { blogPostsRouter } from './routes/blog-posts/blog-posts';
import { filesRouter } from './routes/files/files';
import { settingsRouter } from './routes/settings/settings';
import { teamLogosRouter } from './routes/team-logos/team-logos';

export const SERVICE_NAME = 'content';

/** Builds the content service (settings, blog, ads, files, team logos; FAQ later); server.ts starts it. */
export function buildApp(config: ContentConfig): Express {
  const peers = createPeers(config);
  const router = Router();
  router.use(settingsRouter());
  router.use(blogPostsRouter(peers));
  router.use(adsRouter());
  router.use(filesRouter());
  router.use(teamLogosRouter());
  return createServiceApp({ name: SERVICE_NAME, internalTokenSecret: config.INTERNAL_TOKEN_SECRET, router });
}
