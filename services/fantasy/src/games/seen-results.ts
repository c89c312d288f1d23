import type { Types } from 'mongoose';
import { SeenResults, seenResultsId } from '../models/seen-results';
import type { BoardGame } from './season-board';

/** A result as it was shown: its points, so a corrected result no longer matches and is shown again. */
export const resultKeyOf = (game: Pick<BoardGame, 'team1Points' | 'team2Points'>): string =>
  `${game.team1Points ?? '-'}:${game.team2Points ?? '-'}`;

/** Each team's seen results (game id → result key), by team id. */
export async function seenResultsOf(
  leagueSeasonId: Types.ObjectId,
  teamIds: readonly string[],
): Promise<Map<string, Map<string, string>>> {
  const docs = await Promise.all(
    teamIds.map((teamId) => SeenResults.findById(seenResultsId(leagueSeasonId, teamId)).lean()),
  );
  return new Map(
    teamIds.map((teamId, i) => [teamId, new Map(Object.entries((docs[i]?.seen ?? {}) as Record<string, string>))]),
  );
}
