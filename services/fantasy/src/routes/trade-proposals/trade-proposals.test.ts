import request from 'supertest';
import { Types } from 'mongoose';
import { asService, asSuperAdmin, asUser, asVisitor, newUserId } from '../../testing/support';
import { setUpDraftTests, type DraftTestbed, type TestLeague } from '../../testing/draft-fixtures';
import {
  answer,
  clearTrades,
  propose,
  rosterOf,
  rosterPlayerAt,
  seasonState,
  seasonWithRosters,
  setRoundActive,
  storedNotifications,
  type TradeLeague,
} from '../../testing/trade-fixtures';
import { AutoLineup } from '../../models/auto-lineup';
import { Roster } from '../../models/roster';
import { RosterSnapshot } from '../../models/roster-snapshot';
import { forgetRealSeason } from '../../league-seasons/openness';
import { setRealSeasonLifecycle } from '../../testing/peer-storage';
import { RosterActivity } from '../../models/roster-activity';
import { RosterPlayer } from '../../models/roster-player';
import { TradeProposal } from '../../models/trade-proposal';

let bed: DraftTestbed;
let league: TestLeague;
setUpDraftTests('fantasy_trade_proposals', (started) => {
  bed = started;
  league = started.league;
});

let season: TradeLeague;
beforeEach(async () => {
  await clearTrades();
  season = await seasonWithRosters(bed, league);
});

/** The admin's team (the proposer in most tests) and the first other team (the receiver). */
const mine = () => season.teams[0]!;
const theirs = () => season.teams[1]!;
const previewPath = (a: string, b: string) => `/leagues/${league.id}/trade-proposal/${a}/${b}`;
const listPath = (teamId: string, seasonId = String(season.seasonId)) =>
  `/seasons/${seasonId}/fantasy-teams/${teamId}/trade-proposals`;
const get = async (path: string, headers: Promise<Record<string, string>>) =>
  request(bed.app)
    .get(path)
    .set(await headers);
const post = async (path: string, headers: Promise<Record<string, string>>) =>
  request(bed.app)
    .post(path)
    .set(await headers);

/** My starting QB and theirs. */
async function qbs() {
  return {
    a: await rosterPlayerAt(bed, mine().rosterId, 'QB'),
    b: await rosterPlayerAt(bed, theirs().rosterId, 'QB'),
  };
}

describe('GET /leagues/:leagueId/trade-proposal/:a/:b (the preview)', () => {
  it('when I preview my starting QB for theirs, then each QB takes the starting QB slot of the other roster, and nothing refuses it', async () => {
    const { a, b } = await qbs();

    const res = await get(previewPath(a.id, b.id), asUser(mine().userId));

    expect(res.status).toBe(200);
    expect(res.body.refusal).toBeNull();
    expect(res.body.refusalParams).toEqual({});
    expect(res.body.mine.team).toMatchObject({ id: mine().teamId, name: 'Admin team' });
    expect(res.body.theirs.team).toMatchObject({ id: theirs().teamId, name: 'Team 1' });
    const place = (side: 'mine' | 'theirs', playerId: string) =>
      res.body[side].players.find((p: { player: { id: string } }) => p.player.id === playerId);
    expect(place('mine', b.playerId)).toMatchObject({ id: b.id, fantasyPosition: 'QB', activityStatus: 'active' });
    expect(place('mine', a.playerId)).toBeUndefined();
    expect(place('theirs', a.playerId)).toMatchObject({ id: a.id, fantasyPosition: 'QB', activityStatus: 'active' });
    expect(res.body.mine.players).toHaveLength(14);
    expect(res.body.mine.players[0]).toMatchObject({ fantasyPosition: 'QB', player: { name: b.name, position: 'QB' } });
    // Nothing is written by a preview.
    expect(await TradeProposal.countDocuments()).toBe(0);
    expect((await rosterOf(bed, mine().rosterId)).find((p) => p.id === a.id)?.fantasyPosition).toBe('QB');
  });

  it('when my starting RB goes for their bench WR, then on my side a bench RB moves up into the RB slot and the WR lands on the bench; on theirs the RB takes the bench', async () => {
    const a = await rosterPlayerAt(bed, mine().rosterId, 'RB');
    const b = await rosterPlayerAt(bed, theirs().rosterId, 'BENCH', 'WR');
    const benchRb = await rosterPlayerAt(bed, mine().rosterId, 'BENCH', 'RB');

    const res = await get(previewPath(a.id, b.id), asUser(mine().userId));

    expect(res.status).toBe(200);
    expect(res.body.refusal).toBeNull();
    const byId = (side: 'mine' | 'theirs', id: string) =>
      res.body[side].players.find((p: { id: string }) => p.id === id);
    expect(byId('mine', benchRb.id)).toMatchObject({ fantasyPosition: 'RB', activityStatus: 'active' });
    expect(byId('mine', b.id)).toMatchObject({ fantasyPosition: 'BENCH', activityStatus: 'bench' });
    expect(byId('theirs', a.id)).toMatchObject({ fantasyPosition: 'BENCH', activityStatus: 'bench' });
  });

  it('when the trade would leave their lineup without a kicker, then the refusal names their team', async () => {
    const a = await rosterPlayerAt(bed, mine().rosterId, 'RB');
    const b = await rosterPlayerAt(bed, theirs().rosterId, 'K');

    const res = await get(previewPath(a.id, b.id), asUser(mine().userId));

    expect(res.status).toBe(200);
    expect(res.body.refusal).toBe('errors:tradeWouldBeIllegal');
    expect(res.body.refusalParams).toEqual({ team: 'Team 1' });
  });

  it('when a round is being played, then the refusal is the lock with its round', async () => {
    const { a, b } = await qbs();
    await setRoundActive(bed, true);
    try {
      const res = await get(previewPath(a.id, b.id), asUser(mine().userId));

      expect(res.status).toBe(200);
      expect(res.body.refusal).toBe('errors:rosterLocked');
      expect(res.body.refusalParams).toEqual({ week: 1 });
    } finally {
      await setRoundActive(bed, false);
    }
  });

  it('when the same trade is already pending, then the refusal says so', async () => {
    const { a, b } = await qbs();
    await propose(bed, league, mine().userId, a.id, b.id);

    const res = await get(previewPath(a.id, b.id), asUser(mine().userId));

    expect(res.body.refusal).toBe('errors:tradeAlreadyProposed');
  });
});

describe('POST /leagues/:leagueId/trade-proposal/:a/:b (propose)', () => {
  it('when I propose my QB for theirs, then 201 with the proposal, it is stored pending, and their manager is told who offers whom', async () => {
    const { a, b } = await qbs();

    const res = await post(previewPath(a.id, b.id), asUser(mine().userId));

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      leagueId: league.id,
      seasonId: String(season.seasonId),
      status: 'pending',
      fromTeam: expect.objectContaining({ id: mine().teamId, name: 'Admin team', userId: mine().userId }),
      fromPlayer: expect.objectContaining({ id: a.playerId, name: a.name, position: 'QB', rosterPlayerId: a.id }),
      toTeam: expect.objectContaining({ id: theirs().teamId, name: 'Team 1', userId: theirs().userId }),
      toPlayer: expect.objectContaining({ id: b.playerId, name: b.name, position: 'QB', rosterPlayerId: b.id }),
      createdAt: expect.any(String),
      decidedAt: null,
    });
    const stored = await TradeProposal.findById(res.body.id).lean();
    expect(stored).toMatchObject({ status: 'pending', fromRosterId: mine().rosterId, toRosterId: theirs().rosterId });
    expect(await storedNotifications()).toEqual([
      {
        userId: theirs().userId,
        type: 'LEAGUE',
        kind: 'tradeProposed',
        params: { name: 'Admin team', player: b.name, otherPlayer: a.name },
      },
    ]);
  });

  it("when the other team's manager deleted his account, then 409 saying nobody could answer, nothing is stored and the preview says it too", async () => {
    const { a, b } = await qbs();
    // Leagues' word that the team lost its manager, as leagues sends it when the account is deleted.
    const told = await request(bed.app)
      .post('/internal/teams-orphaned')
      .set(await asService('leagues'))
      .send({ teamIds: [theirs().teamId] });
    expect(told.status).toBe(204);
    try {
      const res = await post(previewPath(a.id, b.id), asUser(mine().userId));
      const preview = await get(previewPath(a.id, b.id), asUser(mine().userId));

      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('Team 1 has no manager any more: nobody could answer this trade proposal');
      expect(await TradeProposal.countDocuments()).toBe(0);
      expect(preview.body.refusal).toBe('errors:tradeTeamWithoutManager');
      expect(preview.body.refusalParams).toEqual({ team: 'Team 1' });
    } finally {
      await AutoLineup.deleteMany({});
    }
  });

  it('when the same trade is proposed twice at once, then one is created and the other answers 409 "already proposed"', async () => {
    const { a, b } = await qbs();

    const [first, second] = await Promise.all([
      post(previewPath(a.id, b.id), asUser(mine().userId)),
      post(previewPath(a.id, b.id), asUser(mine().userId)),
    ]);

    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect([first, second].find((r) => r.status === 409)!.body.error.message).toBe(
      'You have already proposed this trade',
    );
    expect(await TradeProposal.countDocuments()).toBe(1);
  });

  it('when the earlier identical proposal was rejected, then the trade can be proposed again', async () => {
    const { a, b } = await qbs();
    const first = await propose(bed, league, mine().userId, a.id, b.id);
    expect((await answer(bed, first, 'reject', theirs().userId)).status).toBe(200);

    const res = await post(previewPath(a.id, b.id), asUser(mine().userId));

    expect(res.status).toBe(201);
    expect(await TradeProposal.countDocuments({ status: 'pending' })).toBe(1);
  });

  const refusals: Array<[string, () => Promise<{ a: string; b: string; user: string }>, number, string]> = [
    [
      'b is on my own roster',
      async () => ({
        a: (await rosterPlayerAt(bed, mine().rosterId, 'QB')).id,
        b: (await rosterPlayerAt(bed, mine().rosterId, 'K')).id,
        user: mine().userId,
      }),
      409,
      'You cannot trade with your own team',
    ],
    [
      'a is not on my roster',
      async () => ({
        a: (await rosterPlayerAt(bed, season.teams[2]!.rosterId, 'QB')).id,
        b: (await rosterPlayerAt(bed, theirs().rosterId, 'QB')).id,
        user: mine().userId,
      }),
      404,
      'This player is no longer on the roster',
    ],
    [
      'b names no roster player',
      async () => ({
        a: (await rosterPlayerAt(bed, mine().rosterId, 'QB')).id,
        b: new Types.ObjectId().toHexString(),
        user: mine().userId,
      }),
      404,
      'This player is no longer on the roster',
    ],
    [
      'the trade leaves their lineup without a kicker',
      async () => ({
        a: (await rosterPlayerAt(bed, mine().rosterId, 'RB')).id,
        b: (await rosterPlayerAt(bed, theirs().rosterId, 'K')).id,
        user: mine().userId,
      }),
      409,
      'This trade would leave Team 1 without a legal lineup',
    ],
    [
      'the caller manages no team of the league',
      async () => ({ ...(await qbs().then(({ a, b }) => ({ a: a.id, b: b.id }))), user: newUserId() }),
      403,
      'You are not allowed to do this',
    ],
  ];
  it.each(refusals.map(([what, arrange, status, message]) => [what, status, message, arrange] as const))(
    'when %s, then %i "%s" and nothing is stored',
    async (_case, status, message, arrange) => {
      const { a, b, user } = await arrange();

      const res = await post(previewPath(a, b), asUser(user));

      expect(res.status).toBe(status);
      expect(res.body.error.message).toBe(message);
      expect(await TradeProposal.countDocuments()).toBe(0);
      expect(await storedNotifications()).toEqual([]);
    },
  );

  it('when a round is being played, then 409 "Rosters are locked while round 1 is being played"', async () => {
    const { a, b } = await qbs();
    await setRoundActive(bed, true);
    try {
      const res = await post(previewPath(a.id, b.id), asUser(mine().userId));

      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('Rosters are locked while round 1 is being played');
      expect(await TradeProposal.countDocuments()).toBe(0);
    } finally {
      await setRoundActive(bed, false);
    }
  });

  it('when a visitor proposes or previews, then 401; a malformed id is 404', async () => {
    const { a, b } = await qbs();
    expect((await post(previewPath(a.id, b.id), asVisitor())).status).toBe(401);
    expect((await get(previewPath(a.id, b.id), asVisitor())).status).toBe(401);
    expect((await post(previewPath('nope', b.id), asUser(mine().userId))).status).toBe(404);
    expect((await get(previewPath(a.id, '{"$gt":""}'), asUser(mine().userId))).status).toBe(404);
    expect((await post(`/leagues/nope/trade-proposal/${a.id}/${b.id}`, asUser(mine().userId))).status).toBe(404);
    expect(await TradeProposal.countDocuments()).toBe(0);
  });
});

describe('GET /seasons/:seasonId/fantasy-teams/:teamId/trade-proposals', () => {
  it('when a team has sent and received proposals, then its pending ones come back apart, for any member and the owner', async () => {
    const { a, b } = await qbs();
    const sent = await propose(bed, league, mine().userId, a.id, b.id);
    const k = await rosterPlayerAt(bed, season.teams[2]!.rosterId, 'K');
    const myK = await rosterPlayerAt(bed, mine().rosterId, 'K');
    const received = await propose(bed, league, season.teams[2]!.userId, k.id, myK.id);
    const rejected = await propose(
      bed,
      league,
      season.teams[3]!.userId,
      (await rosterPlayerAt(bed, season.teams[3]!.rosterId, 'HC')).id,
      (await rosterPlayerAt(bed, mine().rosterId, 'HC')).id,
    );
    await answer(bed, rejected, 'reject', mine().userId);

    for (const headers of [asUser(mine().userId), asUser(season.teams[3]!.userId), asSuperAdmin()]) {
      const res = await get(listPath(mine().teamId), headers);

      expect(res.status).toBe(200);
      expect(res.body.sent.map((p: { id: string }) => p.id)).toEqual([sent]);
      expect(res.body.received.map((p: { id: string }) => p.id)).toEqual([received]);
    }
    const theirList = await get(listPath(theirs().teamId), asUser(theirs().userId));
    expect(theirList.body).toMatchObject({ sent: [], received: [{ id: sent, status: 'pending' }] });
  });

  it('when a manager reads the proposals in Hungarian, then both teams’ managers are named family name first', async () => {
    const { a, b } = await qbs();
    await propose(bed, league, mine().userId, a.id, b.id);

    const hungarian = await get(listPath(theirs().teamId), asUser(theirs().userId, 'hu'));
    const english = await get(listPath(theirs().teamId), asUser(theirs().userId));

    expect(hungarian.body.received[0].fromTeam.owner).toBe('Admin Anna');
    expect(english.body.received[0].fromTeam.owner).toBe('Anna Admin');
    expect(hungarian.body.received[0].toTeam.owner).toMatch(/^No\d Manager$/);
  });

  it('when the receiving manager cuts the wanted player, then the proposal is cancelled at once and both managers are told', async () => {
    const { a, b } = await qbs();
    const id = await propose(bed, league, mine().userId, a.id, b.id);

    const cut = await request(bed.app)
      .delete(`/rosters/${theirs().rosterId}/players/${b.id}`)
      .set(await asUser(theirs().userId));

    expect(cut.status).toBe(200);
    expect(await TradeProposal.findById(id).lean()).toMatchObject({ status: 'cancelled', decidedAt: expect.any(Date) });
    const told = (await storedNotifications()).filter((n) => n.kind === 'tradeCancelled').map((n) => n.userId);
    expect(told.sort()).toEqual([mine().userId, theirs().userId].sort());
  });

  it("when a team's manager deletes his account, then the proposals it sent and received are cancelled and only the other managers are told", async () => {
    const { a, b } = await qbs();
    const received = await propose(bed, league, mine().userId, a.id, b.id);
    const c = await rosterPlayerAt(bed, season.teams[2]!.rosterId, 'QB');
    const sent = await propose(bed, league, theirs().userId, b.id, c.id);

    try {
      const told = await request(bed.app)
        .post('/internal/teams-orphaned')
        .set(await asService('leagues'))
        .send({ teamIds: [theirs().teamId] });

      expect(told.status).toBe(204);
      for (const id of [received, sent])
        expect(await TradeProposal.findById(id).lean()).toMatchObject({
          status: 'cancelled',
          decidedAt: expect.any(Date),
        });
      const notices = (await storedNotifications()).filter((n) => n.kind === 'tradeManagerLeft');
      expect(notices.map((n) => [n.kind, n.userId]).sort()).toEqual(
        [
          ['tradeManagerLeft', mine().userId],
          ['tradeManagerLeft', season.teams[2]!.userId],
        ].sort(),
      );
      expect(notices.find((n) => n.userId === mine().userId)!.params).toEqual({
        name: 'Team 1',
        player: a.name,
        otherPlayer: b.name,
      });
      const accept = await answer(bed, received, 'accept', theirs().userId);
      expect(accept.status).toBe(409);
    } finally {
      await AutoLineup.deleteMany({});
    }
  });

  it('when a proposal was left pending by a crash after its team lost its manager, then the list cancels it', async () => {
    const { a, b } = await qbs();
    const id = await propose(bed, league, mine().userId, a.id, b.id);
    // The team marked as left, as the first step of leagues' word does, and nothing after it.
    await AutoLineup.create({
      _id: theirs().rosterId,
      realSeasonId: new Types.ObjectId(bed.realSeason.id),
      at: new Date(),
    });

    try {
      const list = await get(listPath(mine().teamId), asUser(mine().userId));

      expect(list.status).toBe(200);
      expect(list.body.sent).toEqual([]);
      expect(await TradeProposal.findById(id).lean()).toMatchObject({ status: 'cancelled' });
    } finally {
      await AutoLineup.deleteMany({});
    }
  });

  it('when a player of a pending proposal was cut, then the list cancels it and both managers are told', async () => {
    const { a, b } = await qbs();
    const id = await propose(bed, league, mine().userId, a.id, b.id);
    await RosterPlayer.deleteOne({ _id: new Types.ObjectId(b.id) });

    const res = await get(listPath(mine().teamId), asUser(mine().userId));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: [], received: [] });
    expect(await TradeProposal.findById(id).lean()).toMatchObject({ status: 'cancelled', decidedAt: expect.any(Date) });
    const cancelled = (await storedNotifications()).filter((n) => n.kind === 'tradeCancelled');
    const byUser = (x: { userId: string }, y: { userId: string }) => x.userId.localeCompare(y.userId);
    expect([...cancelled].sort(byUser)).toEqual(
      [
        {
          userId: mine().userId,
          type: 'LEAGUE',
          kind: 'tradeCancelled',
          params: { name: 'Team 1', player: a.name, otherPlayer: b.name },
        },
        {
          userId: theirs().userId,
          type: 'LEAGUE',
          kind: 'tradeCancelled',
          params: { name: 'Admin team', player: b.name, otherPlayer: a.name },
        },
      ].sort(byUser),
    );
  });

  const listCases: Array<[string, () => Promise<Record<string, string>>, () => string, number]> = [
    ['a visitor', () => asVisitor(), () => listPath(mine().teamId), 401],
    ['a user of another league', () => asUser(newUserId()), () => listPath(mine().teamId), 403],
    ['a malformed season id', () => asUser(mine().userId), () => listPath(mine().teamId, 'nope'), 404],
    [
      'an unknown season',
      () => asUser(mine().userId),
      () => listPath(mine().teamId, new Types.ObjectId().toHexString()),
      404,
    ],
    ['a malformed team id', () => asUser(mine().userId), () => listPath('{"$ne":null}'), 404],
    ['a team of no league', () => asUser(mine().userId), () => listPath(new Types.ObjectId().toHexString()), 404],
  ];
  it.each(listCases.map(([who, headers, path, status]) => [who, status, headers, path] as const))(
    'when %s asks, then %i',
    async (_case, status, headers, path) => {
      const res = await get(path(), headers());

      expect(res.status).toBe(status);
    },
  );
});

describe('POST /trade-proposals/:id/accept | reject | withdraw', () => {
  it("when the receiving manager accepts, then the players switch rosters into each other's slots, lineups and activity follow, the proposer is told and every other proposal of either player is cancelled", async () => {
    const { a, b } = await qbs();
    const id = await propose(bed, league, mine().userId, a.id, b.id);
    const third = season.teams[2]!;
    const other = await propose(bed, league, third.userId, (await rosterPlayerAt(bed, third.rosterId, 'QB')).id, a.id);

    const res = await answer(bed, id, 'accept', theirs().userId);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'accepted', decidedAt: expect.any(String) });
    const [mineNow, theirsNow] = [await rosterOf(bed, mine().rosterId), await rosterOf(bed, theirs().rosterId)];
    expect(mineNow).toHaveLength(14);
    expect(theirsNow).toHaveLength(14);
    expect(mineNow.find((p) => p.id === b.id)).toMatchObject({ fantasyPosition: 'QB', activityStatus: 'active' });
    expect(theirsNow.find((p) => p.id === a.id)).toMatchObject({ fantasyPosition: 'QB', activityStatus: 'active' });
    expect(mineNow.find((p) => p.id === a.id)).toBeUndefined();
    expect((await Roster.findById(mine().rosterId).lean())!.lineup).toContain(b.playerId);
    expect((await Roster.findById(mine().rosterId).lean())!.lineup).not.toContain(a.playerId);
    expect((await Roster.findById(theirs().rosterId).lean())!.lineup).toContain(a.playerId);
    const activity = await RosterActivity.find().sort({ teamId: 1 }).lean();
    expect(
      activity
        .map((line) => ({
          team: String(line.teamId),
          type: line.type,
          user: line.userId,
          gets: String(line.playerId),
          other: String(line.otherPlayerId),
        }))
        .sort((x, y) => x.team.localeCompare(y.team)),
    ).toEqual(
      [
        { team: mine().teamId, type: 'trade', user: theirs().userId, gets: b.playerId, other: a.playerId },
        { team: theirs().teamId, type: 'trade', user: theirs().userId, gets: a.playerId, other: b.playerId },
      ].sort((x, y) => x.team.localeCompare(y.team)),
    );
    expect(await TradeProposal.findById(other).lean()).toMatchObject({ status: 'cancelled' });
    const notes = await storedNotifications();
    expect(notes.filter((n) => n.kind === 'tradeAccepted')).toEqual([
      {
        userId: mine().userId,
        type: 'LEAGUE',
        kind: 'tradeAccepted',
        params: { name: 'Team 1', player: a.name, otherPlayer: b.name },
      },
    ]);
    expect(
      notes
        .filter((n) => n.kind === 'tradeCancelled')
        .map((n) => n.userId)
        .sort(),
    ).toEqual([third.userId, mine().userId].sort());
    const state = await seasonState(season.seasonId);
    expect(state.total).toBe(56);
    expect([...state.counts.values()]).toEqual([14, 14, 14, 14]);
  });

  it('when my starting RB is accepted for their bench WR, then my bench RB moves up, the WR sits on my bench and the RB on theirs', async () => {
    const a = await rosterPlayerAt(bed, mine().rosterId, 'RB');
    const b = await rosterPlayerAt(bed, theirs().rosterId, 'BENCH', 'WR');
    const benchRb = await rosterPlayerAt(bed, mine().rosterId, 'BENCH', 'RB');
    const id = await propose(bed, league, mine().userId, a.id, b.id);

    expect((await answer(bed, id, 'accept', theirs().userId)).status).toBe(200);

    const mineNow = await rosterOf(bed, mine().rosterId);
    expect(mineNow.find((p) => p.id === benchRb.id)).toMatchObject({ fantasyPosition: 'RB', activityStatus: 'active' });
    expect(mineNow.find((p) => p.id === b.id)).toMatchObject({ fantasyPosition: 'BENCH', activityStatus: 'bench' });
    expect((await rosterOf(bed, theirs().rosterId)).find((p) => p.id === a.id)).toMatchObject({
      fantasyPosition: 'BENCH',
    });
  });

  it('when the receiving manager rejects, then 200 rejected, the proposer is told, and a later accept is 409 "no longer pending"', async () => {
    const { a, b } = await qbs();
    const id = await propose(bed, league, mine().userId, a.id, b.id);

    const res = await answer(bed, id, 'reject', theirs().userId);

    expect(res.status).toBe(200);
    expect(res.body.status).toBe('rejected');
    expect((await storedNotifications()).filter((n) => n.kind === 'tradeRejected')).toEqual([
      {
        userId: mine().userId,
        type: 'LEAGUE',
        kind: 'tradeRejected',
        params: { name: 'Team 1', player: a.name, otherPlayer: b.name },
      },
    ]);
    const again = await answer(bed, id, 'accept', theirs().userId);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This trade proposal is no longer pending');
    expect((await rosterOf(bed, mine().rosterId)).find((p) => p.id === a.id)).toBeDefined();
  });

  it('when the proposer withdraws, then 200 withdrawn and the receiving manager is told', async () => {
    const { a, b } = await qbs();
    const id = await propose(bed, league, mine().userId, a.id, b.id);

    const res = await answer(bed, id, 'withdraw', mine().userId);

    expect(res.status).toBe(200);
    expect(res.body.status).toBe('withdrawn');
    expect((await storedNotifications()).filter((n) => n.kind === 'tradeWithdrawn')).toEqual([
      {
        userId: theirs().userId,
        type: 'LEAGUE',
        kind: 'tradeWithdrawn',
        params: { name: 'Admin team', player: b.name, otherPlayer: a.name },
      },
    ]);
  });

  const sideCases: Array<
    [string, 'accept' | 'reject' | 'withdraw', () => Promise<Record<string, string>>, number, string | null]
  > = [
    [
      'the proposer accepts',
      'accept',
      () => asUser(mine().userId),
      403,
      'Only the team receiving the proposal can accept or reject it',
    ],
    [
      'the proposer rejects',
      'reject',
      () => asUser(mine().userId),
      403,
      'Only the team receiving the proposal can accept or reject it',
    ],
    [
      'another member accepts',
      'accept',
      () => asUser(season.teams[2]!.userId),
      403,
      'Only the team receiving the proposal can accept or reject it',
    ],
    [
      'the receiver withdraws',
      'withdraw',
      () => asUser(theirs().userId),
      403,
      'Only the team that proposed the trade can withdraw it',
    ],
    ['a user of another league accepts', 'accept', () => asUser(newUserId()), 403, 'You are not allowed to do this'],
    ['the owner accepts', 'accept', () => asSuperAdmin(), 403, 'You are not allowed to do this'],
    ['a visitor accepts', 'accept', () => asVisitor(), 401, null],
  ];
  it.each(sideCases.map(([who, what, headers, status, message]) => [who, status, what, headers, message] as const))(
    'when %s, then %i and the proposal stays pending',
    async (_case, status, what, headers, message) => {
      const { a, b } = await qbs();
      const id = await propose(bed, league, mine().userId, a.id, b.id);

      const res = await post(`/trade-proposals/${id}/${what}`, headers());

      expect(res.status).toBe(status);
      if (message) expect(res.body.error.message).toBe(message);
      expect(await TradeProposal.findById(id).lean()).toMatchObject({ status: 'pending' });
    },
  );

  it('when the id is malformed or unknown, then 404', async () => {
    for (const what of ['accept', 'reject', 'withdraw']) {
      expect((await post(`/trade-proposals/nope/${what}`, asUser(theirs().userId))).status).toBe(404);
      expect(
        (await post(`/trade-proposals/${new Types.ObjectId().toHexString()}/${what}`, asUser(theirs().userId))).status,
      ).toBe(404);
    }
  });

  it('when a trade is accepted after two rounds were played, then both teams keep the lineups they started those rounds with', async () => {
    const { a, b } = await qbs();
    const id = await propose(bed, league, mine().userId, a.id, b.id);
    const lineupsBefore = await Promise.all(
      [mine().rosterId, theirs().rosterId].map((rosterId) => Roster.findById(rosterId).lean()),
    );
    // Rounds 1 and 2 were played; nobody told fantasy they started and no roster changed since.
    await setRealSeasonLifecycle(bed.realSeason.id, { status: 'ongoing', currentWeek: 2, isWeekActive: false });
    forgetRealSeason(bed.realSeason.id);
    try {
      expect((await answer(bed, id, 'accept', theirs().userId)).status).toBe(200);

      const snapshots = (await RosterSnapshot.find({}).lean()).filter(({ rosterId }) =>
        [mine().rosterId, theirs().rosterId].some((id) => id.equals(rosterId)),
      );
      expect(snapshots.map(({ rosterId, week, lineup }) => `${String(rosterId)}:${week}:${lineup}`).sort()).toEqual(
        lineupsBefore
          .flatMap((roster) => [1, 2].map((week) => `${String(roster!._id)}:${week}:${roster!.lineup}`))
          .sort(),
      );
      const mineNow = await Roster.findById(mine().rosterId).lean();
      expect(mineNow!.lineup).toContain(b.playerId);
      expect(snapshots.find((s) => s.rosterId.equals(mine().rosterId))!.lineup).toContain(a.playerId);
    } finally {
      await setRoundActive(bed, false);
    }
  });

  it('when a round is being played, then the accept is refused with the lock message and nothing moves', async () => {
    const { a, b } = await qbs();
    const id = await propose(bed, league, mine().userId, a.id, b.id);
    await setRoundActive(bed, true);
    try {
      const res = await answer(bed, id, 'accept', theirs().userId);

      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('Rosters are locked while round 1 is being played');
      expect(await TradeProposal.findById(id).lean()).toMatchObject({ status: 'pending' });
      expect((await rosterOf(bed, mine().rosterId)).find((p) => p.id === a.id)).toBeDefined();
    } finally {
      await setRoundActive(bed, false);
    }
  });

  it('when a player left his roster before the accept, then the proposal is cancelled, both managers told, and the accept answers 409', async () => {
    const { a, b } = await qbs();
    const id = await propose(bed, league, mine().userId, a.id, b.id);
    await RosterPlayer.deleteOne({ _id: new Types.ObjectId(a.id) });

    const res = await answer(bed, id, 'accept', theirs().userId);

    expect(res.status).toBe(409);
    expect(await TradeProposal.findById(id).lean()).toMatchObject({ status: 'cancelled' });
    expect((await storedNotifications()).filter((n) => n.kind === 'tradeCancelled')).toHaveLength(2);
    expect((await rosterOf(bed, theirs().rosterId)).find((p) => p.id === b.id)).toBeDefined();
  });
});
