import { Router, type Request, type Response } from 'express';
import {
  playerListQuerySchema,
  rosterActivityQuerySchema,
  rosterAddSchema,
  rosterMoveSchema,
  TOTAL_COUNT_HEADER,
} from '@hfl/contracts';
import { callerId, objectIdParam, requireUser, validate, type Notifier } from '@hfl/kit';
import { leagueIdSlot, leagueParam, loadSeasonParam, seasonSlot } from '../../league-seasons/access';
import type { Leagues } from '../../peers/leagues';
import type { Stats } from '../../peers/stats';
import {
  currentSeasonSlot,
  loadCurrentSeasonIfAny,
  loadLeagueTeams,
  loadOwnRoster,
  requireLeagueMember,
  rosterSlot,
  teamsSlot,
} from '../../rosters/access';
import { leagueActivity } from '../../rosters/activity-log';
import { movePlayer, switchPlayers, type RosterChange } from '../../rosters/changes';
import { cutRosterPlayer } from '../../season-flow/roster-cut';
import { addUnlessWaived } from '../../waivers/free-agency';
import { freeAgents } from '../../rosters/free-agents';
import { leagueRosters, myRoster, teamRoster, type LeagueRead } from '../../rosters/reads';

interface Deps {
  leagues: Leagues;
  stats: Stats;
  notifier: Notifier;
}

/**
 * The managers' side of the season (player-app.md sections 2, 3, 4, 5, 7): rosters read by the league's members and
 * the owner, changed (move, switch, cut, add, add and drop) by their own manager only while open; the free agents; the league's
 * activity.
 */
export function rostersRouter({ leagues, stats, notifier }: Deps): Router {
  const router = Router();
  const moveBody = validate(rosterMoveSchema);
  const addBody = validate(rosterAddSchema);
  const freeAgentsQuery = validate(playerListQuerySchema, 'query');
  const activityQuery = validate(rosterActivityQuerySchema, 'query');

  const member = [requireUser, leagueParam, loadLeagueTeams(leagues), requireLeagueMember];
  const current = [...member, loadCurrentSeasonIfAny];
  const read = (req: Request, res: Response): LeagueRead => ({
    season: currentSeasonSlot.find(res) ?? seasonSlot.find(res) ?? null,
    teams: teamsSlot.get(res),
    callerId: req.identity?.userId,
  });

  router.get('/leagues/:leagueId/rosters', ...current, async (req, res) => {
    res.json(await leagueRosters(stats, read(req, res)));
  });

  router.get('/leagues/:leagueId/rosters/me', ...current, async (req, res) => {
    res.json(await myRoster(stats, read(req, res)));
  });

  router.get('/leagues/:leagueId/rosters/season/:seasonId', ...member, loadSeasonParam, async (req, res) => {
    res.json(await leagueRosters(stats, read(req, res)));
  });

  router.get('/leagues/:leagueId/rosters/:teamId', ...current, async (req, res) => {
    res.json(await teamRoster(stats, read(req, res), objectIdParam(req, 'teamId').toHexString()));
  });

  router.get('/leagues/:leagueId/available-players', ...current, freeAgentsQuery, async (req, res) => {
    const { total, players } = await freeAgents(stats, read(req, res), freeAgentsQuery.valueOf(res));
    res.set(TOTAL_COUNT_HEADER, String(total)).json(players);
  });

  router.get('/leagues/:leagueId/activity', ...member, activityQuery, async (_req, res) => {
    res.json(await leagueActivity(stats, leagueIdSlot.get(res), teamsSlot.get(res), activityQuery.valueOf(res)));
  });

  const own = [requireUser, loadOwnRoster(leagues)];
  const change = (req: Request, res: Response): RosterChange => ({
    roster: rosterSlot.get(res),
    season: seasonSlot.get(res),
    teams: teamsSlot.get(res),
    userId: callerId(req),
  });

  router.post('/rosters/:rosterId/players/:rosterPlayerId/move', ...own, moveBody, async (req, res) => {
    const rosterPlayerId = objectIdParam(req, 'rosterPlayerId').toHexString();
    res.json(await movePlayer(stats, change(req, res), rosterPlayerId, moveBody.valueOf(res)));
  });

  router.post('/rosters/:rosterId/switch-players/:a/:b', ...own, async (req, res) => {
    const [a, b] = [objectIdParam(req, 'a').toHexString(), objectIdParam(req, 'b').toHexString()];
    res.json(await switchPlayers(stats, change(req, res), a, b));
  });

  router.delete('/rosters/:rosterId/players/:rosterPlayerId', ...own, async (req, res) => {
    const rosterPlayerId = objectIdParam(req, 'rosterPlayerId').toHexString();
    res.json(await cutRosterPlayer({ stats, leagues, notifier }, change(req, res), rosterPlayerId));
  });

  router.post('/rosters/:rosterId/players/:playerId', ...own, async (req, res) => {
    const playerId = objectIdParam(req, 'playerId').toHexString();
    res.status(201).json(await addUnlessWaived({ stats, leagues, notifier }, change(req, res), playerId));
  });

  router.post('/rosters/:rosterId/adds', ...own, addBody, async (req, res) => {
    const { playerId, drop } = addBody.valueOf(res);
    res.status(201).json(await addUnlessWaived({ stats, leagues, notifier }, change(req, res), playerId, drop));
  });

  return router;
}
