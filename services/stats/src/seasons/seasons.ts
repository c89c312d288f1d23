import mongoose from 'mongoose';
import {
  gameLabel,
  parseUtcDateTime,
  seasonSchema,
  validateWith,
  type Position,
  type Season,
  type SeasonListItem,
  type SeasonPayload,
  type SeasonValidationContext,
  type SeasonWeekPoints,
  type ScheduleGamePayload,
} from '@hfl/contracts';
import { ConflictError, InputError, isDuplicateKeyError, NotFoundError } from '@hfl/kit';
import { Game } from '../models/game';
import { Player } from '../models/player';
import { PlayerStat } from '../models/player-stat';
import { ACTIVE_SEASON_KEY, SeasonModel } from '../models/season';
import { compareNames, teamNames } from '../players/player-views';
import { weekPlayerPoints } from '../scoring/points';
import { repairSeason, seasonGames, toSeason, toSeasonListItem, type StoredSeason } from './season-access';
import { checkScheduleTeams, insertSchedule, normalizeSchedule, scheduleCounts, syncSchedule } from './schedule';

/** The rules' context for a stored season: an edit may keep a draft window that has passed. */
export const seasonEditContext = (season: StoredSeason) =>
  ({ now: new Date(), storedDraftWindow: toSeasonListItem(season).draftWindow }) satisfies SeasonValidationContext;

/** The rules' context for a new season. */
export const seasonCreateContext = () => ({ now: new Date() }) satisfies SeasonValidationContext;

/** The season's own fields of a payload (the schedule is stored apart, in `games`). */
function seasonFields(payload: Omit<SeasonPayload, 'games'>) {
  return {
    startsAt: payload.startsAt,
    endsAt: payload.endsAt,
    // Valid by the schema, so the instants parse.
    draftWindow: {
      startDate: parseUtcDateTime(payload.draftWindow.startDate)!,
      endDate: parseUtcDateTime(payload.draftWindow.endDate)!,
    },
    nbPlayoffWeeks: payload.nbPlayoffWeeks,
    nbMaxFantasyTeams: payload.nbMaxFantasyTeams,
    lateDraftLastRound: payload.lateDraftLastRound ?? null,
  };
}

async function reloaded(season: StoredSeason): Promise<StoredSeason> {
  const fresh = await SeasonModel.findById(season._id).lean<StoredSeason>();
  if (!fresh) throw new NotFoundError();
  return repairSeason(fresh);
}

/** Every season, newest first. */
export async function listSeasons(): Promise<SeasonListItem[]> {
  const seasons = await SeasonModel.find({}).sort({ startsAt: -1, _id: -1 }).lean<StoredSeason[]>();
  // Only the season not finished can have a lifecycle change to catch up on.
  const repaired = await Promise.all(
    seasons.map((season) => (season.activeKey === ACTIVE_SEASON_KEY ? repairSeason(season) : season)),
  );
  return repaired.map(toSeasonListItem);
}

/** The newest season (by start); 404 when there is none. */
export async function latestSeason(): Promise<Season> {
  const latest = await SeasonModel.findOne({}).sort({ startsAt: -1, _id: -1 }).lean<StoredSeason>();
  if (!latest) throw new NotFoundError();
  return toSeason(await repairSeason(latest));
}

/** A round's games and every statistics line of it, best first. */
export async function seasonWeekPoints(season: StoredSeason, week: number): Promise<SeasonWeekPoints> {
  const [games, stats] = await Promise.all([
    seasonGames(season._id, week),
    PlayerStat.find(
      { seasonId: season._id, week },
      { playerId: 1, teamId: 1, gameId: 1, position: 1, points: 1 },
    ).lean(),
  ]);
  const [players, teams] = await Promise.all([
    Player.find({ _id: mongoose.trusted({ $in: stats.map((stat) => stat.playerId) }) }, { name: 1 }).lean(),
    teamNames(stats.map((stat) => stat.teamId)),
  ]);
  const names = new Map(players.map((player) => [player._id.toHexString(), player.name]));
  const labels = new Map(games.map((game) => [game.id, gameLabel(game.team1.name, game.team2.name)]));
  return {
    week,
    games,
    players: stats
      .map((stat) => {
        const teamId = stat.teamId.toHexString();
        const teamName = teams.get(teamId);
        return {
          id: stat.playerId.toHexString(),
          name: names.get(stat.playerId.toHexString()) ?? '',
          position: stat.position as Position,
          team: teamName === undefined ? null : { id: teamId, name: teamName },
          game: labels.get(stat.gameId.toHexString()) ?? '',
          fantasy_points: stat.points,
        };
      })
      .sort((a, b) => b.fantasy_points - a.fantasy_points || compareNames(a.name, b.name)),
  };
}

/** Each player's points in round `week` (fantasy scores its rosters with them). */
export function seasonWeekPlayerPoints(season: StoredSeason, week: number): Promise<Record<string, number>> {
  return weekPlayerPoints(season._id, week);
}

/** A new season with its schedule; 409 while another season is not finished. */
export async function createSeason(payload: SeasonPayload): Promise<Season> {
  const games = normalizeSchedule(payload.games);
  await checkScheduleTeams(games);
  let season;
  try {
    season = await SeasonModel.create({
      ...seasonFields(payload),
      ...scheduleCounts(games),
      activeKey: ACTIVE_SEASON_KEY,
    });
  } catch (error) {
    // The unique active slot: another season is not finished yet (or was created a moment ago).
    if (isDuplicateKeyError(error)) throw new ConflictError('errors:seasonActiveExists');
    throw error;
  }
  try {
    await insertSchedule(season._id, games);
  } catch (error) {
    // No season without its schedule: give the active slot back.
    await Promise.all([SeasonModel.deleteOne({ _id: season._id }), Game.deleteMany({ seasonId: season._id })]);
    throw error;
  }
  return toSeason(season.toObject() as StoredSeason);
}

/** The season's settings and its schedule (synced: see `syncSchedule`). */
export async function updateSeason(season: StoredSeason, payload: SeasonPayload): Promise<Season> {
  const games = normalizeSchedule(payload.games);
  await checkScheduleTeams(games);
  await syncSchedule(season, games);
  await SeasonModel.updateOne({ _id: season._id }, { $set: { ...seasonFields(payload), ...scheduleCounts(games) } });
  return toSeason(await reloaded(season));
}

/** A new schedule for the season; the season's rules hold for it too (playoff weeks, max fantasy teams). */
export async function replaceSchedule(season: StoredSeason, sent: readonly ScheduleGamePayload[]): Promise<Season> {
  const games = normalizeSchedule(sent);
  const merged = await validateWith(seasonSchema, { ...toSeasonListItem(season), games }, seasonEditContext(season));
  if (!merged.ok) throw new InputError(merged.violations);
  await checkScheduleTeams(games);
  await syncSchedule(season, games);
  await SeasonModel.updateOne({ _id: season._id }, { $set: scheduleCounts(games) });
  return toSeason(await reloaded(season));
}
