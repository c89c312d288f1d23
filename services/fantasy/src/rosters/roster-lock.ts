import { ConflictError } from '@hfl/kit';
import { uniqueLocks } from '../locks/unique-locks';
import { RosterLock } from '../models/unique-lock';

/** A change holds its rosters for milliseconds; a lock older than this was left by a process that died. */
export const STALE_LOCK_MS = 15_000;

/**
 * Runs a change while holding the locks of its rosters: every change of a roster's players runs inside (moves,
 * switches, cuts, picks and trades). A roster another change holds for more than 3 s answers "try again".
 */
export const withRosterLocks = uniqueLocks(RosterLock, {
  staleMs: STALE_LOCK_MS,
  waitMs: 3_000,
  retryMs: 25,
  busy: () => new ConflictError('errors:rosterBusy'),
});
