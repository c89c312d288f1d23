import mongoose, { Types } from 'mongoose';
import { roundState, type Season } from '@hfl/contracts';
import { logger, type Notifier } from '@hfl/kit';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import type { TeamWeekPoints } from '../models/league-week-points';
import { ScoredWeek } from '../models/scored-week';
import type { Leagues } from '../peers/leagues';
import type { Stats } from '../peers/stats';
import { scoreChangedWeeks } from '../week-points/score-rosters';
import { healLeaderboard, refreshLeaderboardLater } from '../leaderboard/refresh-leaderboard';
import { refreshAutoLineups } from '../rosters/auto-lineups';
import { awardScoredRounds } from '../trophies/award-rounds';
import type { LeagueWeeksChange } from './league-weeks';
import { seasonBoard } from './season-board';
import { resultKeyOf, seenResultsOf } from './seen-results';

export interface ResultDeps {
  stats: Stats;
  leagues: Leagues;
  notifier: Notifier;
}

const pointsOf = (teams: TeamWeekPoints | undefined, teamId: string): number | null => teams?.[teamId]?.[0] ?? null;

/**
 * After a correction: each manager who had seen his game's result as it was, and whose result changed, is told (the
 * game center shows it to him again by itself: the seen result no longer matches). Never throws.
 */
export async function notifyChangedResults(deps: ResultDeps, change: LeagueWeeksChange): Promise<number> {
  let told = 0;
  for (const [id, before] of change.before) {
    const after = change.after.get(id);
    const [leagueSeasonId, weekText] = id.split(':');
    const week = Number(weekText);
    try {
      const season = await LeagueSeason.findById(leagueSeasonId).lean<LeagueSeasonFields>();
      const board = season && (await seasonBoard(deps.stats, season));
      if (!board) continue;
      const changed = board.games.filter(
        (game) =>
          game.week === week &&
          [game.team1Id, game.team2Id].some((teamId) => pointsOf(before, teamId) !== pointsOf(after, teamId)),
      );
      if (changed.length === 0) continue;
      const [league, seen] = await Promise.all([
        deps.leagues.draftInfo(season.leagueId.toHexString()),
        seenResultsOf(season._id, board.schedule.order),
      ]);
      if (!league) continue;
      const teams = new Map(league.teams.map((team) => [team.id, team]));
      for (const game of changed) {
        const old = { team1Points: pointsOf(before, game.team1Id), team2Points: pointsOf(before, game.team2Id) };
        for (const [teamId, otherId, own, other] of [
          [game.team1Id, game.team2Id, game.team1Points, game.team2Points],
          [game.team2Id, game.team1Id, game.team2Points, game.team1Points],
        ] as const) {
          if (seen.get(teamId)?.get(game.id) !== resultKeyOf(old)) continue;
          await deps.notifier.notify({
            type: 'LEAGUE',
            kind: 'resultChanged',
            to: [teams.get(teamId)?.userId],
            league: { id: league.id, name: league.name },
            name: teams.get(otherId)?.name ?? '—',
            week: String(week),
            score: `${own ?? 0}–${other ?? 0}`,
          });
          told += 1;
        }
      }
    } catch (err) {
      logger.warn({ err, leagueWeek: id }, 'changed results not told');
    }
  }
  return told;
}

const isLocked = (real: Season, week: number): boolean => roundState(real, week) === 'locked';

/**
 * Once the real season's last round (its last playoff round) is locked, every league season of it still going is
 * finished: its rosters close. Idempotent. Returns how many were finished.
 */
export async function finishLeagueSeasons(real: Season): Promise<number> {
  if (real.nbWeeks < 1 || !isLocked(real, real.nbWeeks)) return 0;
  const { modifiedCount } = await LeagueSeason.updateMany(
    { realSeasonId: new Types.ObjectId(real.id), status: 'ongoing' },
    { $set: { status: 'finished' } },
  );
  return modifiedCount;
}

/**
 * Stats says the points of these rounds changed (a lock, a correction, a recalculation): every roster scored, each
 * league season's round stored for the games and standings, the managers whose seen result changed told, the rounds'
 * trophies given (or moved), the left teams' lineups set for the next round and the real season's leaderboard
 * rewritten (all four in the background), and the league seasons finished when the last round is locked. Safe to run
 * twice.
 */
export async function roundsScored(deps: ResultDeps, payload: { seasonId: string; weeks: number[] }): Promise<number> {
  const { rosters, leagueWeeks } = await scoreChangedWeeks(deps.stats, payload);
  void notifyChangedResults(deps, leagueWeeks);
  awardScoredRounds(deps, payload).catch((err: unknown) =>
    logger.warn({ err, seasonId: payload.seasonId }, 'trophies not given after the scoring (the sweep gives them)'),
  );
  refreshAutoLineups(deps.stats, new Types.ObjectId(payload.seasonId)).catch((err: unknown) =>
    logger.warn({ err, seasonId: payload.seasonId }, 'automatic lineups not set after the scoring'),
  );
  refreshLeaderboardLater(deps.leagues, payload.seasonId);
  const real = await deps.stats.season(payload.seasonId);
  if (real) await finishLeagueSeasons(real);
  return rosters;
}

/**
 * The worker's sweep, for the real season stats has open: a locked round never scored (stats' word was lost, or the
 * scoring died midway) is scored now, a scored one whose trophies were never given (or not for its latest results) is
 * awarded now; league seasons are finished once the last round is locked; a leaderboard that missed a change is
 * refreshed. Returns the rounds scored.
 */
export async function sweepResults(deps: ResultDeps): Promise<number[]> {
  const real = await deps.stats.currentSeason();
  if (!real || real.currentWeek < 1) return [];
  const locked = Array.from({ length: real.currentWeek }, (_, i) => i + 1).filter((week) => isLocked(real, week));
  const realSeasonId = new Types.ObjectId(real.id);
  const scored = await ScoredWeek.find(
    { realSeasonId, week: mongoose.trusted({ $in: locked }) },
    { _id: 0, week: 1, resultsAt: 1, awardsAt: 1 },
  ).lean();
  const missing = locked.filter((week) => !scored.some((round) => round.week === week && round.resultsAt));
  if (missing.length > 0) await roundsScored(deps, { seasonId: real.id, weeks: missing });
  const unawarded = scored
    .filter((round) => round.resultsAt && (round.awardsAt?.getTime() ?? 0) < round.resultsAt.getTime())
    .map((round) => round.week);
  if (unawarded.length > 0) await awardScoredRounds(deps, { seasonId: real.id, weeks: unawarded });
  await finishLeagueSeasons(real);
  await healLeaderboard(deps.leagues, real.id).catch((err: unknown) =>
    logger.warn({ err, seasonId: real.id }, 'leaderboard not healed'),
  );
  return missing;
}
