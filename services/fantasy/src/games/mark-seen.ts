import type { LeagueGameView } from '@hfl/contracts';
import { isDuplicateKeyError, NotAllowedError, NotFoundError } from '@hfl/kit';
import { SeenResults, seenResultsId } from '../models/seen-results';
import type { SeasonBoard } from './season-board';
import { resultKeyOf, seenResultsOf } from './seen-results';
import { gameView } from './views';
import type { LeagueTeams } from '../rosters/directory';

/**
 * `GET leagues/{id}/games/{gameId}/mark-viewed/{side}`: the manager of the game's team `side` (1 or 2) has seen its
 * result as it is now. Only that team's manager (403); an unknown game 404. Idempotent.
 */
export async function markResultSeen(
  board: SeasonBoard,
  teams: LeagueTeams,
  gameId: string,
  side: 1 | 2,
  callerId: string,
): Promise<LeagueGameView> {
  const game = board.games.find((candidate) => candidate.id === gameId);
  if (!game) throw new NotFoundError();
  const teamId = side === 1 ? game.team1Id : game.team2Id;
  if (teams.get(teamId)?.userId !== callerId) throw new NotAllowedError();
  const _id = seenResultsId(board.season._id, teamId);
  const field = `seen.${game.id}`;
  const { matchedCount } = await SeenResults.updateOne({ _id }, { $set: { [field]: resultKeyOf(game) } });
  if (matchedCount === 0) {
    // The team's first seen result; a concurrent first one of the same manager wins the insert, then ours is set.
    try {
      await SeenResults.create({ _id, seen: { [game.id]: resultKeyOf(game) } });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await SeenResults.updateOne({ _id }, { $set: { [field]: resultKeyOf(game) } });
    }
  }
  const seen = await seenResultsOf(board.season._id, [game.team1Id, game.team2Id]);
  return gameView(board, teams, game, null, seen);
}
