import type { Db } from 'mongodb';
import { startServiceJobs, type ServiceJobs } from '@hfl/kit';
import { alertsSecret, type AccountsConfig } from '../config';
import { createTransport } from '../mail/transports';
import type { LeaguesClient } from '../peers/leagues';
import { scheduleReleaseSweep } from './account-release';
import { defineAlertJobs, scheduleDailySummary } from './alerts';
import { defineBulkMessageJobs, resumeBulkSends } from './bulk-messages';
import { defineMailJobs, SWEEP_INTERVAL, SWEEP_JOB, type MailJobOptions } from './mail';
import { schedulePurgeUnconfirmed } from './unconfirmed-purge';

/** E-mail goes out within a couple of seconds of being queued; nothing in accounts needs tighter timing. */
const PROCESS_EVERY = '2 seconds';

/** Its agenda is given to the app (buildApp's deps) to schedule e-mails and bulk sends on. */
export type AccountsJobs = ServiceJobs;

/**
 * Agenda inside the accounts process, on its own database: the mail jobs and, given the leagues client (the server
 * always gives it), the sweep that finishes deleted accounts' clean-up in leagues, and (given its lifetime) the purge
 * of expired unconfirmed registrations: every job is registered here, one group per file beside it.
 * Started after mongoose has connected (Agenda connects in its constructor).
 */
export async function startJobs(
  db: Db,
  config: Pick<AccountsConfig, 'SENDGRID_API_KEY' | 'MAIL_FROM' | 'INTERNAL_TOKEN_SECRET'> &
    Partial<Pick<AccountsConfig, 'UNCONFIRMED_REGISTRATION_TTL_MS' | 'PUBLIC_URL' | 'ALERTS_UNSUBSCRIBE_SECRET'>>,
  mail: Partial<MailJobOptions> = {},
  leagues?: LeaguesClient,
): Promise<AccountsJobs> {
  const transport = createTransport(config);
  return startServiceJobs({
    db,
    name: 'accounts',
    processEvery: PROCESS_EVERY,
    define: (agenda) => {
      defineMailJobs(agenda, { transport, ...mail });
      defineBulkMessageJobs(agenda, {
        transport: mail.transport ?? transport,
        publicUrl: config.PUBLIC_URL ?? 'http://localhost:3000',
        // A test's short lock (Agenda keeps a timer of half of it running after the job).
        ...(mail.lockLifetime ? { lockLifetime: mail.lockLifetime } : {}),
      });
      defineAlertJobs(agenda, {
        transport: mail.transport ?? transport,
        publicUrl: config.PUBLIC_URL ?? 'http://localhost:3000',
        secret: alertsSecret(config),
        ...(mail.lockLifetime ? { lockLifetime: mail.lockLifetime } : {}),
      });
    },
    schedule: async (agenda) => {
      await agenda.every(SWEEP_INTERVAL, SWEEP_JOB);
      if (leagues) await scheduleReleaseSweep(agenda, leagues);
      if (config.UNCONFIRMED_REGISTRATION_TTL_MS)
        await schedulePurgeUnconfirmed(agenda, config.UNCONFIRMED_REGISTRATION_TTL_MS);
      await resumeBulkSends(agenda);
      await scheduleDailySummary(agenda);
    },
  });
}
