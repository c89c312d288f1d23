import { Router } from 'express';
import { allowVisitors, callerId, callerLocale, objectIdParam, requireUser } from '@hfl/kit';
import type { Leagues } from '../../peers/leagues';
import { markTrophyViewed, myTrophies, oneTrophy, teamTrophies } from '../../trophies/views';

/**
 * Trophies (player-app.md sections 2 "Trophies and trophy detail", 3 Trophy, 7): the caller's cabinet, a team's
 * trophies of a league season, one trophy for anyone with its link (the shared page), and the manager's word that he
 * saw it.
 */
export function trophiesRouter({ leagues }: { leagues: Leagues }): Router {
  const router = Router();

  router.get('/trophies/me', requireUser, async (req, res) => {
    res.json(await myTrophies({ id: callerId(req), locale: callerLocale(req) }));
  });

  router.get('/trophies/:seasonId/:teamId', requireUser, async (req, res) => {
    const seasonId = objectIdParam(req, 'seasonId');
    const teamId = objectIdParam(req, 'teamId').toHexString();
    res.json(await teamTrophies(leagues, seasonId, teamId, { id: callerId(req), locale: callerLocale(req) }));
  });

  router.get('/trophies/:id', allowVisitors, async (req, res) => {
    res.json(
      await oneTrophy(leagues, objectIdParam(req, 'id'), { id: req.identity?.userId, locale: callerLocale(req) }),
    );
  });

  router.post('/trophies/:id/mark-viewed', requireUser, async (req, res) => {
    res.json(
      await markTrophyViewed(leagues, objectIdParam(req, 'id'), { id: callerId(req), locale: callerLocale(req) }),
    );
  });

  return router;
}
