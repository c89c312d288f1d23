import mongoose from 'mongoose';
import {
  areGameStatsEditable,
  derivedStats,
  enteredStatKeys,
  isGameDateEditable,
  missingStats,
  roundState,
  type GameDetails,
  type GameScoresPayload,
  type PlayerStats,
  type Position,
  type ScoreConfig,
  type Violation,
} from '@hfl/contracts';
import { bulkWriteInBatches, ConflictError, InputError, isDuplicateKeyError } from '@hfl/kit';
import { Game } from '../models/game';
import { Player } from '../models/player';
import { PlayerStat } from '../models/player-stat';
import type { Fantasy } from '../peers/fantasy';
import { seasonStatsChanged } from '../players/player-scores';
import { currentScoreConfig } from '../scoring/score-config';
import { scoredPoints } from '../scoring/scored-points';
import { stateOf, type StoredSeason } from '../seasons/season-access';
import type { StoredGame } from './game-access';
import {
  byPositionThenName,
  gameDetails,
  LINE_FIELDS,
  sheetLines,
  type LinePlayer,
  type SheetLines,
} from './game-details';

/** The sheet's lines with the players added to either side; an unknown player, or one on both sides, is refused. */
async function linesWithAdded(
  lines: SheetLines,
  add1: readonly string[],
  add2: readonly string[],
): Promise<SheetLines> {
  const listed = (players: LinePlayer[]) => new Set(players.map((player) => player._id.toHexString()));
  const [on1, on2] = [listed(lines.team1), listed(lines.team2)];
  const [ids1, ids2] = [add1, add2].map((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]) as [
    string[],
    string[],
  ];
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

/** A finished season, a future round and (without force) a locked one keep their statistics. */
export function checkStatsEditable(game: StoredGame, season: StoredSeason, force: boolean | undefined): void {
  const state = stateOf(season);
  if (season.status === 'finished') throw new ConflictError('errors:seasonFinished');
  if (!areGameStatsEditable(state, game.week, force)) {
    const future = roundState(state, game.week) === 'future';
    throw new ConflictError(future ? 'errors:gameNotStarted' : 'errors:gameStatsLocked');
  }
}

/**
 * The sent statistics by player id (lower-case), checked against the sheet's lines: every line's entered statistics
 * required, no player who is not on the sheet.
 */
function sentStats(lines: SheetLines, players: GameScoresPayload['players']): Record<string, PlayerStats> {
  const everyone = [...lines.team1, ...lines.team2].map((player) => ({
    id: player._id.toHexString(),
    position: player.position,
  }));
  const sent = Object.fromEntries(Object.entries(players).map(([id, stats]) => [id.toLowerCase(), stats]));
  const strangers = Object.keys(sent).filter((id) => !everyone.some((line) => line.id === id));
  if (strangers.length > 0) {
    throw new InputError(
      strangers.map((id) => ({ property: `players.${id}`, message: 'errors:gamePlayerUnknown' })),
      'errors:gamePlayerUnknown',
    );
  }
  const missing = missingStats(everyone, sent);
  if (missing.length > 0) throw new InputError(missing);
  return sent;
}

/** One upsert per line: the entered statistics, the ones derived from the score, and the points they are worth. */
function statWrites(
  game: StoredGame,
  lines: SheetLines,
  sent: Record<string, PlayerStats>,
  [score1, score2]: [number, number],
  config: ScoreConfig,
) {
  return (
    [
      [lines.team1, game.team1Id, score1, score2],
      [lines.team2, game.team2Id, score2, score1],
    ] as const
  ).flatMap(([players, teamId, own, opponent]) =>
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
              points: scoredPoints(player.position, stats, config),
            },
          },
          upsert: true,
        },
      };
    }),
  );
}

/**
 * Saves a game's score sheet: the score, each line's statistics scored with the current configuration, and the lists
 * of who played. Fantasy is told: a force-edit of a locked round is scored again, a round being played shows the
 * new points at once.
 */
export async function saveScores(
  game: StoredGame,
  season: StoredSeason,
  body: GameScoresPayload,
  fantasy: Fantasy,
): Promise<GameDetails> {
  checkStatsEditable(game, season, body.force);
  const lines = await linesWithAdded(await sheetLines(game), body.addPlayersTeam1 ?? [], body.addPlayersTeam2 ?? []);
  const sent = sentStats(lines, body.players);
  const [score1, score2] = [body.scoreTeam1, body.scoreTeam2];
  const writes = statWrites(game, lines, sent, [score1, score2], await currentScoreConfig());
  try {
    await bulkWriteInBatches(PlayerStat, writes, { ordered: false });
  } catch (error) {
    // Another save of the same sheet created a line at the same moment: the owner saves again.
    if (isDuplicateKeyError(error)) throw new ConflictError('errors:conflict');
    throw error;
  } finally {
    await seasonStatsChanged(season._id);
  }
  const saved = {
    score1,
    score2,
    team1Players: lines.team1.map((player) => player._id),
    team2Players: lines.team2.map((player) => player._id),
    hasStats: true,
  };
  await Game.updateOne({ _id: game._id }, { $set: saved });
  // A force-edit changes a locked round whose points fantasy already counted; a round being played shows its points
  // live on fantasy's pages, which keep the season's points for minutes unless told.
  if (roundState(stateOf(season), game.week) === 'locked')
    await fantasy.weekPointsChanged(season._id.toHexString(), [game.week]);
  else await fantasy.livePointsChanged(season._id.toHexString(), game.week);
  return gameDetails({ ...game, ...saved }, season);
}

/** Moves a game to another day; a locked round's or a finished season's games keep theirs. */
export async function changeGameDate(game: StoredGame, season: StoredSeason, date: string): Promise<GameDetails> {
  if (!isGameDateEditable(stateOf(season), game.week)) throw new ConflictError('errors:gameDateLocked');
  await Game.updateOne({ _id: game._id }, { $set: { date } });
  return gameDetails({ ...game, date }, season);
}
