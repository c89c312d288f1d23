import type { Agenda } from 'agenda';
import { logger } from '@hfl/kit';
import { purgeUnconfirmed } from '../registration/unconfirmed-registrations';

export const PURGE_UNCONFIRMED_JOB = 'users.purgeUnconfirmed';
export const PURGE_UNCONFIRMED_INTERVAL = '1 hour';

/** The `users.purgeUnconfirmed` job group, run every hour inside the accounts process. */
export async function schedulePurgeUnconfirmed(agenda: Agenda, ttlMs: number): Promise<void> {
  agenda.define(PURGE_UNCONFIRMED_JOB, async () => {
    const purged = await purgeUnconfirmed(ttlMs);
    if (purged > 0) logger.info({ purged }, 'expired unconfirmed registrations purged');
  });
  await agenda.every(PURGE_UNCONFIRMED_INTERVAL, PURGE_UNCONFIRMED_JOB);
}
