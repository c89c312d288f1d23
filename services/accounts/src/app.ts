import { Router, type Express } from 'express';
import type { Agenda } from 'agenda';
import { createPublisher, createServiceApp, devMailboxEnabled } from '@hfl/kit';
import { alertsSecret, type AccountsConfig } from './config';
import { createPeers, type Peers } from './peers';
import { createUserDirectory } from './owner-users/directory';
import { accountLimits } from './limits/account-limits';
import { authRouter } from './routes/auth/auth';
import { bulkMessagesRouter } from './routes/bulk-messages/bulk-messages';
import { emailTemplatesRouter } from './routes/email-templates/email-templates';
import { emailAlertsRouter } from './routes/email-alerts/email-alerts';
import { emailChangeRouter } from './routes/email-change/email-change';
import { invitationsRouter } from './routes/invitations/invitations';
import { ownerDashboardRouter } from './routes/owner-dashboard/owner-dashboard';
import { notificationsRouter } from './routes/notifications/notifications';
import { outboxRouter } from './routes/outbox/outbox';
import { ownerUsersRouter } from './routes/owner-users/owner-users';
import { passwordRouter } from './routes/password/password';
import { registrationRouter } from './routes/registration/registration';
import { unsubscribeRouter } from './routes/unsubscribe/unsubscribe';
import { userNamesRouter } from './routes/user-names/user-names';
import { usersRouter } from './routes/users/users';

export const SERVICE_NAME = 'accounts';

export interface AccountsDeps {
  /** The peer services' clients (built from the config when not given). */
  peers?: Peers;
  /**
   * The running jobs' Agenda (server.ts starts the jobs first): e-mails and bulk sends are scheduled on it. Without
   * it (tests, a stack without jobs) they are stored and wait for the jobs: the mail sweep, the bulk sends' resume.
   */
  agenda?: Agenda;
}

/** Builds the accounts service (users, credentials, notifications); server.ts starts it (with its jobs). */
export function buildApp(config: AccountsConfig, { peers = createPeers(config), agenda }: AccountsDeps = {}): Express {
  const { leagues, fantasy, content } = peers;
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
  router.use(registrationRouter({ publicUrl, limits, unconfirmedTtlMs, agenda }));
  // Before the users router: its POST /users/:id would otherwise take /users/reset-password.
  router.use(passwordRouter({ publicUrl, limits, publisher, agenda }));
  router.use(emailChangeRouter({ publicUrl, limits, publisher, agenda }));
  router.use(notificationsRouter({ publisher, agenda }));
  router.use(emailAlertsRouter());
  router.use(usersRouter({ publisher, leagues, limits }));
  // After the users router: DELETE /users/me is the user's own; DELETE /users/:id the owner's.
  router.use(ownerUsersRouter({ directory: createUserDirectory({ leagues, fantasy }, config), leagues }));
  router.use(invitationsRouter({ agenda }));
  router.use(userNamesRouter());
  router.use(ownerDashboardRouter());
  router.use(emailTemplatesRouter({ content }));
  router.use(bulkMessagesRouter({ publicUrl, agenda }));
  router.use(unsubscribeRouter({ secret: alertsSecret(config) }));
  // The outbox is a development aid, only when asked for; production mail is only in SendGrid's hands and the database.
  if (devMailboxEnabled(config)) router.use(outboxRouter());
  return createServiceApp({ name: SERVICE_NAME, internalTokenSecret: config.INTERNAL_TOKEN_SECRET, router });
}
