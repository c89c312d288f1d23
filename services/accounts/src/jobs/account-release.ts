import type { Agenda } from 'agenda';
import type { LeaguesClient } from '../peers/leagues';
import { releasePendingAccounts } from '../users/deleted-accounts';

export const RELEASE_SWEEP_JOB = 'users.releaseInLeagues';
export const RELEASE_SWEEP_INTERVAL = '1 minute';

/** The account-deletion sweep: every minute, leagues is told again of deleted accounts it has not confirmed yet. */
export async function scheduleReleaseSweep(agenda: Agenda, leagues: LeaguesClient): Promise<void> {
  agenda.define(RELEASE_SWEEP_JOB, async () => {
    await releasePendingAccounts(leagues);
  });
  await agenda.every(RELEASE_SWEEP_INTERVAL, RELEASE_SWEEP_JOB);
}
