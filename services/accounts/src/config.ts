import { createHmac } from 'node:crypto';
import * as yup from 'yup';
import { SERVICE_PORTS } from '@hfl/contracts';
import { devMailboxConfigShape, httpUrl, loadConfig, publicUrlSetting, serviceConfigSchema } from '@hfl/kit';
import { DEFAULT_MAIL_FROM } from './mail/transports';
import { limitConfigFields } from './limits/account-limits';

export const accountsConfigSchema = serviceConfigSchema.shape({
  /** Where people open the app: the base of every link in an e-mail. */
  PUBLIC_URL: publicUrlSetting('http://localhost:3000'),
  /** With a key, e-mail goes out through SendGrid; without one it stays in the outbox (/dev/mailbox). */
  SENDGRID_API_KEY: yup.string().optional(),
  MAIL_FROM: yup.string().default(DEFAULT_MAIL_FROM),
  /** Signs the e-mail alerts' unsubscribe links; without it, a key derived from INTERNAL_TOKEN_SECRET. */
  ALERTS_UNSUBSCRIBE_SECRET: yup.string().min(32).optional(),
  /** GET /dev/outbox, for the BFF's dev mailbox on the same machine; never in production. */
  ...devMailboxConfigShape,
  /** How long a registration may wait for its confirmation; then it is as if it never was, and it is purged. */
  UNCONFIRMED_REGISTRATION_TTL_MS: yup
    .number()
    .integer()
    .min(60_000)
    .default(7 * 24 * 60 * 60 * 1000),
  ...limitConfigFields,
  /** Leagues owns memberships: asked before an account is deleted, and told after. */
  LEAGUES_URL: httpUrl('LEAGUES_URL').default(`http://127.0.0.1:${SERVICE_PORTS.leagues}`),
  /** Fantasy owns drafts: the owner's users filter asks it for each league's draft of the current real season. */
  FANTASY_URL: httpUrl('FANTASY_URL').default(`http://127.0.0.1:${SERVICE_PORTS.fantasy}`),
  /** How long the owner users table keeps the peers' facts (ms; served up to twice as old while one call reloads). */
  OWNER_USERS_FACTS_FRESH_MS: yup.number().integer().min(0).default(10_000),
  /** How long the owner users table keeps the user list (ms; this process forgets it after its own changes). */
  OWNER_USERS_LIST_FRESH_MS: yup.number().integer().min(0).default(10_000),
  /** Content stores the bulk-message templates' header images. */
  CONTENT_URL: httpUrl('CONTENT_URL').default(`http://127.0.0.1:${SERVICE_PORTS.content}`),
});
export type AccountsConfig = yup.InferType<typeof accountsConfigSchema>;

/** Validated at boot; a bad environment stops the service with every problem listed. */
export function loadAccountsConfig(env: Record<string, string | undefined> = process.env): AccountsConfig {
  return loadConfig(accountsConfigSchema, env, { PORT: SERVICE_PORTS.accounts, MONGO_DB: 'hfl_accounts' });
}

/** The key of the alerts' unsubscribe links (alerts/unsubscribe-token.ts). */
export function alertsSecret(
  config: Pick<AccountsConfig, 'ALERTS_UNSUBSCRIBE_SECRET' | 'INTERNAL_TOKEN_SECRET'>,
): string {
  return (
    config.ALERTS_UNSUBSCRIBE_SECRET ??
    createHmac('sha256', config.INTERNAL_TOKEN_SECRET).update('email-alerts-unsubscribe').digest('hex')
  );
}
