import { Router, type Express } from 'express';
import { createPublisher, createServiceApp, devMailboxEnabled } from '@hfl/kit';
import type { AccountsConfig } from './config';
import { createFantasyClient, type FantasyClient } from './peers/fantasy';
import { createContent, type Content } from './peers/content';
import { createLeaguesClient, type LeaguesClient } from './peers/leagues';
import { createUserDirectory } from './owner-users/directory';
import { outboxRouter } from './mail/outbox-routes';
import { accountLimits } from './limits/account-limits';
import { authRouter } from './routes/auth/auth';
import { bulkMessagesRouter } from './routes/bulk-messages/bulk-messages';
import { emailTemplatesRouter } from './routes/email-templates/email-templates';
import { emailChangeRouter } from './routes/email-change/email-change';
import { invitationsRouter } from './routes/invitations/invitations';
import { ownerDashboardRouter } from './routes/owner-dashboard/owner-dashboard';
import { notificationsRouter } from './routes/notifications/notifications';
import { ownerUsersRouter } from './routes/owner-users/owner-users';
import { passwordRouter } from './routes/password/password';
import { registrationRouter } from './routes/registration/registration';
import { unsubscribeRouter } from './routes/unsubscribe/unsubscribe';
import { userNamesRouter } from './routes/user-names/user-names';
import { usersRouter } from './routes/users/users';

export const SERVICE_NAME = 'accounts';

/** Builds the accounts service (users, credentials, notifications); server.ts starts it (with its jobs). */
export function buildApp(
  config: AccountsConfig,
  leagues: LeaguesClient = createLeaguesClient({ baseUrl: config.LEAGUES_URL, secret: config.INTERNAL_TOKEN_SECRET }),
  fantasy: FantasyClient = createFantasyClient({ baseUrl: config.FANTASY_URL, secret: config.INTERNAL_TOKEN_SECRET }),
  content: Content = createContent({
    contentUrl: config.CONTENT_URL,
    internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
  }),
): Express {
  const publisher = createPublisher({
    bffUrl: config.BFF_URL,
    service: SERVICE_NAME,
    secret: config.INTERNAL_TOKEN_SECRET,
  });
  const router = Router();
  const limits = accountLimits(config);
  const publicUrl = config.PUBLIC_URL;
  const unconfirmedTtlMs = config.UNCONFIRMED_REGISTRATION_TTL_MS;
  router.use(authRouter({ limits, unconfirmedTtlMs }));
  router.use(registrationRouter({ publicUrl, limits, unconfirmedTtlMs }));
  // Before the users router: its POST /users/:id would otherwise take /users/reset-password.
  router.use(passwordRouter({ publicUrl, limits, publisher }));
  router.use(emailChangeRouter({ publicUrl, limits, publisher }));
  router.use(notificationsRouter({ publisher }));
  router.use(usersRouter({ publisher, leagues, limits }));
  // After the users router: DELETE /users/me is the user's own; DELETE /users/:id the owner's.
  router.use(ownerUsersRouter({ directory: createUserDirectory({ leagues, fantasy }, config), leagues }));
  router.use(invitationsRouter());
  router.use(userNamesRouter());
  router.use(ownerDashboardRouter());
  router.use(emailTemplatesRouter({ content }));
  router.use(bulkMessagesRouter({ publicUrl }));
  router.use(unsubscribeRouter());
  // The outbox is a development aid, only when asked for; production mail is only in SendGrid's hands and the database.
  if (devMailboxEnabled(config)) router.use(outboxRouter());
  return createServiceApp({ name: SERVICE_NAME, internalTokenSecret: config.INTERNAL_TOKEN_SECRET, router });
}
