import { ConflictError } from '@hfl/kit';
import { uniqueLocks } from '../locks/unique-locks';
import { WaiverRunLock } from '../models/unique-lock';

/**
 * A league season's waiver lock (`waiver_run_locks`, a unique insert per league season): a run holds it while it
 * decides the claims, and switching waivers off holds it while it closes them, so the two never interleave. A second
 * worker (FerretDB's Agenda may hand one job to two) or the sweep waits and then finds the period done. A holder that
 * died leaves its lock, taken over once stale.
 */
export const withRunLock = uniqueLocks(WaiverRunLock, {
  staleMs: 120_000,
  waitMs: 1_000,
  retryMs: 100,
  busy: () => new ConflictError('errors:rosterBusy'),
});

/**
 * The run's own take of that lock: a run finding it held gives way at once (its holder is the same run handed to a
 * second worker, which decides it, or a switch-off, which closes the period), rather than holding a job's turn.
 */
export const withRunLockOrBusy = uniqueLocks(WaiverRunLock, {
  staleMs: 120_000,
  waitMs: 0,
  retryMs: 100,
  busy: () => new ConflictError('errors:rosterBusy'),
});
