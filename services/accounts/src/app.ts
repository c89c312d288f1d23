import { Router, type Express } from 'express';
import { createPublisher, createServiceApp } from '@hfl/kit';
import type { AccountsConfig } from './config';
import { authRouter } from './routes/auth/auth';
import { usersRouter } from './routes/users/users';

export const SERVICE_NAME = 'accounts';

/** Builds the accounts service (users, credentials); server.ts starts it. */
export function buildApp(config: AccountsConfig): Express {
  const publisher = createPublisher({ bffUrl: config.BFF_URL, service: SERVICE_NAME, secret: config.INTERNAL_TOKEN_SECRET });
  const router = Router();
  router.use(authRouter());
  router.use(usersRouter({ publisher }));
  return createServiceApp({ name: SERVICE_NAME, internalTokenSecret: config.INTERNAL_TOKEN_SECRET, router });
}
