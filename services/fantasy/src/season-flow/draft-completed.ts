import type { DraftFields } from '../models/draft';
import type { Leagues } from '../peers/leagues';
import { refreshLeaderboardLater } from '../leaderboard/refresh-leaderboard';

/**
 * What follows a completed draft outside the draft (its rosters and schedule are made): the real season's
 * leaderboard is rewritten in the background, where the league's teams appear with 0 points. Never throws.
 */
export function draftCompleted(deps: { leagues: Leagues }, draft: DraftFields): void {
  refreshLeaderboardLater(deps.leagues, draft.realSeasonId);
}
