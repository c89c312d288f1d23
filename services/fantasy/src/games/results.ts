import mongoose, { Types } from 'mongoose';
import { recordTold, toldAlerts } from '../models/alert-claim';
import { roundState, type Season } from '@hfl/contracts';
import { logger, type NotificationEvent, type Notifier } from '@hfl/kit';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import type { TeamWeekPoints } from '../models/league-week-points';
import type { LeagueDraftInfo } from '@hfl/contracts';
import type { Leagues } from '../peers/leagues';
import type { Stats } from '../peers/stats';
import type { LeagueWeeksChange } from '../week-points/league-weeks';
import { seasonBoard } from './season-board';
import { resultKeyOf, seenResultsOf } from './seen-results';

export interface ResultDeps {
  stats: Stats;
  leagues: Leagues;
  notifier: Notifier;
}

/** The game in the game center: its league, its round, the game itself. */
const gameLink = (leagueId: string, week: number, gameId: string) =>
  `/game-center?league=${leagueId}&week=${week}&game=${gameId}`;

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
            link: gameLink(league.id, week, game.id),
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

export const isLocked = (real: Season, week: number): boolean => roundState(real, week) === 'locked';

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

/** What a telling of final results did: how many managers were told, and whether every one due was. */
export interface FinalResultsTold {
  told: number;
  /** False when a league season could not be read or accounts did not take some: a later run tells those. */
  complete: boolean;
}

/**
 * Each manager of each game of these rounds that is final is told his result once (the opponent, the score from his
 * side, his team's standings place now), keyed by (league season, game, team): accounts stores a key once, and what
 * it took is recorded here, so a scoring run again, a later correction (told as resultChanged) or the sweep's catch-up
 * never tells it twice. The leagues are named in one call and the results go to accounts in batches. Never throws.
 */
export async function tellFinalResults(
  deps: ResultDeps,
  realSeasonId: string,
  weeks: readonly number[],
): Promise<FinalResultsTold> {
  try {
    const seasons = await LeagueSeason.find({
      realSeasonId: new Types.ObjectId(realSeasonId),
      status: mongoose.trusted({ $in: ['ongoing', 'finished'] }),
    }).lean<LeagueSeasonFields[]>();
    if (seasons.length === 0) return { told: 0, complete: true };
    const leagues = new Map(
      (await deps.leagues.draftInfos([...new Set(seasons.map((s) => s.leagueId.toHexString()))])).map((league) => [
        league.id,
        league,
      ]),
    );
    let complete = true;
    const results: NotificationEvent[] = [];
    for (const season of seasons) {
      const league = leagues.get(season.leagueId.toHexString());
      if (!league) continue;
      try {
        results.push(...(await finalResultsOf(deps, season, league, weeks)));
      } catch (err) {
        complete = false;
        logger.warn({ err, leagueSeasonId: String(season._id) }, 'final results not told');
      }
    }
    const told = await toldAlerts(results.map((result) => result.key!));
    const untold = results.filter((result) => !told.has(result.key!));
    const taken = await deps.notifier.notifyMany(untold);
    await recordTold(taken.map((result) => result.key!));
    return { told: taken.length, complete: complete && taken.length === untold.length };
  } catch (err) {
    logger.warn({ err, realSeasonId, weeks }, 'final results not told');
    return { told: 0, complete: false };
  }
}

/** A league season's final results of these rounds, one per manager, keyed. */
async function finalResultsOf(
  deps: ResultDeps,
  season: LeagueSeasonFields,
  league: LeagueDraftInfo,
  weeks: readonly number[],
): Promise<NotificationEvent[]> {
  const board = await seasonBoard(deps.stats, season);
  const games = board?.games.filter(
    (game) => weeks.includes(game.week) && game.state === 'final' && game.team1Points !== null,
  );
  if (!board || !games?.length) return [];
  const teams = new Map(league.teams.map((team) => [team.id, team]));
  const places = new Map(board.standings.map((row) => [row.teamId, row.rank]));
  return games.flatMap((game) =>
    (
      [
        [game.team1Id, game.team2Id, game.team1Points, game.team2Points],
        [game.team2Id, game.team1Id, game.team2Points, game.team1Points],
      ] as const
    ).flatMap(([teamId, otherId, own, other]): NotificationEvent[] => {
      const manager = teams.get(teamId)?.userId;
      if (!manager) return [];
      return [
        {
          type: 'LEAGUE',
          kind: 'resultFinal',
          to: [manager],
          league: { id: league.id, name: league.name },
          name: teams.get(otherId)?.name ?? '—',
          week: String(game.week),
          score: `${own ?? 0}–${other ?? 0}`,
          place: String(places.get(teamId) ?? '—'),
          link: gameLink(league.id, game.week, game.id),
          key: `result:${String(season._id)}:${game.id}:${teamId}`,
        },
      ];
    }),
  );
}
