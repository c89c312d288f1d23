import { logger } from '@hfl/kit';
import type { LeaguesClient } from '../peers/leagues';
import { User } from '../models/user';

const RELEASE_BATCH = 100;

/**
 * After an account is deleted, leagues must let go of it (pending memberships and their slots, leagues where the user
 * was alone). The obligation is recorded in the same single-document update that deletes the account
 * (`leaguesReleasePending`), so it cannot be lost between two services without a transaction: the deletion tries at
 * once, and the sweep job (jobs/account-release.ts) retries every minute until leagues confirms (its clean-up is idempotent).
 */
export async function releaseInLeagues(leagues: LeaguesClient, userId: string, byOwner = false): Promise<boolean> {
  if (!(await leagues.releaseDeletedUser(userId, byOwner))) return false;
  await User.updateOne({ _id: userId }, { $set: { leaguesReleasePending: false } });
  return true;
}

/** One sweep: every deleted account leagues has not confirmed yet. Answers how many were released. */
export async function releasePendingAccounts(leagues: LeaguesClient): Promise<number> {
  const pending = await User.find({ leaguesReleasePending: true }, { _id: 1, deletedByOwner: 1 }).limit(RELEASE_BATCH);
  let released = 0;
  for (const user of pending) if (await releaseInLeagues(leagues, user.id as string, user.deletedByOwner)) released++;
  if (released < pending.length)
    logger.warn({ waiting: pending.length - released }, 'deleted accounts still held in leagues');
  return released;
}
