import mongoose, { Types } from 'mongoose';
import type { WeekPointsChangedPayload } from '@hfl/contracts';
import { logger } from '@hfl/kit';
import {
  finishLeagueSeasons,
  isLocked,
  notifyChangedResults,
  tellFinalResults,
  type ResultDeps,
} from '../games/results';
import { healLeaderboard, refreshLeaderboardLater } from '../leaderboard/refresh-leaderboard';
import { ScoredWeek } from '../models/scored-week';
import { refreshAutoLineups } from '../rosters/auto-lineups';
import { seasonPointsChanged } from '../rosters/points';
import { awardScoredRounds } from '../trophies/award-rounds';
import { scoreChangedWeeks } from '../week-points/score-rosters';

/** How long after its scoring a round's final results are still worth a mail: the sweep catches up no older ones. */
export const RESULT_ALERTS_CATCH_UP_MS = 24 * 60 * 60 * 1000;

/**
 * Stats' word that rounds' points of a real season changed: the points this process keeps for the roster pages go at
 * once (the next page shows the new ones; every other process's within seconds), and the scoring of every roster of
 * the season is queued for the worker (`queueScoring`, the results job that runs `roundsScored`). Answers the job's id.
 */
export async function pointsChanged(
  queueScoring: (payload: WeekPointsChangedPayload) => Promise<string>,
  payload: WeekPointsChangedPayload,
): Promise<string> {
  await seasonPointsChanged(payload.seasonId);
  return queueScoring(payload);
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
  void tellFinalOnes(deps, payload);
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
 * awarded now, and one scored within a day whose results were not all told is told now; league seasons are finished once the last round is locked; a leaderboard that missed a change is
 * refreshed. Returns the rounds scored.
 */
export async function sweepResults(deps: ResultDeps): Promise<number[]> {
  const real = await deps.stats.currentSeason();
  if (!real || real.currentWeek < 1) return [];
  const locked = Array.from({ length: real.currentWeek }, (_, i) => i + 1).filter((week) => isLocked(real, week));
  const realSeasonId = new Types.ObjectId(real.id);
  const scored = await ScoredWeek.find(
    { realSeasonId, week: mongoose.trusted({ $in: locked }) },
    { _id: 0, week: 1, resultsAt: 1, awardsAt: 1, toldAt: 1 },
  ).lean();
  const missing = locked.filter((week) => !scored.some((round) => round.week === week && round.resultsAt));
  if (missing.length > 0) await roundsScored(deps, { seasonId: real.id, weeks: missing });
  const unawarded = scored
    .filter((round) => round.resultsAt && (round.awardsAt?.getTime() ?? 0) < round.resultsAt.getTime())
    .map((round) => round.week);
  if (unawarded.length > 0) await awardScoredRounds(deps, { seasonId: real.id, weeks: unawarded });
  const untold = scored
    .filter(
      (round) =>
        round.resultsAt &&
        round.resultsAt.getTime() > Date.now() - RESULT_ALERTS_CATCH_UP_MS &&
        (round.toldAt?.getTime() ?? 0) < round.resultsAt.getTime(),
    )
    .map((round) => round.week);
  if (untold.length > 0) await tellRounds(deps, real.id, untold);
  await finishLeagueSeasons(real);
  await healLeaderboard(deps.leagues, real.id).catch((err: unknown) =>
    logger.warn({ err, seasonId: real.id }, 'leaderboard not healed'),
  );
  return missing;
}

/**
 * The rounds of a scoring that are locked (final): their managers are told their results, each once; the rounds whose
 * every result was told record it (`ScoredWeek.toldAt`), the others are told by the sweep. Never throws.
 */
async function tellFinalOnes(deps: ResultDeps, payload: { seasonId: string; weeks: number[] }): Promise<void> {
  try {
    const real = await deps.stats.season(payload.seasonId);
    const locked = real ? payload.weeks.filter((week) => isLocked(real, week)) : [];
    if (locked.length > 0) await tellRounds(deps, payload.seasonId, locked);
  } catch (err) {
    logger.warn({ err, seasonId: payload.seasonId }, 'final results not told');
  }
}

async function tellRounds(deps: ResultDeps, seasonId: string, weeks: readonly number[]): Promise<void> {
  const inWeeks = { realSeasonId: new Types.ObjectId(seasonId), week: mongoose.trusted({ $in: [...weeks] }) };
  // The results as they are before the telling: a correction meanwhile is told (as changed) and checked again.
  const rounds = await ScoredWeek.find(inWeeks, { week: 1, resultsAt: 1 }).lean();
  const { complete } = await tellFinalResults(deps, seasonId, weeks);
  if (!complete) return;
  await Promise.all(
    rounds
      .filter((round) => round.resultsAt)
      .map((round) => ScoredWeek.updateOne({ _id: round._id }, { $set: { toldAt: round.resultsAt } })),
  );
}
