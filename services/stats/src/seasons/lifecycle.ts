import mongoose from 'mongoose';
import {
  canFinishSeason,
  canFreezeWeek,
  canLockWeek,
  canStartWeek,
  roundState,
  type Season,
  type SeasonState,
} from '@hfl/contracts';
import { ConflictError, isDuplicateKeyError } from '@hfl/kit';
import { SeasonModel, SeasonTransition } from '../models/season';
import type { Fantasy } from '../peers/fantasy';
import { recalculatePoints } from '../scoring/points';
import { lifecycleSet, stateOf, toSeason, type LifecycleState, type StoredSeason } from './season-access';

export type SeasonAction = 'startWeek' | 'freezeWeek' | 'lockWeek' | 'finish';

/**
 * Applies one lifecycle change. The transition to the next version is inserted first: the unique (season, version)
 * index lets exactly one of several concurrent clicks through (FerretDB's conditional updates are not atomic), the
 * others get 409. The season is then brought to that state; if this second write is lost, the next read repairs it
 * from the transition.
 */
async function applyTransition(
  season: StoredSeason,
  action: SeasonAction,
  state: LifecycleState,
): Promise<StoredSeason> {
  const version = season.version + 1;
  try {
    await SeasonTransition.create({ seasonId: season._id, version, action, state });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError('errors:conflict');
    throw error;
  }
  const $set = lifecycleSet(season._id, state, version);
  // Never over a later version (a slow write after the next change): reads repair from the transitions anyway.
  await SeasonModel.updateOne({ _id: season._id, version: mongoose.trusted({ $lt: version }) }, { $set });
  return { ...season, ...$set };
}

/** The lifecycle state as a transition stores it. */
const lifecycleOf = (state: SeasonState): LifecycleState => ({
  status: state.status,
  currentWeek: state.currentWeek,
  isWeekActive: state.isWeekActive,
  frozenWeeks: [...state.frozenWeeks],
});

/** Rounds 1..n. */
const roundsUpTo = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

/** The next round becomes the active one; the season is ongoing; fantasy is told (it keeps the round's lineups). */
export async function startWeek(season: StoredSeason, fantasy: Fantasy): Promise<Season> {
  const state = stateOf(season);
  if (!canStartWeek(state)) throw new ConflictError('errors:weekNotStartable');
  const next = {
    ...lifecycleOf(state),
    status: 'ongoing' as const,
    currentWeek: state.currentWeek + 1,
    isWeekActive: true,
  };
  const started = await applyTransition(season, 'startWeek', next);
  await fantasy.roundStarted(season._id.toHexString(), next.currentWeek);
  return toSeason(started);
}

/** The active round is frozen (its statistics still open). */
export async function freezeWeek(season: StoredSeason): Promise<Season> {
  const state = stateOf(season);
  if (!canFreezeWeek(state)) throw new ConflictError('errors:weekNotFreezable');
  const next = { ...lifecycleOf(state), isWeekActive: false, frozenWeeks: [...state.frozenWeeks, state.currentWeek] };
  return toSeason(await applyTransition(season, 'freezeWeek', next));
}

/** Locks round n (the active one or a frozen one): its points are final, so they are recomputed and fantasy told. */
export async function lockWeek(season: StoredSeason, n: number, fantasy: Fantasy): Promise<Season> {
  const state = stateOf(season);
  if (!canLockWeek(state, n)) throw new ConflictError('errors:weekNotLockable');
  const next =
    roundState(state, n) === 'frozen'
      ? { ...lifecycleOf(state), frozenWeeks: state.frozenWeeks.filter((week) => week !== n) }
      : { ...lifecycleOf(state), isWeekActive: false };
  // Scored before the lock: a configuration that cannot score the round refuses the lock rather than half-doing it.
  await recalculatePoints(season._id, [n]);
  const locked = await applyTransition(season, 'lockWeek', next);
  await fantasy.weekPointsChanged(season._id.toHexString(), [n]);
  return toSeason(locked);
}

/** The season is finished (the active slot freed). */
export async function finishSeason(season: StoredSeason): Promise<Season> {
  const state = stateOf(season);
  if (!canFinishSeason(state)) throw new ConflictError('errors:seasonNotFinishable');
  return toSeason(await applyTransition(season, 'finish', { ...lifecycleOf(state), status: 'finished' }));
}

/** After a score configuration change: every statistic of the season scored again, fantasy told of the played rounds. */
export async function recalculateSeason(season: StoredSeason, fantasy: Fantasy): Promise<Season> {
  await recalculatePoints(season._id);
  await fantasy.weekPointsChanged(season._id.toHexString(), roundsUpTo(season.currentWeek));
  return toSeason(season);
}
