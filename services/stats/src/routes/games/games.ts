import { Router, type RequestHandler, type Response } from 'express';
import mongoose, { type Types } from 'mongoose';
import {
  areGameStatsEditable,
  derivedStats,
  enteredStatKeys,
  fantasyPoints,
  gameDateSchema,
  gameScoresSchema,
  isGameDateEditable,
  missingStats,
  roundState,
  seasonName,
  type GameDatePayload,
  type GameDetails,
  type GamePlayerLine,
  type GameScoresPayload,
  type PlayerStats,
  type Position,
  type Violation,
} from '@hfl/contracts';
import {
  allowVisitors,
  bulkWriteInBatches,
  ConflictError,
  InputError,
  isDuplicateKeyError,
  NotFoundError,
  requireSuperAdmin,
  validate,
} from '@hfl/kit';
import type { Fantasy } from '../../fantasy';
import { Game, type GameFields } from '../../models/game';
import { Player } from '../../models/player';
import { PlayerStat } from '../../models/player-stat';
import { SeasonModel } from '../../models/season';
import { currentScoreConfig } from '../../points';
import { compareNames, comparePositions, teamNames } from '../../player-views';
import { objectIdParam } from '../id-param';
import { repairSeason, stateOf, type StoredSeason } from '../seasons/season-access';

type StoredGame = GameFields & { _id: Types.ObjectId };

interface LinePlayer {
  _id: Types.ObjectId;
  name: string;
  position: Position;
  jerseyNumber: number | null;
}

interface SheetLines {
  team1: LinePlayer[];
  team2: LinePlayer[];
}

const LINE_FIELDS = { name: 1, position: 1, jerseyNumber: 1 } as const;

const byPositionThenName = (a: LinePlayer, b: LinePlayer) =>
  comparePositions(a.position, b.position) || compareNames(a.name, b.name);

/** Loads `:id`'s game and its season (repaired) into res.locals. */
const loadGame: RequestHandler = async (req, res, next) => {
  const game = await Game.findById(objectIdParam(req, 'id')).lean<StoredGame>();
  if (!game) throw new NotFoundError();
  const season = await SeasonModel.findById(game.seasonId).lean<StoredSeason>();
  if (!season) throw new NotFoundError();
  res.locals.game = game;
  res.locals.season = await repairSeason(season);
  next();
};

const gameOf = (res: Response) => res.locals.game as StoredGame;
const seasonOfGame = (res: Response) => res.locals.season as StoredSeason;

/**
 * Who is on each side of the score sheet: the lists saved with it, or before its first save the clubs' players
 * today (those not inactive).
 */
async function sheetLines(game: StoredGame): Promise<SheetLines> {
  if (game.hasStats) {
    const listed = [...game.team1Players, ...game.team2Players];
    const players = await Player.find({ _id: mongoose.trusted({ $in: listed }) }, LINE_FIELDS).lean<LinePlayer[]>();
    const pick = (ids: readonly Types.ObjectId[]) => {
      const wanted = new Set(ids.map((id) => id.toHexString()));
      return players.filter((player) => wanted.has(player._id.toHexString())).sort(byPositionThenName);
    };
    return { team1: pick(game.team1Players), team2: pick(game.team2Players) };
  }
  const players = await Player.find(
    { teamId: mongoose.trusted({ $in: [game.team1Id, game.team2Id] }), status: mongoose.trusted({ $ne: 'inactive' }) },
    { ...LINE_FIELDS, teamId: 1 },
  ).lean<(LinePlayer & { teamId: Types.ObjectId })[]>();
  const side = (teamId: Types.ObjectId) => players.filter((player) => player.teamId.equals(teamId)).sort(byPositionThenName);
  return { team1: side(game.team1Id), team2: side(game.team2Id) };
}

async function gameDetails(game: StoredGame, season: StoredSeason): Promise<GameDetails> {
  const [lines, stats, names] = await Promise.all([
    sheetLines(game),
    PlayerStat.find({ gameId: game._id }, { playerId: 1, stats: 1, points: 1 }).lean(),
    teamNames([game.team1Id, game.team2Id]),
  ]);
  const statsByPlayer = new Map(stats.map((stat) => [stat.playerId.toHexString(), stat]));
  const line = (player: LinePlayer): GamePlayerLine => {
    const stat = statsByPlayer.get(player._id.toHexString());
    return {
      id: player._id.toHexString(),
      name: player.name,
      position: player.position,
      jerseyNumber: player.jerseyNumber ?? null,
      stats: (stat?.stats as PlayerStats | undefined) ?? {},
      fantasy_points: stat?.points ?? null,
    };
  };
  const side = (teamId: Types.ObjectId, score: number | null | undefined, players: LinePlayer[]) => ({
    id: teamId.toHexString(),
    name: names.get(teamId.toHexString()) ?? '',
    score: score ?? null,
    players: players.map(line),
  });
  const state = stateOf(season);
  const round = roundState(state, game.week);
  const open = season.status !== 'finished';
  return {
    id: game._id.toHexString(),
    season: { id: season._id.toHexString(), name: seasonName(season.startsAt, season.endsAt) },
    week: game.week,
    date: game.date,
    team1: side(game.team1Id, game.score1, lines.team1),
    team2: side(game.team2Id, game.score2, lines.team2),
    roundState: round,
    isDateEditable: isGameDateEditable(state, game.week),
    areStatsEditable: open && areGameStatsEditable(state, game.week),
    canForceEdit: open && round === 'locked',
    hasStats: game.hasStats,
  };
}

/** The sheet's lines with the players added to either side; an unknown player, or one on both sides, is refused. */
async function linesWithAdded(lines: SheetLines, add1: readonly string[], add2: readonly string[]): Promise<SheetLines> {
  const listed = (players: LinePlayer[]) => new Set(players.map((player) => player._id.toHexString()));
  const [on1, on2] = [listed(lines.team1), listed(lines.team2)];
  const [ids1, ids2] = [add1, add2].map((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]) as [string[], string[]];
  const wanted = [...ids1, ...ids2];
  const players = await Player.find({ _id: mongoose.trusted({ $in: wanted }) }, LINE_FIELDS).lean<LinePlayer[]>();
  const found = new Map(players.map((player) => [player._id.toHexString(), player]));
  const violations: Violation[] = [];
  const added = (ids: string[], own: Set<string>, other: Set<string>, otherAdded: string[], property: string) => {
    if (ids.some((id) => !found.has(id) || other.has(id) || otherAdded.includes(id))) {
      violations.push({ property, message: 'errors:gamePlayerUnknown' });
    }
    return ids.filter((id) => !own.has(id) && found.has(id)).map((id) => found.get(id)!);
  };
  const team1 = [...lines.team1, ...added(ids1, on1, on2, ids2, 'addPlayersTeam1')].sort(byPositionThenName);
  const team2 = [...lines.team2, ...added(ids2, on2, on1, ids1, 'addPlayersTeam2')].sort(byPositionThenName);
  if (violations.length > 0) throw new InputError(violations, 'errors:gamePlayerUnknown');
  return { team1, team2 };
}

/** The entered statistics of the position only (a stale key of another position is not stored). */
function enteredOnly(position: Position, sent: PlayerStats): PlayerStats {
  return Object.fromEntries(enteredStatKeys(position).map((key) => [key, sent[key]]));
}

/** Score sheets of the real games (owner `/owner/stats/games/{id}`): read by everyone, saved by the SUPER_ADMIN. */
export function gamesRouter({ fantasy }: { fantasy: Fantasy }): Router {
  const router = Router();

  router.get('/games/:id', allowVisitors, loadGame, async (_req, res) => {
    res.json(await gameDetails(gameOf(res), seasonOfGame(res)));
  });

  router.post('/games/:id/scores', requireSuperAdmin, loadGame, validate(gameScoresSchema), async (req, res) => {
    const [game, season] = [gameOf(res), seasonOfGame(res)];
    const body = req.body as GameScoresPayload;
    const state = stateOf(season);
    if (season.status === 'finished') throw new ConflictError('errors:seasonFinished');
    if (!areGameStatsEditable(state, game.week, body.force)) {
      const future = roundState(state, game.week) === 'future';
      throw new ConflictError(future ? 'errors:gameNotStarted' : 'errors:gameStatsLocked');
    }

    const lines = await linesWithAdded(await sheetLines(game), body.addPlayersTeam1 ?? [], body.addPlayersTeam2 ?? []);
    const everyone = [...lines.team1, ...lines.team2].map((player) => ({
      id: player._id.toHexString(),
      position: player.position,
    }));
    const sent = Object.fromEntries(Object.entries(body.players).map(([id, stats]) => [id.toLowerCase(), stats]));
    const strangers = Object.keys(sent).filter((id) => !everyone.some((line) => line.id === id));
    if (strangers.length > 0) {
      throw new InputError(
        strangers.map((id) => ({ property: `players.${id}`, message: 'errors:gamePlayerUnknown' })),
        'errors:gamePlayerUnknown',
      );
    }
    const missing = missingStats(everyone, sent);
    if (missing.length > 0) throw new InputError(missing);

    const config = await currentScoreConfig();
    const [score1, score2] = [body.scoreTeam1, body.scoreTeam2];
    const writes = ([
      [lines.team1, game.team1Id, score1, score2],
      [lines.team2, game.team2Id, score2, score1],
    ] as const).flatMap(([players, teamId, own, opponent]) =>
      players.map((player) => {
        const stats = {
          ...enteredOnly(player.position, sent[player._id.toHexString()]!),
          ...derivedStats(player.position, own, opponent),
        };
        return {
          updateOne: {
            filter: { gameId: game._id, playerId: player._id },
            update: {
              $set: {
                seasonId: game.seasonId,
                week: game.week,
                teamId,
                position: player.position,
                stats,
                points: fantasyPoints(player.position, stats, config),
              },
            },
            upsert: true,
          },
        };
      }),
    );
    try {
      await bulkWriteInBatches(PlayerStat, writes, { ordered: false });
    } catch (error) {
      // Another save of the same sheet created a line at the same moment: the owner saves again.
      if (isDuplicateKeyError(error)) throw new ConflictError('errors:conflict');
      throw error;
    }
    const saved = {
      score1,
      score2,
      team1Players: lines.team1.map((player) => player._id),
      team2Players: lines.team2.map((player) => player._id),
      hasStats: true,
    };
    await Game.updateOne({ _id: game._id }, { $set: saved });
    // A force-edit changes a locked round whose points fantasy already counted.
    if (roundState(state, game.week) === 'locked') await fantasy.weekPointsChanged(season._id.toHexString(), [game.week]);
    res.json(await gameDetails({ ...game, ...saved }, season));
  });

  router.post('/games/:id/date', requireSuperAdmin, loadGame, validate(gameDateSchema), async (req, res) => {
    const [game, season] = [gameOf(res), seasonOfGame(res)];
    if (!isGameDateEditable(stateOf(season), game.week)) throw new ConflictError('errors:gameDateLocked');
    const { date } = req.body as GameDatePayload;
    await Game.updateOne({ _id: game._id }, { $set: { date } });
    res.json(await gameDetails({ ...game, date }, season));
  });

  return router;
}
