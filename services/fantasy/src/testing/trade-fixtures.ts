import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import mongoose, { Types } from 'mongoose';
import request from 'supertest';
import { assignDraftSlots, type DraftPoolPlayer, type Position } from '@hfl/contracts';
import { refreshLineup } from '../lineups/lineups';
import { CurrentLeagueSeason, LeagueSeason } from '../models/league-season';
import { Roster } from '../models/roster';
import { forgetRealSeason } from '../league-seasons/openness';
import { RosterPlayer } from '../models/roster-player';
import { RosterActivity } from '../models/roster-activity';
import { RosterLock } from '../models/unique-lock';
import { TradeClaim, TradeDecision, TradeProposal } from '../models/trade-proposal';
import type { DraftTestbed, TestLeague } from './draft-fixtures';
import { peerCollection } from './peer-storage';
import { asUser } from './support';

/**
 * Trades' test bed on top of the draft's (`setUpDraftTests`: the real leagues, accounts and stats, a league of four,
 * the real season's 80 players): the league's season past its draft with four rosters, written as a completed draft
 * leaves them (each team's players in the slots the draft rules give them).
 */

/** A full roster: 14 players whose starters fill every slot. */
export const FULL_ROSTER: readonly Position[] = [
  'QB',
  'RB',
  'WR',
  'TE',
  'RB',
  'K',
  'DEF',
  'HC',
  'QB',
  'RB',
  'WR',
  'WR',
  'TE',
  'DEF',
];

export interface TradeTeam {
  userId: string;
  teamId: string;
  rosterId: Types.ObjectId;
}

export interface TradeLeague {
  seasonId: Types.ObjectId;
  teams: TradeTeam[];
}

/** The trade collections, emptied before each test with the draft's. */
export const TRADE_MODELS = [TradeProposal, TradeDecision, TradeClaim, RosterActivity, RosterLock] as const;

export async function clearTrades(): Promise<void> {
  await Promise.all([
    ...TRADE_MODELS.map((model) => (model as typeof TradeProposal).deleteMany({})),
    mongoose.connection.db!.collection('notifications').deleteMany({}),
  ]);
}

/**
 * The league's season, ongoing after its draft, with a roster per team made of `layouts[i]` (FULL_ROSTER by default),
 * each player the best-ranked of his position not taken yet.
 */
export async function seasonWithRosters(
  bed: DraftTestbed,
  league: TestLeague,
  layouts: ReadonlyArray<readonly Position[]> = [],
): Promise<TradeLeague> {
  const season = await LeagueSeason.create({
    leagueId: new Types.ObjectId(league.id),
    realSeasonId: new Types.ObjectId(bed.realSeason.id),
    status: 'ongoing',
    draftStartsAt: new Date(Date.now() - 86_400_000),
    draftEndsAt: new Date(Date.now() - 80_000_000),
    clockStartsAt: new Date(Date.now() - 86_400_000),
  });
  await CurrentLeagueSeason.create({ _id: new Types.ObjectId(league.id), seasonId: season._id });
  const taken = new Set<string>();
  const take = (position: Position): DraftPoolPlayer => {
    const player = bed.realSeason.pool.find((p) => p.position === position && !taken.has(p.id));
    if (!player) throw new Error(`no ${position} left in the pool`);
    taken.add(player.id);
    return player;
  };
  const teams: TradeTeam[] = [];
  for (const [i, manager] of league.managers.entries()) {
    const roster = await Roster.create({
      leagueSeasonId: season._id,
      realSeasonId: season.realSeasonId,
      fantasyTeamId: new Types.ObjectId(manager.teamId),
    });
    const players = (layouts[i] ?? FULL_ROSTER).map(take);
    const { starters, bench } = assignDraftSlots(players);
    await RosterPlayer.insertMany(
      [
        ...starters.flatMap(({ slot, player }) =>
          player ? [{ player, fantasyPosition: slot, activityStatus: 'active' }] : [],
        ),
        ...bench.map((player) => ({ player, fantasyPosition: 'BENCH', activityStatus: 'bench' })),
      ].map(({ player, fantasyPosition, activityStatus }) => ({
        leagueSeasonId: season._id,
        rosterId: roster._id,
        playerId: new Types.ObjectId(player.id),
        fantasyPosition,
        activityStatus,
      })),
    );
    await refreshLineup(roster._id);
    teams.push({ ...manager, rosterId: roster._id });
  }
  return { seasonId: season._id, teams };
}

/** A roster's players as stored, with each one's real position. */
export async function rosterOf(bed: DraftTestbed, rosterId: Types.ObjectId) {
  const positions = new Map(bed.realSeason.pool.map((p) => [p.id, p]));
  const docs = await RosterPlayer.find({ rosterId }).lean();
  return docs.map((doc) => ({
    id: doc._id.toHexString(),
    playerId: doc.playerId.toHexString(),
    name: positions.get(doc.playerId.toHexString())!.name,
    position: positions.get(doc.playerId.toHexString())!.position,
    fantasyPosition: doc.fantasyPosition,
    activityStatus: doc.activityStatus,
  }));
}

/** The roster player of a roster in a slot (the first one there), e.g. its starting QB or a bench RB. */
export async function rosterPlayerAt(
  bed: DraftTestbed,
  rosterId: Types.ObjectId,
  fantasyPosition: string,
  position?: Position,
) {
  const players = await rosterOf(bed, rosterId);
  const found = players.find((p) => p.fantasyPosition === fantasyPosition && (!position || p.position === position));
  if (!found) throw new Error(`no ${position ?? ''} player at ${fantasyPosition}`);
  return found;
}

/** `POST leagues/{id}/trade-proposal/{a}/{b}` as `userId`; the proposal's id (fails the test on anything but 201). */
export async function propose(bed: DraftTestbed, league: TestLeague, userId: string, a: string, b: string) {
  const res = await request(bed.app)
    .post(`/leagues/${league.id}/trade-proposal/${a}/${b}`)
    .set(await asUser(userId));
  if (res.status !== 201) throw new Error(`proposing answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** `POST trade-proposals/{id}/<answer>` as `userId`. */
export async function answer(bed: DraftTestbed, id: string, what: 'accept' | 'reject' | 'withdraw', userId: string) {
  return request(bed.app)
    .post(`/trade-proposals/${id}/${what}`)
    .set(await asUser(userId));
}

/** Sets the real season's round on (rosters locked) or off, as stats does and then tells fantasy. */
export async function setRoundActive(bed: DraftTestbed, active: boolean): Promise<void> {
  await peerCollection('seasons').updateOne(
    { _id: new Types.ObjectId(bed.realSeason.id) },
    { $set: { isWeekActive: active, currentWeek: active ? 1 : 0 } },
  );
  forgetRealSeason(bed.realSeason.id);
}

/** The notifications accounts stored (in this test database), oldest first. */
export async function storedNotifications() {
  const docs = await mongoose.connection
    .db!.collection('notifications')
    .find({}, { sort: { _id: 1 } })
    .toArray();
  return docs.map((doc) => ({
    userId: String(doc.userId),
    type: doc.type as string,
    kind: doc.kind as string,
    params: doc.params as Record<string, string | null>,
  }));
}

/** Every roster of the season: the count of its players, and each player's roster (to see none is on two or none). */
export async function seasonState(seasonId: Types.ObjectId) {
  const docs = await RosterPlayer.find({ leagueSeasonId: seasonId }).lean();
  const counts = new Map<string, number>();
  for (const doc of docs) counts.set(doc.rosterId.toHexString(), (counts.get(doc.rosterId.toHexString()) ?? 0) + 1);
  return {
    total: docs.length,
    counts,
    rosterOfPlayer: new Map(docs.map((d) => [d.playerId.toHexString(), d.rosterId.toHexString()])),
  };
}

const FANTASY_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs the receiving manager's accept in a process of its own (src/testing/killed-accept.ts) that SIGKILLs itself
 * right after the accept's move number `killAfterMove` is applied. Resolves with how the process ended.
 */
export async function acceptInKilledProcess(
  bed: DraftTestbed,
  proposalId: string,
  userId: string,
  killAfterMove: number,
): Promise<{ signal: NodeJS.Signals | null; code: number | null; log: string }> {
  const { NODE_OPTIONS: _jestOnly, ...inherited } = bed.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/killed-accept.ts'], {
    cwd: FANTASY_DIR,
    env: {
      ...inherited,
      TRADE_PROPOSAL_ID: proposalId,
      TRADE_USER_ID: userId,
      TRADE_KILL_AFTER_MOVE: String(killAfterMove),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, log })));
}
