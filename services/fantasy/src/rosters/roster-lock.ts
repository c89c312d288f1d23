import { randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import { ConflictError, isDuplicateKeyError } from '@hfl/kit';
import { RosterLock } from '../models/roster-lock';

/** A change holds its rosters for milliseconds; a lock older than this was left by a process that died. */
export const STALE_LOCK_MS = 15_000;
/** How long a change waits for a roster another change holds before answering "try again". */
const WAIT_MS = 3_000;
const RETRY_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes one roster's lock, waiting while another change holds it; a stale lock is taken over. */
async function acquire(rosterId: Types.ObjectId, holder: string): Promise<void> {
  const giveUpAt = Date.now() + WAIT_MS;
  for (;;) {
    try {
      await RosterLock.create({ _id: rosterId, holder, at: new Date() });
      return;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const held = await RosterLock.findById(rosterId).lean();
    if (held && Date.now() - held.at.getTime() > STALE_LOCK_MS) {
      // Only that stale holder's lock is removed; two takers racing here both retry the insert, one wins.
      await RosterLock.deleteOne({ _id: rosterId, holder: held.holder });
      continue;
    }
    if (Date.now() > giveUpAt) throw new ConflictError('errors:rosterBusy');
    await sleep(RETRY_MS);
  }
}

/**
 * Runs `change` while holding the locks of `rosterIds` (taken in id order, so two changes of the same two rosters
 * cannot each hold one and wait for the other), and releases them after, whatever happens. Every change of a
 * roster's players runs inside: moves, switches, cuts, picks and trades.
 */
export async function withRosterLocks<T>(rosterIds: readonly Types.ObjectId[], change: () => Promise<T>): Promise<T> {
  const holder = randomUUID();
  const ids = [...new Map(rosterIds.map((id) => [id.toHexString(), id])).entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, id]) => id);
  const held: Types.ObjectId[] = [];
  try {
    for (const id of ids) {
      await acquire(id, holder);
      held.push(id);
    }
    return await change();
  } finally {
    await Promise.all(held.map((id) => RosterLock.deleteOne({ _id: id, holder })));
  }
}
