import { ConflictError } from '@hfl/kit';
import { markCardPending } from '../lineups/lineups';
import { uniqueLocks } from '../locks/unique-locks';
import { Roster } from '../models/roster';
import { RosterLock } from '../models/unique-lock';

/** A change holds its rosters for milliseconds; a lock older than this was left by a process that died. */
export const STALE_LOCK_MS = 15_000;

/**
 * Runs a change while holding the locks of its rosters: every change of a roster's players runs inside (moves,
 * switches, cuts, picks and trades). A roster another change holds for more than 3 s answers "try again".
 * A change writes its RosterPlayer documents and the roster's card together, so a holder that died may have left
 * them apart: before its lock is taken over the card is marked pending, and the change taking over reads the truth.
 * The answer does not wait for the release.
 */
export const withRosterLocks = uniqueLocks(RosterLock, {
  staleMs: STALE_LOCK_MS,
  waitMs: 3_000,
  retryMs: 25,
  busy: () => new ConflictError('errors:rosterBusy'),
  releaseInBackground: true,
  beforeTakeover: async (rosterId) => {
    const roster = await Roster.findById(rosterId, { leagueSeasonId: 1, fantasyTeamId: 1 }).lean();
    if (roster) await markCardPending(roster);
  },
});
