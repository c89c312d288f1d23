import { NotFoundError } from '@hfl/kit';
import { foldForSearch, type LeaderboardQuery, type LeaderboardRow, type Locale } from '@hfl/contracts';
import type { Stats } from '../peers/stats';
import { leaderboardRows } from './leaderboard-cache';

export interface LeaderboardPage {
  rows: LeaderboardRow[];
  /** How many rows match the filters (the X-Total-Count). */
  total: number;
}

/**
 * A page of a real season's leaderboard (`GET /leaderboard/:seasonId`), filtered, sorted and paged in memory from the
 * stored rows the process keeps: with `nbTeams` only the leagues of that size, each ranked among them; a `term` keeps
 * the rows whose manager's, team's or league's name contains it (case and accents aside) and never renumbers. A season
 * without rows that stats does not know either is 404; a known one without rows is an empty page. Managers are named
 * as `locale` writes them.
 */
export async function leaderboardPage(
  stats: Stats,
  seasonId: string,
  { nbTeams, term, limit, offset }: LeaderboardQuery,
  locale: Locale,
): Promise<LeaderboardPage> {
  const rows = await leaderboardRows(seasonId);
  if (rows.length === 0 && !(await stats.season(seasonId))) throw new NotFoundError();
  const needle = foldForSearch(term);
  const matching = rows.filter(
    (row) => (nbTeams === undefined || row.view.nbTeams === nbTeams) && (!needle || row.search.includes(needle)),
  );
  return {
    total: matching.length,
    rows: matching.slice(offset, offset + limit).map((row) => ({
      ...row.view,
      user: { name: row.userNames[locale] },
      rank: nbTeams === undefined ? row.view.rank : row.rankInSize,
    })),
  };
}
