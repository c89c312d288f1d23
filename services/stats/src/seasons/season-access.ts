import type { RequestHandler } from 'express';
import mongoose, { type Types } from 'mongoose';
import {
  formatUtcDateTime,
  seasonActions,
  seasonName,
  type Season,
  type SeasonGame,
  type SeasonListItem,
  type SeasonState,
} from '@hfl/contracts';
import { ConflictError, contextSlot, NotFoundError, objectIdParam } from '@hfl/kit';
import { Game } from '../models/game';
import { ACTIVE_SEASON_KEY, SeasonModel, SeasonTransition, type SeasonFields } from '../models/season';
import { teamNames } from '../players/player-views';

/** A season as `lean()` reads it (the draft window is required, so always there). */
export type StoredSeason = Omit<SeasonFields, 'draftWindow'> & {
  _id: Types.ObjectId;
  draftWindow: { startDate: Date; endDate: Date };
  createdAt: Date;
};

/** The lifecycle fields a transition sets (its `state`). */
export type LifecycleState = Pick<SeasonState, 'status' | 'currentWeek' | 'isWeekActive'> & { frozenWeeks: number[] };

export const stateOf = (season: StoredSeason): SeasonState => ({
  status: season.status,
  currentWeek: season.currentWeek,
  nbWeeks: season.nbWeeks,
  isWeekActive: season.isWeekActive,
  frozenWeeks: season.frozenWeeks,
});

/** The season's fields for a lifecycle state at `version`: a finished season frees the one active slot. */
export function lifecycleSet(seasonId: Types.ObjectId, state: LifecycleState, version: number) {
  return {
    status: state.status,
    currentWeek: state.currentWeek,
    isWeekActive: state.isWeekActive,
    frozenWeeks: state.frozenWeeks,
    version,
    activeKey: state.status === 'finished' ? seasonId.toHexString() : ACTIVE_SEASON_KEY,
  };
}

/**
 * The season with its latest lifecycle transition applied. A transition is inserted first and the season updated
 * after it; if that second write was lost (a crash between the two), the transitions say what the state is, so every
 * read puts it right before anyone looks at or changes the season.
 */
export async function repairSeason(season: StoredSeason): Promise<StoredSeason> {
  const latest = await SeasonTransition.findOne({ seasonId: season._id }).sort({ version: -1 }).lean();
  if (!latest || latest.version <= season.version) return season;
  const $set = lifecycleSet(season._id, latest.state as LifecycleState, latest.version);
  await SeasonModel.updateOne({ _id: season._id, version: mongoose.trusted({ $lt: latest.version }) }, { $set });
  return { ...season, ...$set };
}

/** The season a request is about: set by `loadSeason`, `loadCurrentSeason` or `loadGame` (the game's season). */
export const seasonSlot = contextSlot<StoredSeason>('season');

/** Loads `:id`'s season (404), repaired, into `seasonSlot`. */
export const loadSeason: RequestHandler = async (req, res, next) => {
  const season = await SeasonModel.findById(objectIdParam(req, 'id')).lean<StoredSeason>();
  if (!season) throw new NotFoundError();
  seasonSlot.set(res, await repairSeason(season));
  next();
};

/** A finished season is history: neither its settings nor its schedule change. */
export const refuseFinishedSeason: RequestHandler = (_req, res, next) => {
  if (seasonSlot.get(res).status === 'finished') throw new ConflictError('errors:seasonFinished');
  next();
};

/** The season not finished yet (there is at most one), repaired; null when there is none. */
export async function findCurrentSeason(): Promise<StoredSeason | null> {
  const season = await SeasonModel.findOne({ activeKey: ACTIVE_SEASON_KEY }).lean<StoredSeason>();
  return season ? repairSeason(season) : null;
}

/** Loads the current season into `seasonSlot`; 404 'There is no active season' without one. */
export const loadCurrentSeason: RequestHandler = async (_req, res, next) => {
  const season = await findCurrentSeason();
  if (!season) throw new NotFoundError('errors:noCurrentSeason');
  seasonSlot.set(res, season);
  next();
};

export function toSeasonListItem(season: StoredSeason): SeasonListItem {
  return {
    id: season._id.toHexString(),
    name: seasonName(season.startsAt, season.endsAt),
    startsAt: season.startsAt,
    endsAt: season.endsAt,
    nbPlayoffWeeks: season.nbPlayoffWeeks,
    nbTeams: season.nbTeams,
    nbMaxFantasyTeams: season.nbMaxFantasyTeams,
    lateDraftLastRound: season.lateDraftLastRound ?? null,
    draftWindow: {
      startDate: formatUtcDateTime(season.draftWindow.startDate),
      endDate: formatUtcDateTime(season.draftWindow.endDate),
    },
    ...stateOf(season),
    createdAt: season.createdAt.toISOString(),
  };
}

/** A season's games (or one round's), by round then date. */
export async function seasonGames(seasonId: Types.ObjectId, week?: number): Promise<SeasonGame[]> {
  const games = await Game.find(week === undefined ? { seasonId } : { seasonId, week })
    .sort({ week: 1, date: 1, _id: 1 })
    .lean();
  const names = await teamNames(games.flatMap((game) => [game.team1Id, game.team2Id]));
  return games.map((game) => ({
    id: game._id.toHexString(),
    week: game.week,
    date: game.date,
    time: game.time ?? null,
    team1: {
      id: game.team1Id.toHexString(),
      name: names.get(game.team1Id.toHexString()) ?? '',
      score: game.score1 ?? null,
    },
    team2: {
      id: game.team2Id.toHexString(),
      name: names.get(game.team2Id.toHexString()) ?? '',
      score: game.score2 ?? null,
    },
    hasStats: game.hasStats,
  }));
}

/** The whole season: its schedule and what the owner may do now. */
export async function toSeason(season: StoredSeason): Promise<Season> {
  const [games, roundStarts] = await Promise.all([seasonGames(season._id), roundStartsOf(season._id)]);
  return { ...toSeasonListItem(season), games, actions: seasonActions(stateOf(season)), roundStarts };
}

/**
 * When each round was started, from the lifecycle's transitions (fantasy schedules a late draft's league into the
 * rounds that started after its draft ended). A round started more than once (never, by the guards) keeps the first.
 */
async function roundStartsOf(seasonId: Types.ObjectId): Promise<Season['roundStarts']> {
  const starts = await SeasonTransition.find(
    { seasonId, action: 'startWeek' },
    { 'state.currentWeek': 1, createdAt: 1 },
  ).lean<Array<{ state: { currentWeek: number }; createdAt: Date }>>();
  const byWeek = new Map<number, Date>();
  for (const { state, createdAt } of starts) {
    const known = byWeek.get(state.currentWeek);
    if (!known || createdAt < known) byWeek.set(state.currentWeek, createdAt);
  }
  return [...byWeek].sort(([a], [b]) => a - b).map(([week, at]) => ({ week, at: formatUtcDateTime(at) }));
}
