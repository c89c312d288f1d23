import { Router } from 'express';
import { seasonPointsQuerySchema, seasonSchema, seasonScheduleSchema, weekParamsSchema } from '@hfl/contracts';
import { allowVisitors, requireService, requireSuperAdmin, validate } from '@hfl/kit';
import { loadCurrentSeason, loadSeason, refuseFinishedSeason, seasonSlot, toSeason } from '../../seasons/season-access';
import {
  createSeason,
  latestSeason,
  listSeasons,
  replaceSchedule,
  seasonCreateContext,
  seasonEditContext,
  seasonWeekPlayerPoints,
  seasonWeekPoints,
  updateSeason,
} from '../../seasons/seasons';

/** Seasons and schedules (owner-back-office sections 3–5): read by everyone, written by the SUPER_ADMIN. */
export function seasonsRouter(): Router {
  const router = Router();
  const pointsQuery = validate(seasonPointsQuerySchema, 'query');
  const weekParams = validate(weekParamsSchema, 'params');
  const createBody = validate(seasonSchema, 'body', undefined, seasonCreateContext);
  const editBody = validate(seasonSchema, 'body', undefined, (_req, res) => seasonEditContext(seasonSlot.get(res)));
  const scheduleBody = validate(seasonScheduleSchema);

  router.get('/seasons', allowVisitors, async (_req, res) => {
    res.json(await listSeasons());
  });

  router.get('/seasons/current', allowVisitors, loadCurrentSeason, async (_req, res) => {
    res.json(await toSeason(seasonSlot.get(res)));
  });

  router.get('/seasons/latest', allowVisitors, async (_req, res) => {
    res.json(await latestSeason());
  });

  router.get('/seasons/:id', allowVisitors, loadSeason, async (_req, res) => {
    res.json(await toSeason(seasonSlot.get(res)));
  });

  router.get('/seasons/:id/points', allowVisitors, loadSeason, pointsQuery, async (_req, res) => {
    const { week } = pointsQuery.valueOf(res);
    res.json(await seasonWeekPoints(seasonSlot.get(res), week));
  });

  // Fantasy reads a round's points to score its rosters: peers only.
  router.get(
    '/internal/seasons/:id/weeks/:n/player-points',
    requireService,
    loadSeason,
    weekParams,
    async (_req, res) => {
      const { n } = weekParams.valueOf(res);
      res.json(await seasonWeekPlayerPoints(seasonSlot.get(res), n));
    },
  );

  router.post('/seasons', requireSuperAdmin, createBody, async (_req, res) => {
    res.status(201).json(await createSeason(createBody.valueOf(res)));
  });

  router.post('/seasons/:id', requireSuperAdmin, loadSeason, refuseFinishedSeason, editBody, async (_req, res) => {
    res.json(await updateSeason(seasonSlot.get(res), editBody.valueOf(res)));
  });

  router.post(
    '/seasons/:id/schedule',
    requireSuperAdmin,
    loadSeason,
    refuseFinishedSeason,
    scheduleBody,
    async (_req, res) => {
      res.json(await replaceSchedule(seasonSlot.get(res), scheduleBody.valueOf(res).games));
    },
  );

  return router;
}
