import { Router, type Request, type RequestHandler } from 'express';
import {
  leagueCreateSchema,
  leagueListQuerySchema,
  leagueUpdateSchema,
  MAX_SLIDES,
  ownerLeagueCreateSchema,
  TOTAL_COUNT_HEADER,
} from '@hfl/contracts';
import {
  allowVisitors,
  callerId,
  callerLocale,
  imageUpload,
  isSuperAdmin,
  requireSuperAdmin,
  requireUser,
  validate,
} from '@hfl/kit';
import type { UsageLimits } from '../../config';
import { closeLeague } from '../../leagues/close-league';
import { createLeague } from '../../leagues/create-league';
import { leagueSlot, loadLeague, requireLeagueAdmin } from '../../leagues/league-access';
import { leagueDetails, listLeagues, type Viewer } from '../../leagues/list-leagues';
import { updateLeague } from '../../leagues/update-league';
import type { Peers } from '../../peers';
import { uploadsOf } from '../../uploads';

/** A league form's pictures: its slides, and the creator's team logo. */
const leagueUpload = imageUpload({ maxFiles: MAX_SLIDES + 1 });

const validateOwnerLeague = validate(ownerLeagueCreateSchema);
const validatePlayerLeague = validate(leagueCreateSchema);
/** The SUPER_ADMIN creates leagues from the back office and plays no team in them; a player creates one with theirs. */
const validateLeagueCreate: RequestHandler = (req, res, next) =>
  (isSuperAdmin(req) ? validateOwnerLeague : validatePlayerLeague)(req, res, next);

const viewerOf = (req: Request): Viewer => ({ userId: req.identity?.userId, locale: callerLocale(req) });

export interface LeaguesRouterOptions {
  peers: Peers;
  limits: Pick<UsageLimits, 'leaguesCreated'>;
}

export function leaguesRouter({ peers, limits }: LeaguesRouterOptions): Router {
  const router = Router();
  const listQuery = validate(leagueListQuerySchema, 'query');
  const updateBody = validate(leagueUpdateSchema);

  /** Anyone: a page of the leagues whose name contains the term (ignoring case), oldest first (the ID column). */
  router.get('/leagues', allowVisitors, listQuery, async (req, res) => {
    const { rows, total } = await listLeagues(listQuery.valueOf(res), viewerOf(req), peers);
    res.set(TOTAL_COUNT_HEADER, String(total)).json(rows);
  });

  /** A user creates a league and runs it with their team; the SUPER_ADMIN creates one nobody runs yet. */
  router.post('/leagues', requireUser, leagueUpload, validateLeagueCreate, async (req, res) => {
    const creator = { userId: callerId(req), locale: callerLocale(req), superAdmin: isSuperAdmin(req) };
    const payload = creator.superAdmin ? validateOwnerLeague.valueOf(res) : validatePlayerLeague.valueOf(res);
    const league = await createLeague(payload, creator, uploadsOf(res), { content: peers.content, limits });
    res.status(201).json({ id: league.id as string });
  });

  router.get('/leagues/:leagueId', allowVisitors, loadLeague, async (req, res) => {
    res.json(await leagueDetails(leagueSlot.get(res), viewerOf(req), peers));
  });

  /** The admin edits name, size, description and slides (the slide list replaces the old one). */
  router.post(
    '/leagues/:leagueId/update',
    requireUser,
    loadLeague,
    requireLeagueAdmin,
    leagueUpload,
    updateBody,
    async (req, res) => {
      res.json(await updateLeague(leagueSlot.get(res), updateBody.valueOf(res), uploadsOf(res), viewerOf(req), peers));
    },
  );

  /**
   * The owner's Manage League form (multipart: every league field, slides as `images[i][id|title|image]`): the
   * admin's update and its rules; answers the league's id.
   */
  router.post(
    '/owner/leagues/:leagueId/update',
    requireSuperAdmin,
    loadLeague,
    leagueUpload,
    updateBody,
    async (req, res) => {
      const league = await updateLeague(
        leagueSlot.get(res),
        updateBody.valueOf(res),
        uploadsOf(res),
        viewerOf(req),
        peers,
      );
      res.json({ id: league.id });
    },
  );

  /** The admin deletes the league with everything in it. */
  router.delete('/leagues/:leagueId', requireUser, loadLeague, requireLeagueAdmin, async (req, res) => {
    await closeLeague(leagueSlot.get(res), callerId(req), peers);
    res.status(204).end();
  });

  return router;
}
