import { Router, type RequestHandler } from 'express';
import mongoose from 'mongoose';
import {
  gameLabel,
  parseUtcDateTime,
  seasonPointsQuerySchema,
  seasonSchema,
  seasonScheduleSchema,
  validateWith,
  weekParamsSchema,
  type Position,
  type SeasonPayload,
  type SeasonPointsQuery,
  type SeasonSchedulePayload,
  type SeasonValidationContext,
  type SeasonWeekPoints,
} from '@hfl/contracts';
import {
  allowVisitors,
  ConflictError,
  InputError,
  isDuplicateKeyError,
  NotFoundError,
  requireService,
  requireSuperAdmin,
  validate,
} from '@hfl/kit';
import { Game } from '../../models/game';
import { Player } from '../../models/player';
import { PlayerStat } from '../../models/player-stat';
import { ACTIVE_SEASON_KEY, SeasonModel } from '../../models/season';
import { compareNames, teamNames } from '../../player-views';
import { weekPlayerPoints } from '../../points';
import {
  loadCurrentSeason,
  loadSeason,
  repairSeason,
  seasonGames,
  seasonOf,
  toSeason,
  toSeasonListItem,
  type StoredSeason,
} from './season-access';
import { checkScheduleTeams, insertSchedule, normalizeSchedule, scheduleCounts, syncSchedule } from './schedule';

/** A finished season is history: neither its settings nor its schedule change. */
const refuseFinished: RequestHandler = (_req, res, next) => {
  if (seasonOf(res).status === 'finished') throw new ConflictError('errors:seasonFinished');
  next();
};

/** The rules' context for a stored season: an edit may keep a draft window that has passed. */
const editContext = (season: StoredSeason) =>
  ({ now: new Date(), storedDraftWindow: toSeasonListItem(season).draftWindow }) satisfies SeasonValidationContext;

/** The season's own fields of a payload (the schedule is stored apart, in `games`). */
function seasonFields(payload: Omit<SeasonPayload, 'games'>) {
  return {
    startsAt: payload.startsAt,
    endsAt: payload.endsAt,
    // Valid by the schema, so the instants parse.
    draftWindow: {
      startDate: parseUtcDateTime(payload.draftWindow.startDate)!,
      endDate: parseUtcDateTime(payload.draftWindow.endDate)!,
    },
    nbPlayoffWeeks: payload.nbPlayoffWeeks,
    nbMaxFantasyTeams: payload.nbMaxFantasyTeams,
  };
}

async function reloaded(season: StoredSeason): Promise<StoredSeason> {
  const fresh = await SeasonModel.findById(season._id).lean<StoredSeason>();
  if (!fresh) throw new NotFoundError();
  return repairSeason(fresh);
}

/** Seasons and schedules (owner-back-office sections 3–5): read by everyone, written by the SUPER_ADMIN. */
export function seasonsRouter(): Router {
  const router = Router();

  router.get('/seasons', allowVisitors, async (_req, res) => {
    const seasons = await SeasonModel.find({}).sort({ startsAt: -1, _id: -1 }).lean<StoredSeason[]>();
    // Only the season not finished can have a lifecycle change to catch up on.
    const repaired = await Promise.all(
      seasons.map((season) => (season.activeKey === ACTIVE_SEASON_KEY ? repairSeason(season) : season)),
    );
    res.json(repaired.map(toSeasonListItem));
  });

  router.get('/seasons/current', allowVisitors, loadCurrentSeason, async (_req, res) => {
    res.json(await toSeason(seasonOf(res)));
  });

  router.get('/seasons/latest', allowVisitors, async (_req, res) => {
    const latest = await SeasonModel.findOne({}).sort({ startsAt: -1, _id: -1 }).lean<StoredSeason>();
    if (!latest) throw new NotFoundError();
    res.json(await toSeason(await repairSeason(latest)));
  });

  router.get('/seasons/:id', allowVisitors, loadSeason, async (_req, res) => {
    res.json(await toSeason(seasonOf(res)));
  });

  router.get('/seasons/:id/points', allowVisitors, loadSeason, validate(seasonPointsQuerySchema, 'query'), async (_req, res) => {
    const season = seasonOf(res);
    const { week } = res.locals.query as SeasonPointsQuery;
    const [games, stats] = await Promise.all([
      seasonGames(season._id, week),
      PlayerStat.find({ seasonId: season._id, week }, { playerId: 1, teamId: 1, gameId: 1, position: 1, points: 1 }).lean(),
    ]);
    const [players, teams] = await Promise.all([
      Player.find({ _id: mongoose.trusted({ $in: stats.map((stat) => stat.playerId) }) }, { name: 1 }).lean(),
      teamNames(stats.map((stat) => stat.teamId)),
    ]);
    const names = new Map(players.map((player) => [player._id.toHexString(), player.name]));
    const labels = new Map(games.map((game) => [game.id, gameLabel(game.team1.name, game.team2.name)]));
    const body: SeasonWeekPoints = {
      week,
      games,
      players: stats
        .map((stat) => {
          const teamId = stat.teamId.toHexString();
          const teamName = teams.get(teamId);
          return {
            id: stat.playerId.toHexString(),
            name: names.get(stat.playerId.toHexString()) ?? '',
            position: stat.position as Position,
            team: teamName === undefined ? null : { id: teamId, name: teamName },
            game: labels.get(stat.gameId.toHexString()) ?? '',
            fantasy_points: stat.points,
          };
        })
        .sort((a, b) => b.fantasy_points - a.fantasy_points || compareNames(a.name, b.name)),
    };
    res.json(body);
  });

  // Fantasy reads a round's points to score its rosters: peers only.
  router.get(
    '/internal/seasons/:id/weeks/:n/player-points',
    requireService,
    loadSeason,
    validate(weekParamsSchema, 'params'),
    async (_req, res) => {
      const { n } = res.locals.params as { n: number };
      res.json(await weekPlayerPoints(seasonOf(res)._id, n));
    },
  );

  router.post(
    '/seasons',
    requireSuperAdmin,
    validate(seasonSchema, 'body', undefined, () => ({ now: new Date() }) satisfies SeasonValidationContext),
    async (req, res) => {
      const payload = req.body as SeasonPayload;
      const games = normalizeSchedule(payload.games);
      await checkScheduleTeams(games);
      let season;
      try {
        season = await SeasonModel.create({
          ...seasonFields(payload),
          ...scheduleCounts(games),
          activeKey: ACTIVE_SEASON_KEY,
        });
      } catch (error) {
        // The unique active slot: another season is not finished yet (or was created a moment ago).
        if (isDuplicateKeyError(error)) throw new ConflictError('errors:seasonActiveExists');
        throw error;
      }
      try {
        await insertSchedule(season._id, games);
      } catch (error) {
        // No season without its schedule: give the active slot back.
        await Promise.all([SeasonModel.deleteOne({ _id: season._id }), Game.deleteMany({ seasonId: season._id })]);
        throw error;
      }
      res.status(201).json(await toSeason(season.toObject() as StoredSeason));
    },
  );

  router.post(
    '/seasons/:id',
    requireSuperAdmin,
    loadSeason,
    refuseFinished,
    validate(seasonSchema, 'body', undefined, (_req, res) => editContext(seasonOf(res))),
    async (req, res) => {
      const season = seasonOf(res);
      const payload = req.body as SeasonPayload;
      const games = normalizeSchedule(payload.games);
      await checkScheduleTeams(games);
      await syncSchedule(season, games);
      await SeasonModel.updateOne({ _id: season._id }, { $set: { ...seasonFields(payload), ...scheduleCounts(games) } });
      res.json(await toSeason(await reloaded(season)));
    },
  );

  router.post(
    '/seasons/:id/schedule',
    requireSuperAdmin,
    loadSeason,
    refuseFinished,
    validate(seasonScheduleSchema),
    async (req, res) => {
      const season = seasonOf(res);
      const games = normalizeSchedule((req.body as SeasonSchedulePayload).games);
      // The season's rules hold for the new schedule too (playoff weeks, max fantasy teams).
      const merged = await validateWith(seasonSchema, { ...toSeasonListItem(season), games }, editContext(season));
      if (!merged.ok) throw new InputError(merged.violations);
      await checkScheduleTeams(games);
      await syncSchedule(season, games);
      await SeasonModel.updateOne({ _id: season._id }, { $set: scheduleCounts(games) });
      res.json(await toSeason(await reloaded(season)));
    },
  );

  return router;
}
