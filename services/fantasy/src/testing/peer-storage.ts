import mongoose, { Types } from 'mongoose';
import type { Position } from '@hfl/contracts';
import { NEXT_YEAR } from './support';

/**
 * The one place fantasy's tests write a peer's stored data directly, for states no peer API can make: a user as
 * accounts stores one (signing up needs a confirmed e-mail), and stats' clubs, players, seasons in a given state and
 * statistics lines (stats makes these through owner forms, season transitions and score sheets). Field by field what
 * the peer's own models store; the peer itself (started with kit's `startPeers`) reads them back through its API.
 */
type PeerCollection = 'users' | 'teams' | 'players' | 'seasons' | 'season_transitions' | 'games' | 'player_stats';

export function peerCollection(name: PeerCollection) {
  return mongoose.connection.db!.collection(name);
}

/** Its bcrypt hash at the lowest cost (the password is never used here). */
const PASSWORD_HASH = '$2b$04$V633Y0Nn7PDoC8lslRjogu99W2eqovW0qorkFBexaivoAxyM5Y5rS';

/** A user as accounts stores one (its name is what leagues and the draft show); its id. */
export async function writeAccountsUser(firstName = 'Anna', lastName = 'Szabó'): Promise<string> {
  const _id = new Types.ObjectId();
  await peerCollection('users').insertOne({
    _id,
    firstName,
    lastName,
    email: `${_id.toHexString()}@example.com`,
    passwordHash: PASSWORD_HASH,
  });
  return _id.toHexString();
}

/** Real clubs as stats stores them. */
export async function writeRealTeams(...names: string[]): Promise<Array<{ _id: Types.ObjectId; name: string }>> {
  const teams = names.map((name) => ({ _id: new Types.ObjectId(), name, status: 'active', createdAt: new Date() }));
  await peerCollection('teams').insertMany(teams);
  return teams;
}

/** A real player of a club as stats stores one. */
export async function writeRealPlayer(
  teamId: Types.ObjectId,
  position: Position,
  name: string,
): Promise<Types.ObjectId> {
  const _id = new Types.ObjectId();
  await peerCollection('players').insertOne({
    _id,
    name,
    position,
    birthDate: position === 'DEF' ? null : '1995-05-05',
    height: null,
    weight: null,
    jerseyNumber: null,
    status: 'active',
    analysis: '',
    photoFileId: null,
    teamId,
    createdAt: new Date(),
  });
  return _id;
}

export interface RealSeasonState {
  status?: 'drafting' | 'ongoing' | 'finished';
  currentWeek?: number;
  isWeekActive?: boolean;
  nbWeeks?: number;
  nbTeams?: number;
  draftWindow?: { startDate: Date; endDate: Date };
  /** 'YYYY-MM-DD'; next year's March to August by default. */
  startsAt?: string;
  endsAt?: string;
  /** 'active' (the season not finished: stats' current one) by default. */
  activeKey?: string;
}

/** A real season stored in a given state, with its games (week and clubs); its id. */
export async function writeRealSeason(
  games: Array<{ week: number; team1: Types.ObjectId; team2: Types.ObjectId }>,
  state: RealSeasonState = {},
): Promise<Types.ObjectId> {
  const _id = new Types.ObjectId();
  await peerCollection('seasons').insertOne({
    _id,
    startsAt: state.startsAt ?? `${NEXT_YEAR}-03-10`,
    endsAt: state.endsAt ?? `${NEXT_YEAR}-08-31`,
    draftWindow: state.draftWindow ?? {
      startDate: new Date(`${NEXT_YEAR}-03-01T10:00:00Z`),
      endDate: new Date(`${NEXT_YEAR}-03-01T14:00:00Z`),
    },
    nbPlayoffWeeks: 1,
    nbMaxFantasyTeams: 4,
    nbWeeks: state.nbWeeks ?? Math.max(1, ...games.map((game) => game.week)),
    nbTeams:
      state.nbTeams ?? new Set(games.flatMap((game) => [game.team1.toHexString(), game.team2.toHexString()])).size,
    status: state.status ?? 'drafting',
    currentWeek: state.currentWeek ?? 0,
    isWeekActive: state.isWeekActive ?? false,
    frozenWeeks: [],
    version: 0,
    activeKey: state.activeKey ?? 'active',
    createdAt: new Date(),
  });
  if (games.length > 0) {
    await peerCollection('games').insertMany(
      games.map((game) => ({
        seasonId: _id,
        week: game.week,
        date: `${NEXT_YEAR}-04-${String(game.week).padStart(2, '0')}`,
        team1Id: game.team1,
        team2Id: game.team2,
        score1: null,
        score2: null,
        team1Players: [],
        team2Players: [],
        hasStats: false,
        createdAt: new Date(),
      })),
    );
  }
  return _id;
}

/** Whether stats counts the season as the one not finished (its current one): stats marks a finished one with its id. */
export async function setRealSeasonOpen(seasonId: string, open: boolean): Promise<void> {
  await peerCollection('seasons').updateOne(
    { _id: new Types.ObjectId(seasonId) },
    { $set: { activeKey: open ? 'active' : seasonId } },
  );
}

/** A real season's lifecycle set as stats stores it (its transitions gone, so nothing repairs it back). */
export async function setRealSeasonLifecycle(
  seasonId: string,
  state: { status: 'drafting' | 'ongoing' | 'finished'; currentWeek: number; isWeekActive: boolean },
): Promise<void> {
  const _id = new Types.ObjectId(seasonId);
  await peerCollection('season_transitions').deleteMany({ seasonId: _id });
  await peerCollection('seasons').updateOne({ _id }, { $set: { ...state, frozenWeeks: [], version: 0 } });
}

/**
 * What stats does after each change of a season's statistics (all seasons' without one): a fresh token, so the totals
 * its lists keep are read again. Every direct write to `player_stats` is followed by it.
 */
export async function statsChanged(seasonId?: Types.ObjectId): Promise<void> {
  const statsVersion = new Types.ObjectId().toHexString();
  await peerCollection('seasons').updateMany(seasonId ? { _id: seasonId } : {}, { $set: { statsVersion } });
}

/** A player's statistics line in one game of a round, worth `points`, as stats stores it. */
export async function writePlayerStat(
  seasonId: Types.ObjectId,
  week: number,
  playerId: Types.ObjectId,
  points: number,
  position: Position,
): Promise<void> {
  await peerCollection('player_stats').insertOne({
    seasonId,
    week,
    gameId: new Types.ObjectId(),
    playerId,
    teamId: new Types.ObjectId(),
    position,
    stats: {},
    points,
  });
  await statsChanged(seasonId);
}
