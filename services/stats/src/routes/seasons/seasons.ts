import { Router } from 'express';
import {
  seasonPointsQuerySchema,
  seasonSchema,
  seasonScheduleSchema,
  weekParamsSchema,
  type SeasonPayload,
  type SeasonPointsQuery,
  type SeasonSchedulePayload,
} from '@hfl/contracts';
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

  router.get('/seasons/:id/points', allowVisitors, loadSeason, validate(seasonPointsQuerySchema, 'query'), async (_req, res) => {
    const { week } = res.locals.query as SeasonPointsQuery;
    res.json(await seasonWeekPoints(seasonSlot.get(res), week));
  });

  // Fantasy reads a round's points to score its rosters: peers only.
  router.get(
    '/internal/seasons/:id/weeks/:n/player-points',
    requireService,
    loadSeason,
    validate(weekParamsSchema, 'params'),
    async (_req, res) => {
      const { n } = res.locals.params as { n: number };
      res.json(await seasonWeekPlayerPoints(seasonSlot.get(res), n));
    },
  );

  router.post('/seasons', requireSuperAdmin, validate(seasonSchema, 'body', undefined, seasonCreateContext), async (req, res) => {
    res.status(201).json(await createSeason(req.body as SeasonPayload));
  });

  router.post(
    '/seasons/:id',
    requireSuperAdmin,
    loadSeason,
    refuseFinishedSeason,
    validate(seasonSchema, 'body', undefined, (_req, res) => seasonEditContext(seasonSlot.get(res))),
    async (req, res) => {
      res.json(await updateSeason(seasonSlot.get(res), req.body as SeasonPayload));
    },
  );

  router.post(
    '/seasons/:id/schedule',
    requireSuperAdmin,
    loadSeason,
    refuseFinishedSeason,
    validate(seasonScheduleSchema),
    async (req, res) => {
      res.json(await replaceSchedule(seasonSlot.get(res), (req.body as SeasonSchedulePayload).games));
    },
  );

  return router;
}
