import request from 'supertest';
import { Types } from 'mongoose';
import { allowTestTime, testTime, eventually } from '@hfl/kit/testing';
import {
  draftJobs,
  setUpDraftTests,
  startWorkerProcess,
  type DraftTestbed,
  type TestLeague,
} from '../testing/draft-fixtures';
import {
  acceptInKilledProcess,
  answer,
  clearTrades,
  propose,
  rosterOf,
  rosterPlayerAt,
  seasonState,
  seasonWithRosters,
  storedNotifications,
  type TradeLeague,
} from '../testing/trade-fixtures';
import { asUser } from '../testing/support';
import { loadFantasyConfig } from '../config';
import { buildRuntime } from '../runtime';
import { refreshLineup } from '../lineups/lineups';
import { Roster } from '../models/roster';
import { RosterActivity } from '../models/roster-activity';
import { RosterLock } from '../models/unique-lock';
import { RosterPlayer } from '../models/roster-player';
import { TradeDecision, TradeProposal } from '../models/trade-proposal';
import { withRosterLocks } from '../rosters/roster-lock';
import { sweepTrades } from './decide';
import type { TradeDeps } from './context';

allowTestTime(60_000);

/**
 * Trades under fire: decisions racing each other and a cut, and an accept whose process is killed in the middle. After
 * each, the season is consistent: every player on exactly one roster, no roster above 14, none lost.
 */

let bed: DraftTestbed;
let league: TestLeague;
let deps: TradeDeps;
setUpDraftTests('fantasy_trade_races', (started) => {
  bed = started;
  league = started.league;
  const { stats, leagues, notifier } = buildRuntime(loadFantasyConfig(started.env), () => {
    throw new Error('no jobs here');
  });
  deps = { stats, leagues, notifier };
});

let season: TradeLeague;
beforeEach(async () => {
  await clearTrades();
  season = await seasonWithRosters(bed, league);
});

const mine = () => season.teams[0]!;
const theirs = () => season.teams[1]!;

async function qbs() {
  return {
    a: await rosterPlayerAt(bed, mine().rosterId, 'QB'),
    b: await rosterPlayerAt(bed, theirs().rosterId, 'QB'),
  };
}

/** 56 players on the four rosters, 14 each, and each of the given players on the roster named. */
async function expectConsistent(where: Record<string, Types.ObjectId> = {}) {
  const state = await seasonState(season.seasonId);
  expect(state.total).toBe(56);
  expect([...state.counts.entries()].sort()).toEqual(
    season.teams.map((team) => [team.rosterId.toHexString(), 14] as [string, number]).sort(),
  );
  for (const [playerId, rosterId] of Object.entries(where))
    expect(state.rosterOfPlayer.get(playerId)).toBe(rosterId.toHexString());
  // Each roster's packed lineup (what scoring reads) names exactly its players.
  for (const team of season.teams) {
    const lineup = (await Roster.findById(team.rosterId).lean())!.lineup;
    for (const player of await rosterOf(bed, team.rosterId)) expect(lineup).toContain(player.playerId);
  }
}

describe('races', () => {
  it('when the receiver accepts while the proposer withdraws, then exactly one of them happens and the rosters agree with it', async () => {
    const { a, b } = await qbs();
    const id = await propose(bed, league, mine().userId, a.id, b.id);

    const [accepted, withdrawn] = await Promise.all([
      answer(bed, id, 'accept', theirs().userId),
      answer(bed, id, 'withdraw', mine().userId),
    ]);

    expect([accepted.status, withdrawn.status].sort()).toEqual([200, 409]);
    const stored = (await TradeProposal.findById(id).lean())!;
    const decision = (await TradeDecision.findById(id).lean())!;
    if (accepted.status === 200) {
      expect(stored.status).toBe('accepted');
      expect(decision.kind).toBe('accept');
      await expectConsistent({ [a.playerId]: theirs().rosterId, [b.playerId]: mine().rosterId });
    } else {
      expect(stored.status).toBe('withdrawn');
      expect(decision.kind).toBe('withdraw');
      expect(accepted.body.error.message).toBe('This trade proposal is no longer pending');
      await expectConsistent({ [a.playerId]: mine().rosterId, [b.playerId]: theirs().rosterId });
    }
  });

  it('when two proposals offering the same player are accepted at once, then one trade happens and the other proposal is cancelled', async () => {
    const a = await rosterPlayerAt(bed, mine().rosterId, 'QB');
    const [one, two] = [season.teams[1]!, season.teams[2]!];
    const b1 = await rosterPlayerAt(bed, one.rosterId, 'QB');
    const b2 = await rosterPlayerAt(bed, two.rosterId, 'QB');
    const first = await propose(bed, league, mine().userId, a.id, b1.id);
    const second = await propose(bed, league, mine().userId, a.id, b2.id);

    const answers = await Promise.all([
      answer(bed, first, 'accept', one.userId),
      answer(bed, second, 'accept', two.userId),
    ]);

    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const [won, lost] = answers[0]!.status === 200 ? [first, second] : [second, first];
    const winner = won === first ? { team: one, b: b1 } : { team: two, b: b2 };
    const loser = won === first ? { team: two, b: b2 } : { team: one, b: b1 };
    expect((await TradeProposal.findById(won).lean())!.status).toBe('accepted');
    expect((await TradeProposal.findById(lost).lean())!.status).toBe('cancelled');
    await expectConsistent({
      [a.playerId]: winner.team.rosterId,
      [winner.b.playerId]: mine().rosterId,
      [loser.b.playerId]: loser.team.rosterId,
    });
    // The cancelled proposal's two managers are told.
    expect(
      (await storedNotifications())
        .filter((n) => n.kind === 'tradeCancelled')
        .map((n) => n.userId)
        .sort(),
    ).toEqual([mine().userId, loser.team.userId].sort());
  });

  it('when the receiver accepts while the proposer cuts the offered player (in the roster lock, as cuts run), then either the trade or the cut happens, never a mix', async () => {
    const { a, b } = await qbs();
    const id = await propose(bed, league, mine().userId, a.id, b.id);
    const cut = () =>
      withRosterLocks([mine().rosterId], async () => {
        const gone = await RosterPlayer.deleteOne({ _id: new Types.ObjectId(a.id), rosterId: mine().rosterId });
        await refreshLineup(mine().rosterId);
        return gone.deletedCount;
      });

    const [accepted, cutCount] = await Promise.all([answer(bed, id, 'accept', theirs().userId), cut()]);

    const state = await seasonState(season.seasonId);
    expect([...state.counts.values()].every((count) => count <= 14)).toBe(true);
    if (accepted.status === 200) {
      // The trade first: the player had left the roster the cut looked in.
      expect(cutCount).toBe(0);
      await expectConsistent({ [a.playerId]: theirs().rosterId, [b.playerId]: mine().rosterId });
    } else {
      expect(cutCount).toBe(1);
      expect(accepted.status).toBe(409);
      expect((await TradeProposal.findById(id).lean())!.status).toBe('cancelled');
      expect(state.total).toBe(55);
      expect(state.rosterOfPlayer.has(a.playerId)).toBe(false);
      expect(state.rosterOfPlayer.get(b.playerId)).toBe(theirs().rosterId.toHexString());
      expect(state.counts.get(mine().rosterId.toHexString())).toBe(13);
    }
  });
});

describe('the killed accept', () => {
  /** A lock the killed process held is only taken over once stale (15 s): its age is moved on instead of waiting. */
  const ageLocks = () => RosterLock.updateMany({}, { $set: { at: new Date(Date.now() - 60_000) } });

  it("when the process accepting is killed right after its first move, then the player is parked on no roster, and the next read of the team's proposals finishes the trade", async () => {
    const { a, b } = await qbs();
    const id = await propose(bed, league, mine().userId, a.id, b.id);

    const run = await acceptInKilledProcess(bed, id, theirs().userId, 0);

    expect(run.signal).toBe('SIGKILL');
    const stopped = (await TradeProposal.findById(id).lean())!;
    expect(stopped).toMatchObject({ status: 'accepting', movesDone: 0 });
    expect((await RosterPlayer.findById(a.id).lean())!.rosterId.toHexString()).toBe(id); // parked
    const middle = await seasonState(season.seasonId);
    expect(middle.total).toBe(56);
    expect(middle.counts.get(mine().rosterId.toHexString())).toBe(13);
    expect(middle.counts.get(theirs().rosterId.toHexString())).toBe(14);
    expect(await RosterLock.countDocuments()).toBeGreaterThan(0); // the dead process's locks
    await ageLocks();

    const res = await request(bed.app)
      .get(`/seasons/${String(season.seasonId)}/fantasy-teams/${theirs().teamId}/trade-proposals`)
      .set(await asUser(theirs().userId));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: [], received: [] });
    expect((await TradeProposal.findById(id).lean())!).toMatchObject({ status: 'accepted', movesDone: 3 });
    await expectConsistent({ [a.playerId]: theirs().rosterId, [b.playerId]: mine().rosterId });
    expect((await rosterOf(bed, mine().rosterId)).find((p) => p.id === b.id)?.fantasyPosition).toBe('QB');
    expect((await rosterOf(bed, theirs().rosterId)).find((p) => p.id === a.id)?.fantasyPosition).toBe('QB');
    expect(await RosterActivity.countDocuments({ type: 'trade' })).toBe(2);
    expect((await storedNotifications()).filter((n) => n.kind === 'tradeAccepted').map((n) => n.userId)).toEqual([
      mine().userId,
    ]);
    // The receiver, not knowing, tries the accept again: the finished trade, nothing moved twice.
    const retried = await answer(bed, id, 'accept', theirs().userId);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id, status: 'accepted' });
    await expectConsistent({ [a.playerId]: theirs().rosterId, [b.playerId]: mine().rosterId });
  });

  it(
    'when an accept was killed and the worker runs, then its trades:resume-sweep job (every minute) finishes the trade',
    async () => {
      const { a, b } = await qbs();
      const id = await propose(bed, league, mine().userId, a.id, b.id);
      expect((await acceptInKilledProcess(bed, id, theirs().userId, 1)).signal).toBe('SIGKILL');
      expect((await TradeProposal.findById(id).lean())!).toMatchObject({ status: 'accepting', movesDone: 1 });
      await ageLocks();

      const worker = await startWorkerProcess(bed);
      try {
        await eventually(
          async () => (await TradeProposal.findById(id).lean())!.status === 'accepted',
          15_000,
          'the sweep finishing the accept',
        );
      } finally {
        await worker.kill();
      }

      expect(await draftJobs('trades:resume-sweep')).toHaveLength(1);
      await expectConsistent({ [a.playerId]: theirs().rosterId, [b.playerId]: mine().rosterId });
      // Two Node processes start in this test (the killed accept and the worker): slow on a busy machine.
    },
    testTime(120_000),
  );

  it('when the process is killed after the wanted player moved in, then the minute sweep finishes the trade; sweeping again changes nothing', async () => {
    const a = await rosterPlayerAt(bed, mine().rosterId, 'RB');
    const b = await rosterPlayerAt(bed, theirs().rosterId, 'BENCH', 'WR');
    const benchRb = await rosterPlayerAt(bed, mine().rosterId, 'BENCH', 'RB');
    const id = await propose(bed, league, mine().userId, a.id, b.id);

    // Moves: park the RB, promote my bench RB, the WR into my bench, the RB into their bench.
    const run = await acceptInKilledProcess(bed, id, theirs().userId, 2);

    expect(run.signal).toBe('SIGKILL');
    expect((await TradeProposal.findById(id).lean())!).toMatchObject({ status: 'accepting', movesDone: 2 });
    const middle = await seasonState(season.seasonId);
    expect(middle.counts.get(mine().rosterId.toHexString())).toBe(14);
    expect(middle.counts.get(theirs().rosterId.toHexString())).toBe(13);
    await ageLocks();

    expect(await sweepTrades(deps)).toBe(1);

    expect((await TradeProposal.findById(id).lean())!).toMatchObject({ status: 'accepted', movesDone: 4 });
    await expectConsistent({ [a.playerId]: theirs().rosterId, [b.playerId]: mine().rosterId });
    const mineNow = await rosterOf(bed, mine().rosterId);
    expect(mineNow.find((p) => p.id === benchRb.id)?.fantasyPosition).toBe('RB');
    expect(mineNow.find((p) => p.id === b.id)?.fantasyPosition).toBe('BENCH');
    expect(await sweepTrades(deps)).toBe(0);
    await expectConsistent({ [a.playerId]: theirs().rosterId, [b.playerId]: mine().rosterId });
  });
});
