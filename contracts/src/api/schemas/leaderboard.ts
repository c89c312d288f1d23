import * as yup from 'yup';
import { LEAGUE_SIZES } from '../../rules/game-constants';
import { objectIdList } from './fields';
import { pageQueryFields } from './paging';

/**
 * The leaderboard (player-app.md section 2 "Leaderboard rows", owner-back-office.md "Leaderboards", 3 Leaderboard row,
 * 7 `GET leaderboard/{seasonId}` with nbTeams and term), owned by the fantasy service: every fantasy team of a real
 * season ranked by its season points across all leagues. Kept current when a round is scored (locked, corrected),
 * never recomputed per request. Equal points share a rank (1, 2, 2, 4); ties are listed by team name.
 */

/** A leaderboard row (owner-back-office.md section 3 Leaderboard row, plus the league's size). */
export interface LeaderboardRow {
  /** The fantasy team's id. */
  id: string;
  /** Among the whole season's teams, or among leagues of `nbTeams` teams when that filter is set. */
  rank: number;
  league: { id: string; name: string };
  user: { name: string };
  team: { id: string; name: string; logoUrl: string | null };
  points: number;
  /** The league's size (its maximum number of teams: the Teams filter). */
  nbTeams: number;
}

/**
 * `GET leaderboard/{seasonId}?nbTeams=&term=&limit=&offset=` (`seasonId` the real season's). The answer is the page of
 * rows; `X-Total-Count` the number of rows matching. 404 when the season is unknown (the current season's 404 is shown
 * empty).
 */
export const leaderboardQuerySchema = yup.object({
  nbTeams: yup
    .number()
    // A repeated `?nbTeams=` arrives as an array, which yup would read as its first number.
    .transform((value: number, original: unknown) =>
      original === '' ? undefined : Array.isArray(original) ? Number.NaN : value,
    )
    .typeError('errors:invalidData')
    .oneOf([...LEAGUE_SIZES, undefined], 'errors:invalidData'),
  term: yup.string().typeError('errors:invalidData').trim().max(100, 'errors:invalidData').default(''),
  ...pageQueryFields({ defaultLimit: 25 }),
});
export type LeaderboardQuery = yup.InferType<typeof leaderboardQuerySchema>;

/** The most leagues one `POST LEADERBOARD_INTERNAL.leagueDraftInfos` asks about; fantasy asks in batches. */
export const LEAGUE_DRAFT_INFOS_MAX_IDS = 1_000;

/** Service-only paths the leaderboard adds. */
export const LEADERBOARD_INTERNAL = {
  /**
   * leagues: many leagues' `LeagueDraftInfo` at once ({ leagueIds } → { leagues: LeagueDraftInfo[] }; unknown and
   * deleted leagues are left out): the leaderboard's refresh names every team of a real season's leagues with it.
   */
  leagueDraftInfos: '/internal/leagues/draft-infos',
} as const;

/** Service to service: the leagues whose teams the leaderboard lists (`LEADERBOARD_INTERNAL.leagueDraftInfos`). */
export const leagueDraftInfosSchema = yup.object({
  leagueIds: objectIdList(LEAGUE_DRAFT_INFOS_MAX_IDS).required('errors:invalidData'),
});
