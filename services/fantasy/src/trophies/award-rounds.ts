import mongoose, { Types } from 'mongoose';
import {
  isSeasonTrophyType,
  LOCALES,
  seasonAwards,
  weeklyAwards,
  type AwardStarter,
  type LeagueDraftInfo,
  type LocalizedName,
  type Season,
  type TrophyType,
} from '@hfl/contracts';
import { deletedUserNames, isDuplicateKeyError, logger, type Notifier } from '@hfl/kit';
import { decodeLineup } from '../models/lineup-codec';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import { LeagueWeekPoints } from '../models/league-week-points';
import { ScoredWeek } from '../models/scored-week';
import { Trophy, trophyKey, type TrophyFields } from '../models/trophy';
import type { Leagues } from '../peers/leagues';
import type { Stats } from '../peers/stats';
import { playerDirectory } from '../rosters/directory';
import { forgetSeasonPlayerPoints, seasonPlayerPoints } from '../rosters/points';
import { seasonBoard, type SeasonBoard } from '../games/season-board';

export interface AwardDeps {
  stats: Stats;
  leagues: Leagues;
  notifier: Notifier;
}

/** Times the rounds are awarded again when their results changed while being awarded. */
const ATTEMPTS = 3;

/** A trophy as it should be stored now (names and points as they are). */
type DueTrophy = Omit<TrophyFields, '_id' | 'awardedAt' | 'viewedAt' | 'owner'>;

/** What changed: trophies given and taken back. */
export interface AwardsChange {
  won: number;
  takenBack: number;
}

/** Each team's starters in the round (its lineup snapshot) with their points in it, by team id. */
async function startersOf(stats: Stats, board: SeasonBoard, week: number) {
  const realSeasonId = board.schedule.realSeasonId.toHexString();
  const [directory, points, lineups] = await Promise.all([
    playerDirectory(stats, realSeasonId),
    seasonPlayerPoints(stats, realSeasonId),
    board.lineupsOf(week),
  ]);
  const starters: Record<string, AwardStarter[]> = {};
  board.schedule.order.forEach((teamId, i) => {
    starters[teamId] = decodeLineup(lineups[i] ?? '')
      .filter((player) => player.activityStatus === 'active')
      .map(({ playerId }) => ({
        playerId,
        playerName: directory.get(playerId)?.name ?? '—',
        points: points[playerId]?.[week] ?? 0,
      }));
  });
  return starters;
}

/** The trophies due to the league season for `weeks` (final rounds only) and, once its final places are known, its season trophies. */
async function dueTrophies(
  stats: Stats,
  board: SeasonBoard,
  league: LeagueDraftInfo,
  real: Season,
  weeks: readonly number[],
): Promise<{ due: DueTrophy[]; weeks: number[]; seasonDecided: boolean }> {
  const season = board.season;
  const teams = new Map(league.teams.map((team) => [team.id, team]));
  const trophyOf = (
    week: number,
    type: TrophyType,
    teamId: string,
    points: number | null,
    player: { id: string; name: string } | null,
  ): DueTrophy => ({
    key: trophyKey(season._id, week, type, teamId),
    leagueSeasonId: season._id,
    leagueId: season.leagueId,
    realSeasonId: season.realSeasonId,
    week,
    type,
    teamId,
    userId: teams.get(teamId)?.userId || null,
    teamName: teams.get(teamId)?.name ?? '—',
    owners: teams.get(teamId)?.owners ?? deletedUserNames(),
    leagueName: league.name,
    seasonName: real.name,
    player,
    points,
  });
  const final = weeks.filter((week) => board.weeks.some((round) => round.week === week && round.state === 'final'));
  const due: DueTrophy[] = [];
  for (const week of final) {
    const awards = weeklyAwards({
      games: board.games.filter((game) => game.week === week),
      starters: await startersOf(stats, board, week),
    });
    due.push(...awards.map((award) => trophyOf(week, award.type, award.teamId, award.points, award.player ?? null)));
  }
  const lastWeek = board.weeks.at(-1)?.week;
  const seasonDecided = board.places !== null && lastWeek !== undefined;
  if (seasonDecided) {
    due.push(...seasonAwards(board.places!).map((award) => trophyOf(lastWeek!, award.type, award.teamId, null, null)));
  }
  return { due, weeks: final, seasonDecided };
}

const SHOWN_FIELDS = ['userId', 'teamName', 'leagueName', 'seasonName', 'points'] as const;

/** The stored trophy's shown fields that are no longer as due. */
function changedFields(stored: TrophyFields, due: DueTrophy): Partial<DueTrophy> {
  const changed: Partial<DueTrophy> = {};
  for (const field of SHOWN_FIELDS) {
    if ((stored[field] ?? null) !== (due[field] ?? null)) Object.assign(changed, { [field]: due[field] });
  }
  const player = (value: { id: string; name: string } | null | undefined) => (value ? `${value.id}:${value.name}` : '');
  if (player(stored.player) !== player(due.player)) changed.player = due.player;
  const names = (value: Partial<LocalizedName> | undefined) => LOCALES.map((locale) => value?.[locale] ?? '').join('|');
  if (names(stored.owners) !== names(due.owners)) changed.owners = due.owners;
  return changed;
}

/**
 * One league season's trophies of `weeks` made as due: the new ones inserted (a duplicate key: another run gave it)
 * and their managers told, the ones no longer due deleted and their managers told, the rest's names and points
 * updated in place. Rounds not final are left alone; the season trophies are only touched once the final places are
 * known.
 */
async function awardLeagueSeason(
  deps: AwardDeps,
  season: LeagueSeasonFields,
  league: LeagueDraftInfo,
  real: Season,
  weeks: readonly number[],
): Promise<AwardsChange> {
  const change: AwardsChange = { won: 0, takenBack: 0 };
  const board = await seasonBoard(deps.stats, season);
  if (!board) return change;
  const { due, weeks: final, seasonDecided } = await dueTrophies(deps.stats, board, league, real, weeks);
  const stored = (await Trophy.find({ leagueSeasonId: season._id }).lean<TrophyFields[]>()).filter((trophy) =>
    isSeasonTrophyType(trophy.type as TrophyType) ? seasonDecided : final.includes(trophy.week),
  );
  const storedKeys = new Map(stored.map((trophy) => [trophy.key, trophy]));
  const dueKeys = new Set(due.map((trophy) => trophy.key));
  const about = { type: 'LEAGUE' as const, league: { id: league.id, name: league.name } };
  // One time for the run: a round's trophies read in the types' order.
  const awardedAt = new Date();

  for (const trophy of stored.filter((candidate) => !dueKeys.has(candidate.key))) {
    const { deletedCount } = await Trophy.deleteOne({ _id: trophy._id });
    if (deletedCount === 0) continue;
    change.takenBack += 1;
    const manager = league.teams.find((team) => team.id === trophy.teamId)?.userId ?? trophy.userId;
    await deps.notifier.notify({
      ...about,
      kind: 'trophyTakenBack',
      to: [manager],
      link: '/trophies',
      name: trophy.teamName,
      trophy: trophy.type as TrophyType,
    });
  }
  for (const trophy of due) {
    const before = storedKeys.get(trophy.key);
    if (before) {
      const changed = changedFields(before, trophy);
      if (Object.keys(changed).length > 0) await Trophy.updateOne({ _id: before._id }, { $set: changed });
      continue;
    }
    let created;
    try {
      created = await Trophy.create({ ...trophy, awardedAt, viewedAt: null });
    } catch (error) {
      if (isDuplicateKeyError(error)) continue;
      throw error;
    }
    change.won += 1;
    await deps.notifier.notify({
      ...about,
      kind: 'trophyWon',
      to: [trophy.userId],
      name: trophy.teamName,
      trophy: trophy.type as TrophyType,
      // The trophy page shows a signed-in manager his own language whatever the path's.
      link: `/trophies/en/${String(created._id)}`,
    });
  }
  return change;
}

/**
 * The league seasons' leagues (names, teams and managers) in one call, by id; a deleted league is missing (it keeps the
 * trophies it had). Null when leagues does not answer.
 */
async function leaguesOf(
  leagues: Leagues,
  seasons: readonly LeagueSeasonFields[],
): Promise<Map<string, LeagueDraftInfo> | null> {
  const ids = [...new Set(seasons.map((season) => season.leagueId.toHexString()))];
  try {
    return new Map((await leagues.draftInfos(ids)).map((league) => [league.id, league]));
  } catch (err) {
    logger.warn({ err, leagues: ids.length }, 'trophies not given: the leagues unknown');
    return null;
  }
}

/**
 * Gives the trophies of these scored rounds of a real season (`roundsScored` after a lock or a correction, the
 * worker's sweep, the demo after it scores its rounds): every league season with points stored for them gets its
 * weekly awards of each final round and, once its last playoff round is final, its season trophies; a correction moves
 * them. Each round then records which results it awarded (`ScoredWeek.awardsAt`); results changed meanwhile are
 * awarded again. Safe to run twice and at once. A league season that fails is logged and left to the sweep.
 */
export async function awardScoredRounds(
  deps: AwardDeps,
  { seasonId, weeks }: { seasonId: string; weeks: readonly number[] },
): Promise<AwardsChange> {
  const total: AwardsChange = { won: 0, takenBack: 0 };
  const realSeasonId = new Types.ObjectId(seasonId);
  const inWeeks = { realSeasonId, week: mongoose.trusted({ $in: [...weeks] }) };
  // The player of the week needs the players' points as scored: another process may have scored them.
  forgetSeasonPlayerPoints(seasonId);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const results = await ScoredWeek.find(inWeeks, { week: 1, resultsAt: 1 }).lean();
    const real = await deps.stats.season(seasonId);
    if (!real) return total;
    const rounds = await LeagueWeekPoints.find(inWeeks, { _id: 0, leagueSeasonId: 1, week: 1 }).lean();
    const weeksOf = new Map<string, number[]>();
    for (const { leagueSeasonId, week } of rounds) {
      const id = leagueSeasonId.toHexString();
      weeksOf.set(id, [...(weeksOf.get(id) ?? []), week]);
    }
    let failed = false;
    const seasons = await LeagueSeason.find({
      _id: mongoose.trusted({ $in: [...weeksOf.keys()].map((id) => new Types.ObjectId(id)) }),
    }).lean<LeagueSeasonFields[]>();
    const leagues = await leaguesOf(deps.leagues, seasons);
    // Leagues did not answer: the sweep gives these rounds' trophies later (their awardsAt stays behind).
    if (!leagues) return total;
    for (const season of seasons) {
      const id = season._id.toHexString();
      const ofSeason = weeksOf.get(id)!;
      const league = leagues.get(season.leagueId.toHexString());
      if (!league) continue;
      try {
        const change = await awardLeagueSeason(deps, season, league, real, ofSeason);
        total.won += change.won;
        total.takenBack += change.takenBack;
      } catch (err) {
        failed = true;
        logger.warn({ err, leagueSeasonId: id, weeks: ofSeason }, 'trophies not given');
      }
    }
    if (failed) return total;
    const now = await ScoredWeek.find(inWeeks, { week: 1, resultsAt: 1 }).lean();
    const unchanged = results.filter((round) =>
      now.some((again) => again.week === round.week && again.resultsAt?.getTime() === round.resultsAt?.getTime()),
    );
    await Promise.all(
      unchanged
        .filter((round) => round.resultsAt)
        .map((round) => ScoredWeek.updateOne({ _id: round._id }, { $set: { awardsAt: round.resultsAt } })),
    );
    if (unchanged.length === results.length) return total;
  }
  return total;
}
