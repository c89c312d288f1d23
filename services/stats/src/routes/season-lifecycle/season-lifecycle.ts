import { Router } from 'express';
import { weekParamsSchema } from '@hfl/contracts';
import { requireSuperAdmin, validate } from '@hfl/kit';
import type { Fantasy } from '../../peers/fantasy';
import { finishSeason, freezeWeek, lockWeek, recalculateSeason, startWeek } from '../../seasons/lifecycle';
import { loadCurrentSeason, seasonSlot } from '../../seasons/season-access';

/** The owner drives the current season (section 4); each action only when the shared guards allow it. */
export function seasonLifecycleRouter({ fantasy }: { fantasy: Fantasy }): Router {
  const router = Router();
  const current = [requireSuperAdmin, loadCurrentSeason];
  const weekParams = validate(weekParamsSchema, 'params');

  router.post('/seasons/current/start-week', ...current, async (_req, res) => {
    res.json(await startWeek(seasonSlot.get(res), fantasy));
  });

  router.post('/seasons/current/weeks/current/freeze', ...current, async (_req, res) => {
    res.json(await freezeWeek(seasonSlot.get(res)));
  });

  // Locks round n (the active one or a frozen one): its points are final, so they are recomputed and fantasy told.
  router.post('/seasons/current/weeks/:n/finish', ...current, weekParams, async (_req, res) => {
    const { n } = weekParams.valueOf(res);
    res.json(await lockWeek(seasonSlot.get(res), n, fantasy));
  });

  router.post('/seasons/current/finish', ...current, async (_req, res) => {
    res.json(await finishSeason(seasonSlot.get(res)));
  });

  // After a score configuration change: every statistic of the season scored again, fantasy told of the played rounds.
  router.post('/seasons/current/recalculate', ...current, async (_req, res) => {
    res.json(await recalculateSeason(seasonSlot.get(res), fantasy));
  });

  return router;
}
