import request from 'supertest';
import mongoose, { Types, type Model } from 'mongoose';
import type { Position, RosterView } from '@hfl/contracts';
import { testSecret } from '@hfl/kit/testing';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import { LeagueWeekPoints } from '../models/league-week-points';
import { Roster } from '../models/roster';
import { RosterActivity } from '../models/roster-activity';
import { RosterCard } from '../models/roster-card';
import { RosterLock } from '../models/unique-lock';
import { RosterSnapshot, SnapshotRound } from '../models/roster-snapshot';
import { RosterWeekPoints } from '../models/roster-week-points';
import { ScoredWeek } from '../models/scored-week';
import { SeasonSchedule } from '../models/season-schedule';
import { createStats, type Stats } from '../peers/stats';
import { forgetRealSeason } from '../league-seasons/openness';
import { forgetSeasonPlayerPoints } from '../rosters/points';
import { recordPicks, startDraft, type DraftTestbed, type TestLeague } from './draft-fixtures';
import { peerCollection, setRealSeasonLifecycle, statsChanged, writePlayerStat } from './peer-storage';
import { asSuperAdminAt, asUser } from './support';

/** The rosters' own collections (the draft's are emptied by `setUpDraftTests`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- models of different documents in one list
export const ROSTER_MODELS: readonly Model<any>[] = [
  RosterActivity,
  RosterCard,
  RosterLock,
  RosterSnapshot,
  SnapshotRound,
  RosterWeekPoints,
  ScoredWeek,
];

export interface DraftedLeague {
  league: TestLeague;
  season: LeagueSeasonFields;
  /** Each team's roster id, by team id. */
  rosterOf: (teamId: string) => string;
}

/** The league's draft played to its end (every team's 14 picks) and completed: every team has a full roster. */
export async function draftedLeague(bed: DraftTestbed, league: TestLeague = bed.league): Promise<DraftedLeague> {
  const draft = await startDraft(bed, league);
  await recordPicks(draft, draft.teams.length * 14);
  await bed.engine.complete(draft._id.toHexString());
  const rosters = await Roster.find({ leagueSeasonId: draft._id }).lean();
  const season = (await LeagueSeason.findById(draft._id).lean<LeagueSeasonFields>())!;
  return {
    league,
    season,
    rosterOf: (teamId) => rosters.find((r) => r.fantasyTeamId.toHexString() === teamId)!._id.toHexString(),
  };
}

/** The real season's lifecycle as stats stores it, read afresh by fantasy at once. */
export async function setLifecycle(
  bed: DraftTestbed,
  state: { status?: 'drafting' | 'ongoing' | 'finished'; currentWeek?: number; isWeekActive?: boolean } = {},
): Promise<void> {
  await setRealSeasonLifecycle(bed.realSeason.id, {
    status: state.status ?? 'drafting',
    currentWeek: state.currentWeek ?? 0,
    isWeekActive: state.isWeekActive ?? false,
  });
  forgetRealSeason(bed.realSeason.id);
  // Tests rewrite stats' statistics behind fantasy's back: the points this process keeps of them go too.
  forgetSeasonPlayerPoints(bed.realSeason.id);
}

/** The owner's season lifecycle action on stats (`start-week`, `weeks/current/freeze`, ...); fantasy reads it afresh. */
export async function ownerAction(bed: DraftTestbed, path: string): Promise<void> {
  const res = await request(bed.statsUrl)
    .post(`/seasons/current/${path}`)
    .set(await asSuperAdminAt('stats'));
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  forgetRealSeason(bed.realSeason.id);
}

/** Fantasy's stats peer as the app builds it. */
export const statsPeer = (bed: DraftTestbed): Stats =>
  createStats({ statsUrl: bed.statsUrl, internalTokenSecret: testSecret() });

/** A team's roster as its manager reads it. */
export async function readRoster(bed: DraftTestbed, leagueId: string, teamId: string, userId: string) {
  const res = await request(bed.app)
    .get(`/leagues/${leagueId}/rosters/${teamId}`)
    .set(await asUser(userId));
  if (res.status !== 200) throw new Error(`reading the roster answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as RosterView;
}

/** The real player's position in the season's pool. */
export const positionOf = (bed: DraftTestbed, playerId: string): Position =>
  bed.realSeason.pool.find((player) => player.id === playerId)!.position;

/** The pool's players on no roster of the view's league (free agents), best-ranked first. */
export function freeAgentsOf(bed: DraftTestbed, rosters: readonly RosterView[]) {
  const taken = new Set(rosters.flatMap((roster) => roster.players.map((p) => p.player.id)));
  return bed.realSeason.pool.filter((player) => !taken.has(player.id));
}

export const objectId = () => new Types.ObjectId().toHexString();

/** The games' season in tests: three regular rounds (four teams meet each other once), then two playoff rounds. */
export const REGULAR_WEEKS = 3;
export const SEASON_WEEKS = 5;

/**
 * Before each test of a league season's games: the rosters, games, points, the given `models` and the peers' statistics
 * and notifications emptied, the real season made of SEASON_WEEKS rounds with two playoff rounds, its lifecycle at the
 * start.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- models of different documents in one list
export async function resetGamesSeason(bed: DraftTestbed, models: readonly Model<any>[]): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  const emptied: readonly Model<any>[] = [...ROSTER_MODELS, SeasonSchedule, LeagueWeekPoints, ...models];
  await Promise.all([
    ...emptied.map((model) => model.deleteMany({})),
    peerCollection('player_stats').deleteMany({}),
    mongoose.connection.db!.collection('notifications').deleteMany({}),
  ]);
  await statsChanged();
  await peerCollection('seasons').updateOne(
    { _id: new Types.ObjectId(bed.realSeason.id) },
    { $set: { nbWeeks: SEASON_WEEKS, nbPlayoffWeeks: 2 } },
  );
  await setLifecycle(bed);
}

/**
 * Round `week` played and locked as stats does it: each team's first starter scores `points[team index]` (the only
 * points of the round), the lifecycle says the round is locked, and stats tells fantasy its points changed.
 */
export async function lockGamesRound(
  bed: DraftTestbed,
  drafted: DraftedLeague,
  week: number,
  points: readonly number[],
): Promise<void> {
  const views = await Promise.all(
    drafted.league.managers.map(({ teamId, userId }) => readRoster(bed, drafted.league.id, teamId, userId)),
  );
  const seasonId = new Types.ObjectId(bed.realSeason.id);
  await peerCollection('player_stats').deleteMany({ seasonId, week });
  await statsChanged(seasonId);
  await Promise.all(
    views.map((view, i) => {
      const starter = view.players.find((p) => p.fantasyPosition !== 'BENCH')!.player;
      return writePlayerStat(seasonId, week, new Types.ObjectId(starter.id), points[i]!, 'QB');
    }),
  );
  await setLifecycle(bed, { status: 'ongoing', currentWeek: week, isWeekActive: false });
  await bed.scoreRounds({ seasonId: bed.realSeason.id, weeks: [week] });
}
