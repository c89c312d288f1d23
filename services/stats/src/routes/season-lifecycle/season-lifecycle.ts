import { Router, type Response } from 'express';
import mongoose from 'mongoose';
import {
  canFinishSeason,
  canFreezeWeek,
  canLockWeek,
  canStartWeek,
  roundState,
  weekParamsSchema,
  type SeasonState,
} from '@hfl/contracts';
import { ConflictError, isDuplicateKeyError, requireSuperAdmin, validate } from '@hfl/kit';
import type { Fantasy } from '../../fantasy';
import { SeasonModel, SeasonTransition } from '../../models/season';
import { recalculatePoints } from '../../points';
import {
  lifecycleSet,
  loadCurrentSeason,
  seasonOf,
  stateOf,
  toSeason,
  type LifecycleState,
  type StoredSeason,
} from '../seasons/season-access';

export type SeasonAction = 'startWeek' | 'freezeWeek' | 'lockWeek' | 'finish';

/**
 * Applies one lifecycle change. The transition to the next version is inserted first: the unique (season, version)
 * index lets exactly one of several concurrent clicks through (FerretDB's conditional updates are not atomic), the
 * others get 409. The season is then brought to that state; if this second write is lost, the next read repairs it
 * from the transition.
 */
async function applyTransition(season: StoredSeason, action: SeasonAction, state: LifecycleState): Promise<StoredSeason> {
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

/** The owner drives the current season (section 4); each action only when the shared guards allow it. */
export function seasonLifecycleRouter({ fantasy }: { fantasy: Fantasy }): Router {
  const router = Router();
  const current = [requireSuperAdmin, loadCurrentSeason];
  const answer = async (res: Response, season: StoredSeason) => res.json(await toSeason(season));

  router.post('/seasons/current/start-week', ...current, async (_req, res) => {
    const season = seasonOf(res);
    const state = stateOf(season);
    if (!canStartWeek(state)) throw new ConflictError('errors:weekNotStartable');
    const next = {
      ...lifecycleOf(state),
      status: 'ongoing' as const,
      currentWeek: state.currentWeek + 1,
      isWeekActive: true,
    };
    await answer(res, await applyTransition(season, 'startWeek', next));
  });

  router.post('/seasons/current/weeks/current/freeze', ...current, async (_req, res) => {
    const season = seasonOf(res);
    const state = stateOf(season);
    if (!canFreezeWeek(state)) throw new ConflictError('errors:weekNotFreezable');
    const next = { ...lifecycleOf(state), isWeekActive: false, frozenWeeks: [...state.frozenWeeks, state.currentWeek] };
    await answer(res, await applyTransition(season, 'freezeWeek', next));
  });

  // Locks round n (the active one or a frozen one): its points are final, so they are recomputed and fantasy told.
  router.post('/seasons/current/weeks/:n/finish', ...current, validate(weekParamsSchema, 'params'), async (_req, res) => {
    const season = seasonOf(res);
    const state = stateOf(season);
    const { n } = res.locals.params as { n: number };
    if (!canLockWeek(state, n)) throw new ConflictError('errors:weekNotLockable');
    const next =
      roundState(state, n) === 'frozen'
        ? { ...lifecycleOf(state), frozenWeeks: state.frozenWeeks.filter((week) => week !== n) }
        : { ...lifecycleOf(state), isWeekActive: false };
    const locked = await applyTransition(season, 'lockWeek', next);
    await recalculatePoints(season._id, [n]);
    await fantasy.weekPointsChanged(season._id.toHexString(), [n]);
    await answer(res, locked);
  });

  router.post('/seasons/current/finish', ...current, async (_req, res) => {
    const season = seasonOf(res);
    const state = stateOf(season);
    if (!canFinishSeason(state)) throw new ConflictError('errors:seasonNotFinishable');
    await answer(res, await applyTransition(season, 'finish', { ...lifecycleOf(state), status: 'finished' }));
  });

  // After a score configuration change: every statistic of the season scored again, fantasy told of the played rounds.
  router.post('/seasons/current/recalculate', ...current, async (_req, res) => {
    const season = seasonOf(res);
    await recalculatePoints(season._id);
    await fantasy.weekPointsChanged(season._id.toHexString(), roundsUpTo(season.currentWeek));
    await answer(res, season);
  });

  return router;
}
