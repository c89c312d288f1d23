import { Types } from 'mongoose';
import type { Position, SeasonPayload, SeasonStatus } from '@hfl/contracts';
import type { Express } from 'express';
import type { Model } from 'mongoose';
import {
  connectTestDatabase,
  dropTestDatabase,
  internalHeaders,
  startCallRecorder,
  testDatabaseName,
  testEnv,
  type CallRecorder,
  UNREACHABLE_URL,
} from '@hfl/kit/testing';
import { buildApp } from '../app';
import { loadStatsConfig } from '../config';
import { Game } from '../models/game';
import { Player } from '../models/player';
import { PlayerStat } from '../models/player-stat';
import { RealTeam } from '../models/real-team';
import { ACTIVE_SEASON_KEY, SeasonModel, SeasonTransition } from '../models/season';

/** The models a season, schedule or score-sheet test file empties before each test. */
export const SEASON_MODELS = [RealTeam, Player, SeasonModel, SeasonTransition, Game, PlayerStat] as const;

export const asOwner = () => internalHeaders({ userId: new Types.ObjectId().toHexString(), roles: ['SUPER_ADMIN'] });
export const asUser = () => internalHeaders({ userId: new Types.ObjectId().toHexString(), roles: ['USER'] });
export const asVisitor = () => internalHeaders();
/** A peer service's call (fantasy reading a round's points). */
export const asService = (service = 'fantasy') => internalHeaders({ service });

/** Next year: every date of a season made here is in the future, whenever the tests run. */
export const NEXT_YEAR = new Date().getUTCFullYear() + 1;

export async function createTeams(...names: string[]) {
  return Promise.all(names.map((name) => RealTeam.create({ name })));
}

export async function createPlayer(
  teamId: Types.ObjectId,
  position: Position,
  name: string,
  fields: { status?: 'active' | 'inactive' | 'injured'; jerseyNumber?: number } = {},
) {
  return Player.create({ teamId, position, name, birthDate: position === 'DEF' ? null : '1995-05-05', ...fields });
}

interface GameSpec {
  week: number;
  team1: Types.ObjectId;
  team2: Types.ObjectId;
  date?: string;
  /** The kickoff, 'HH:mm' on the league's clock; none by default. */
  time?: string;
  hasStats?: boolean;
}

/** A valid `POST /seasons` body: a 4-hour draft window next year, before the season. */
export function seasonBody(games: GameSpec[], overrides: Partial<SeasonPayload> = {}): SeasonPayload {
  return {
    draftWindow: { startDate: `${NEXT_YEAR}-03-01 10:00:00`, endDate: `${NEXT_YEAR}-03-01 14:00:00` },
    startsAt: `${NEXT_YEAR}-03-10`,
    endsAt: `${NEXT_YEAR}-08-31`,
    nbPlayoffWeeks: 1,
    nbMaxFantasyTeams: 4,
    games: games.map((game) => ({
      team1: game.team1.toHexString(),
      team2: game.team2.toHexString(),
      week: game.week,
      date: game.date ?? `${NEXT_YEAR}-04-${String(game.week).padStart(2, '0')}`,
    })),
    ...overrides,
  };
}

export interface SeasonStateSpec {
  status?: SeasonStatus;
  currentWeek?: number;
  isWeekActive?: boolean;
  frozenWeeks?: number[];
  version?: number;
  nbWeeks?: number;
  draftWindow?: { startDate: Date; endDate: Date };
  /** 'YYYY-MM-DD'; next year's March to August by default. */
  startsAt?: string;
  endsAt?: string;
}

/** A season stored directly in a given lifecycle state, with its games. */
export async function createSeason(games: GameSpec[], state: SeasonStateSpec = {}) {
  const _id = new Types.ObjectId();
  const nbWeeks = state.nbWeeks ?? Math.max(...games.map((game) => game.week));
  const status = state.status ?? 'drafting';
  const season = await SeasonModel.create({
    _id,
    startsAt: state.startsAt ?? `${NEXT_YEAR}-03-10`,
    endsAt: state.endsAt ?? `${NEXT_YEAR}-08-31`,
    draftWindow: state.draftWindow ?? {
      startDate: new Date(`${NEXT_YEAR}-03-01T10:00:00Z`),
      endDate: new Date(`${NEXT_YEAR}-03-01T14:00:00Z`),
    },
    nbPlayoffWeeks: 1,
    nbMaxFantasyTeams: 4,
    nbWeeks,
    nbTeams: new Set(games.flatMap((game) => [game.team1.toHexString(), game.team2.toHexString()])).size,
    status,
    currentWeek: state.currentWeek ?? 0,
    isWeekActive: state.isWeekActive ?? false,
    frozenWeeks: state.frozenWeeks ?? [],
    version: state.version ?? 0,
    activeKey: status === 'finished' ? _id.toHexString() : ACTIVE_SEASON_KEY,
  });
  const stored = await Game.insertMany(
    games.map((game) => ({
      seasonId: _id,
      week: game.week,
      date: game.date ?? `${NEXT_YEAR}-04-${String(game.week).padStart(2, '0')}`,
      time: game.time ?? null,
      team1Id: game.team1,
      team2Id: game.team2,
      hasStats: game.hasStats ?? false,
    })),
  );
  return { season, games: stored };
}

/** A statistics line stored directly (points as given, so a recalculation has something to correct). */
export async function createStat(
  game: { _id: Types.ObjectId; seasonId: Types.ObjectId; week: number; team1Id: Types.ObjectId },
  player: { _id: Types.ObjectId; position: Position },
  stats: Record<string, number>,
  points: number,
) {
  return PlayerStat.create({
    seasonId: game.seasonId,
    week: game.week,
    gameId: game._id,
    playerId: player._id,
    teamId: game.team1Id,
    position: player.position,
    stats,
    points,
  });
}

/** Fantasy's `/internal/week-points` (the real one is fantasy's own to test): records every call, answers a queued job. */
export const startFantasyRecorder = () => startCallRecorder('fantasy', { jobId: '0123456789abcdef01234567' });
export type FantasyRecorder = CallRecorder;

/** Nothing listens there: a call to a peer that was not started fails at once. */
export { UNREACHABLE_URL };

type PeerUrls = { CONTENT_URL?: string; FANTASY_URL?: string };

/**
 * The stats app on a test file's own database (the models' indexes built, emptied before each test, dropped after the
 * file). Its peers (content for photos, fantasy for changed points) are unreachable unless `peers` names real ones:
 * called once the database is connected and before the app is built, so it may start them (`startContent`).
 */
export function setUpStatsTests(
  prefix: string,
  started: (app: Express) => void,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- models of different documents in one list
  options: { peers?: () => PeerUrls | Promise<PeerUrls>; models?: readonly Model<any>[] } = {},
): void {
  const dbName = testDatabaseName(prefix);
  const models = options.models ?? SEASON_MODELS;
  beforeAll(async () => {
    await connectTestDatabase(dbName);
    await Promise.all(models.map((model) => model.init()));
    const peers = await options.peers?.();
    started(
      buildApp(
        loadStatsConfig(testEnv(dbName, { CONTENT_URL: UNREACHABLE_URL, FANTASY_URL: UNREACHABLE_URL, ...peers })),
      ),
    );
  });
  beforeEach(async () => {
    await Promise.all(models.map((model) => model.deleteMany()));
  });
  afterAll(dropTestDatabase);
}

/** A game's statistics line counted for `teamId` (createStat counts it for the game's first team). */
export const playedFor = (
  game: { _id: Types.ObjectId; seasonId: Types.ObjectId; week: number },
  teamId: Types.ObjectId,
) => ({
  _id: game._id,
  seasonId: game.seasonId,
  week: game.week,
  team1Id: teamId,
});

/**
 * The statistics import's round: Győri Sasok – Wolves and Bulls – Rams in rounds 1 and 2, round 2 being played; the
 * clubs, the season and round 2's two games (Sasok's first).
 */
export async function importRound() {
  const [eagles, wolves, bulls, rams] = await createTeams('Győri Sasok', 'Wolves', 'Bulls', 'Rams');
  const { season, games } = await createSeason(
    [1, 2].flatMap((week) => [
      { week, team1: eagles!._id, team2: wolves!._id },
      { week, team1: bulls!._id, team2: rams!._id },
    ]),
    { status: 'ongoing', currentWeek: 2, isWeekActive: true },
  );
  const week2 = games.filter((game) => game.week === 2);
  return {
    clubs: { eagles: eagles!, wolves: wolves!, bulls: bulls!, rams: rams! },
    season,
    eaglesGame: week2[0]!,
    bullsGame: week2[1]!,
  };
}
