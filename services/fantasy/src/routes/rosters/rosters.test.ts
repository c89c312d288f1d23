import request from 'supertest';
import { Types } from 'mongoose';
import { ROSTER_INTERNAL, slotAccepts, type RosterPlayerView, type RosterView } from '@hfl/contracts';
import { Roster } from '../../models/roster';
import { RosterCard, rosterCardId } from '../../models/roster-card';
import { RosterActivity } from '../../models/roster-activity';
import { RosterPlayer } from '../../models/roster-player';
import { RosterLock } from '../../models/unique-lock';
import { RosterSnapshot } from '../../models/roster-snapshot';
import { RosterWeekPoints } from '../../models/roster-week-points';
import { LeagueSeason } from '../../models/league-season';
import { STALE_LOCK_MS } from '../../rosters/roster-lock';
import { saveWaiverSettings } from '../../waivers/settings';
import { sweepSnapshots } from '../../rosters/snapshots';
import { scheduleDraft, setUpDraftTests, type DraftTestbed } from '../../testing/draft-fixtures';
import { peerCollection, statsChanged, writePlayerStat } from '../../testing/peer-storage';
import {
  draftedLeague,
  freeAgentsOf,
  objectId,
  ownerAction,
  readRoster,
  ROSTER_MODELS,
  setLifecycle,
  statsPeer,
  type DraftedLeague,
} from '../../testing/roster-fixtures';
import { asService, asSuperAdmin, asUser, asVisitor, newUserId } from '../../testing/support';

let bed: DraftTestbed;
setUpDraftTests('fantasy_rosters', (started) => {
  bed = started;
});

beforeEach(async () => {
  await Promise.all([
    ...ROSTER_MODELS.map((model) => model.deleteMany({})),
    peerCollection('player_stats').deleteMany({}),
  ]);
  await statsChanged();
  await setLifecycle(bed);
  // Today's rule: a cut player is a free agent at once (waivers/waivers.test.ts has the league with waivers).
  await saveWaiverSettings(bed.league.id, { enabled: false, runHour: 10 });
});

const get = async (path: string, headers: Promise<Record<string, string>>) =>
  request(bed.app)
    .get(path)
    .set(await headers);
const send = async (
  method: 'post' | 'delete',
  path: string,
  headers: Promise<Record<string, string>>,
  body: object = {},
) =>
  request(bed.app)
    [method](path)
    .set(await headers)
    .send(body);

/** The first manager, their team and roster: the "me" of most tests. */
const me = (drafted: DraftedLeague) => {
  const manager = drafted.league.managers[0]!;
  return { ...manager, rosterId: drafted.rosterOf(manager.teamId) };
};
const myView = (drafted: DraftedLeague) => {
  const { teamId, userId } = me(drafted);
  return readRoster(bed, drafted.league.id, teamId, userId);
};
const starters = (view: RosterView) => view.players.filter((p) => p.fantasyPosition !== 'BENCH');
const bench = (view: RosterView) => view.players.filter((p) => p.fantasyPosition === 'BENCH');
const move = async (drafted: DraftedLeague, player: RosterPlayerView, direction: string, userId = me(drafted).userId) =>
  send('post', `/rosters/${me(drafted).rosterId}/players/${player.id}/move`, asUser(userId), { direction });
const cut = async (drafted: DraftedLeague, player: RosterPlayerView) =>
  send('delete', `/rosters/${me(drafted).rosterId}/players/${player.id}`, asUser(me(drafted).userId));
const pick = async (drafted: DraftedLeague, playerId: string, manager = me(drafted)) =>
  send('post', `/rosters/${manager.rosterId}/players/${playerId}`, asUser(manager.userId));
const allRosters = async (drafted: DraftedLeague) =>
  (await get(`/leagues/${drafted.league.id}/rosters`, asSuperAdmin())).body as RosterView[];
const stored = async (rosterId: string) => RosterPlayer.find({ rosterId: new Types.ObjectId(rosterId) }).lean();

describe('reading rosters', () => {
  it("when a member reads another team's roster, then its 14 players, starters in lineup order then the bench, open, with the players' info", async () => {
    const drafted = await draftedLeague(bed);
    const other = drafted.league.managers[1]!;

    const res = await get(`/leagues/${drafted.league.id}/rosters/${other.teamId}`, asUser(me(drafted).userId));

    expect(res.status).toBe(200);
    const view = res.body as RosterView;
    expect(view).toMatchObject({
      id: drafted.rosterOf(other.teamId),
      leagueId: drafted.league.id,
      seasonId: drafted.season._id.toHexString(),
      status: 'open',
      lockedWeek: null,
      closedReason: null,
      week: null,
      team: { id: other.teamId, userId: other.userId, name: 'Team 1' },
      isMine: false,
    });
    expect(view.players).toHaveLength(14);
    expect(starters(view).map((p) => p.fantasyPosition)).toEqual([
      'QB',
      'RB',
      'TE_WR',
      'TE_WR',
      'FLEX',
      'K',
      'DEF',
      'HC',
    ]);
    expect(bench(view)).toHaveLength(6);
    const first = view.players[0]!;
    const real = bed.realSeason.pool.find((p) => p.id === first.player.id)!;
    expect(first).toMatchObject({
      rosterPlayerId: first.id,
      activityStatus: 'active',
      player: { id: real.id, name: real.name, position: 'QB', team: { id: real.teamId, name: real.teamName } },
      weekPoints: null,
      seasonPoints: 0,
    });
    const storedPlayers = await stored(view.id);
    expect(new Set(view.players.map((p) => p.id))).toEqual(new Set(storedPlayers.map((p) => p._id.toHexString())));
  });

  it('when a round was played, then each player shows that round’s points and the season’s', async () => {
    const drafted = await draftedLeague(bed);
    const mine = await myView(drafted);
    const qb = mine.players[0]!;
    const seasonId = new Types.ObjectId(bed.realSeason.id);
    await writePlayerStat(seasonId, 1, new Types.ObjectId(qb.player.id), 12.5, 'QB');
    await writePlayerStat(seasonId, 2, new Types.ObjectId(qb.player.id), 4, 'QB');
    await setLifecycle(bed, { status: 'ongoing', currentWeek: 2 });
    // The points are kept a few seconds: a changed round's points are read afresh once stats says so.
    await bed.scoreRounds({ seasonId: bed.realSeason.id, weeks: [2] });

    const view = await myView(drafted);

    expect(view.week).toBe(2);
    expect(view.players[0]).toMatchObject({ id: qb.id, weekPoints: 4, seasonPoints: 16.5 });
    expect(view.players[1]).toMatchObject({ weekPoints: 0, seasonPoints: 0 });
  });

  it("when stats says a round's points changed, then the next read shows them at once, before any scoring", async () => {
    const drafted = await draftedLeague(bed);
    await setLifecycle(bed, { status: 'ongoing', currentWeek: 1 });
    const before = await myView(drafted);
    const qb = before.players[0]!;
    expect(qb).toMatchObject({ weekPoints: 0, seasonPoints: 0 });
    await writePlayerStat(new Types.ObjectId(bed.realSeason.id), 1, new Types.ObjectId(qb.player.id), 7.5, 'QB');

    const told = await send('post', '/internal/week-points', asService('stats'), {
      seasonId: bed.realSeason.id,
      weeks: [1],
    });

    expect(told.status).toBe(202);
    expect((await myView(drafted)).players[0]).toMatchObject({ id: qb.id, weekPoints: 7.5, seasonPoints: 7.5 });
  });

  it('when a manager reads rosters/me, then their own roster, marked as theirs', async () => {
    const drafted = await draftedLeague(bed);

    const res = await get(`/leagues/${drafted.league.id}/rosters/me`, asUser(me(drafted).userId));

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: me(drafted).rosterId, isMine: true, team: { id: me(drafted).teamId } });
  });

  it("when the league's rosters are read, then every team's, in the league's team order; by season too", async () => {
    const drafted = await draftedLeague(bed);
    const expected = drafted.league.managers.map((m) => drafted.rosterOf(m.teamId));

    const all = await get(`/leagues/${drafted.league.id}/rosters`, asUser(me(drafted).userId));
    const bySeason = await get(
      `/leagues/${drafted.league.id}/rosters/season/${drafted.season._id.toHexString()}`,
      asSuperAdmin(),
    );

    expect([all.status, bySeason.status]).toEqual([200, 200]);
    expect((all.body as RosterView[]).map((r) => r.id)).toEqual(expected);
    expect((bySeason.body as RosterView[]).map((r) => r.id)).toEqual(expected);
    expect((all.body as RosterView[]).map((r) => r.isMine)).toEqual([true, false, false, false]);
  });

  it('when the owner reads, then any roster; their own (rosters/me) is 422 no roster', async () => {
    const drafted = await draftedLeague(bed);
    const other = drafted.league.managers[2]!;

    const team = await get(`/leagues/${drafted.league.id}/rosters/${other.teamId}`, asSuperAdmin());
    const mine = await get(`/leagues/${drafted.league.id}/rosters/me`, asSuperAdmin());

    expect(team.status).toBe(200);
    expect(team.body.isMine).toBe(false);
    expect(mine.status).toBe(422);
    expect(mine.body.error).toEqual({ code: 'no_roster', message: 'You have no roster in this league' });
  });

  it('when the draft has not completed, then a roster is 422 no roster and the league has none', async () => {
    await scheduleDraft(bed, bed.league);
    const manager = bed.league.managers[1]!;

    const mine = await get(`/leagues/${bed.league.id}/rosters/me`, asUser(manager.userId));
    const team = await get(`/leagues/${bed.league.id}/rosters/${manager.teamId}`, asUser(manager.userId));
    const all = await get(`/leagues/${bed.league.id}/rosters`, asUser(manager.userId));

    expect([mine.status, team.status, all.status]).toEqual([422, 422, 200]);
    expect(mine.body.error.code).toBe('no_roster');
    expect(all.body).toEqual([]);
  });

  it.each([
    ['a non-member', () => asUser(newUserId()), 403],
    ['a visitor', () => asVisitor(), 401],
  ])('when %s reads, then %s for every read', async (_who, headers, status) => {
    const drafted = await draftedLeague(bed);
    const base = `/leagues/${drafted.league.id}`;
    for (const path of [
      `${base}/rosters`,
      `${base}/rosters/me`,
      `${base}/rosters/${me(drafted).teamId}`,
      `${base}/rosters/season/${drafted.season._id.toHexString()}`,
      `${base}/available-players`,
      `${base}/activity`,
    ]) {
      expect([path, (await get(path, headers())).status]).toEqual([path, status]);
    }
  });

  it.each([
    ['an unknown league', () => `/leagues/${objectId()}/rosters/me`],
    ['a malformed league id', () => '/leagues/nope/rosters'],
    ['a malformed team id', (d: DraftedLeague) => `/leagues/${d.league.id}/rosters/nope`],
    ['a team of no league of theirs', (d: DraftedLeague) => `/leagues/${d.league.id}/rosters/${objectId()}`],
    ['an unknown season', (d: DraftedLeague) => `/leagues/${d.league.id}/rosters/season/${objectId()}`],
  ])('when a member asks for %s, then 404', async (_case, path) => {
    const drafted = await draftedLeague(bed);
    expect((await get(path(drafted), asUser(me(drafted).userId))).status).toBe(404);
  });
});

describe('moving, switching, cutting', () => {
  it('when a starter moves to a bench with a free place and back, then the lineup follows and the packed lineup too', async () => {
    const drafted = await draftedLeague(bed);
    const before = await myView(drafted);
    await cut(drafted, bench(before)[0]!);
    const qb = starters(before)[0]!;

    const benched = await move(drafted, qb, 'bench');

    expect(benched.status).toBe(200);
    expect((benched.body as RosterView).players.find((p) => p.id === qb.id)).toMatchObject({
      fantasyPosition: 'BENCH',
      activityStatus: 'bench',
    });
    expect((await RosterPlayer.findById(qb.id).lean())!.fantasyPosition).toBe('BENCH');
    expect((await Roster.findById(me(drafted).rosterId).lean())!.lineup).toContain(`|`);
    const lineup = (await Roster.findById(me(drafted).rosterId).lean())!.lineup;
    expect(lineup.split('|')[1]).toContain(qb.player.id);

    const back = await move(drafted, qb, 'active');

    expect(back.status).toBe(200);
    expect((back.body as RosterView).players.find((p) => p.id === qb.id)!.fantasyPosition).toBe('QB');
    expect((await Roster.findById(me(drafted).rosterId).lean())!.lineup.split('|')[0]).toContain(qb.player.id);
  });

  it('when a starter moves to a full bench, then 409 no bench spot and nothing changes', async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);

    const res = await move(drafted, starters(view)[0]!, 'bench');

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Cannot move to bench - no available spots');
    expect((await RosterPlayer.findById(starters(view)[0]!.id).lean())!.fantasyPosition).toBe('QB');
  });

  it('when a bench player moves to a full lineup, then 409 no active spot', async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);

    const res = await move(drafted, bench(view)[0]!, 'active');

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('No starting slot fits this player: switch him with a starter');
    expect((await RosterPlayer.findById(bench(view)[0]!.id).lean())!.fantasyPosition).toBe('BENCH');
  });

  it('when a starter and a bench player of a fitting position switch, then they change places; otherwise 409', async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);
    const benched = bench(view)[0]!;
    const fitting = starters(view).find(
      (s) =>
        s.player.position === benched.player.position ||
        (s.fantasyPosition === 'FLEX' && ['RB', 'WR', 'TE'].includes(benched.player.position)),
    )!;
    const misfit = starters(view).find(
      (s) => ['K', 'DEF', 'HC', 'QB'].includes(s.fantasyPosition) && s.player.position !== benched.player.position,
    )!;
    const path = (a: string, b: string) => `/rosters/${me(drafted).rosterId}/switch-players/${a}/${b}`;

    const refused = await send('post', path(misfit.id, benched.id), asUser(me(drafted).userId));
    const switched = await send('post', path(fitting.id, benched.id), asUser(me(drafted).userId));

    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('These players cannot switch places: their positions do not fit');
    expect(switched.status).toBe(200);
    expect((await RosterPlayer.findById(benched.id).lean())!.fantasyPosition).toBe(fitting.fantasyPosition);
    expect((await RosterPlayer.findById(fitting.id).lean())!.fantasyPosition).toBe('BENCH');
  });

  it('when a manager cuts a player, then he leaves the roster, the activity says so; cutting him again is 404', async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);
    const gone = bench(view)[2]!;

    const res = await cut(drafted, gone);
    const again = await cut(drafted, gone);

    expect(res.status).toBe(200);
    expect((res.body as RosterView).players).toHaveLength(13);
    expect(await RosterPlayer.exists({ _id: gone.id })).toBeNull();
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('This player is no longer on the roster');
    const lines = await RosterActivity.find({}).lean();
    expect(lines).toEqual([
      expect.objectContaining({
        type: 'cut',
        teamId: new Types.ObjectId(me(drafted).teamId),
        userId: me(drafted).userId,
      }),
    ]);
    expect(lines[0]!.playerId.toHexString()).toBe(gone.player.id);
  });

  it.each([
    [
      'another manager',
      (d: DraftedLeague) => asUser(d.league.managers[1]!.userId),
      403,
      'You can only change your own roster',
    ],
    ['the owner', () => asSuperAdmin(), 403, 'You can only change your own roster'],
    ['a visitor', () => asVisitor(), 401, undefined],
  ])(
    'when %s changes a roster, then %s for every change and nothing changes',
    async (_who, headers, status, message) => {
      const drafted = await draftedLeague(bed);
      const view = await myView(drafted);
      const free = freeAgentsOf(bed, await allRosters(drafted))[0]!;
      const roster = me(drafted).rosterId;
      const calls: Array<['post' | 'delete', string, object?]> = [
        ['post', `/rosters/${roster}/players/${view.players[0]!.id}/move`, { direction: 'bench' }],
        ['post', `/rosters/${roster}/switch-players/${view.players[0]!.id}/${view.players[8]!.id}`],
        ['delete', `/rosters/${roster}/players/${view.players[0]!.id}`],
        ['post', `/rosters/${roster}/players/${free.id}`],
      ];
      for (const [method, path, body] of calls) {
        const res = await send(method, path, headers(drafted), body);
        expect([path, res.status, res.body.error?.message]).toEqual([path, status, message ?? res.body.error?.message]);
      }
      expect(await stored(roster)).toHaveLength(14);
    },
  );

  it.each([
    ['a malformed roster id', () => '/rosters/nope/players/65a1b2c3d4e5f6a7b8c9d0e1/move', 404],
    ['an unknown roster', () => `/rosters/${objectId()}/switch-players/${objectId()}/${objectId()}`, 404],
    ['a malformed roster player id', (r: string) => `/rosters/${r}/players/nope/move`, 404],
    ['a malformed switch id', (r: string) => `/rosters/${r}/switch-players/nope/${objectId()}`, 404],
    ['a roster player not on it', (r: string) => `/rosters/${r}/players/${objectId()}/move`, 404],
    ['a player id that is nobody', (r: string) => `/rosters/${r}/players/${objectId()}`, 404],
  ])('when a change names %s, then %s', async (_case, path, status) => {
    const drafted = await draftedLeague(bed);
    const res = await send('post', path(me(drafted).rosterId), asUser(me(drafted).userId), { direction: 'active' });
    expect(res.status).toBe(status);
  });

  it.each([[{}], [{ direction: 'sideways' }], [{ direction: 3 }]])(
    'when a move is sent %j, then 400 and nothing changes',
    async (body) => {
      const drafted = await draftedLeague(bed);
      const view = await myView(drafted);
      const res = await send(
        'post',
        `/rosters/${me(drafted).rosterId}/players/${view.players[0]!.id}/move`,
        asUser(me(drafted).userId),
        body,
      );
      expect(res.status).toBe(400);
      expect((await RosterPlayer.findById(view.players[0]!.id).lean())!.fantasyPosition).toBe('QB');
    },
  );
});

describe('the roster card (the players read by _id)', () => {
  const cardOf = (drafted: DraftedLeague) =>
    RosterCard.findById(rosterCardId(drafted.season._id, me(drafted).teamId)).lean();

  /** What a dead cut left behind, besides the player it removed and the card it never wrote (still listing 14). */
  const deadChanges: Array<[string, (drafted: DraftedLeague) => Promise<unknown>]> = [
    [
      'the card marked pending (as a trade marks it)',
      (drafted) =>
        RosterCard.updateOne(
          { _id: rosterCardId(drafted.season._id, me(drafted).teamId) },
          { $set: { pending: true } },
        ),
    ],
    [
      'its lock, taken over once stale',
      (drafted) =>
        RosterLock.create({
          _id: new Types.ObjectId(me(drafted).rosterId),
          holder: 'a process that died',
          at: new Date(Date.now() - STALE_LOCK_MS - 1_000),
        }),
    ],
  ];

  it.each(deadChanges)(
    'when a change died between its writes leaving %s, then the next change decides on the roster players and the card is right again',
    async (_left, leftBehind) => {
      const drafted = await draftedLeague(bed);
      const view = await myView(drafted);
      const gone = bench(view)[0]!;
      await leftBehind(drafted);
      await RosterPlayer.deleteOne({ _id: gone.id });
      expect((JSON.parse((await cardOf(drafted))!.players) as unknown[]).length).toBe(14);
      const free = freeAgentsOf(bed, await allRosters(drafted)).find((p) => p.id !== gone.player.id)!;

      const res = await pick(drafted, free.id);

      expect(res.status).toBe(201);
      expect((res.body as RosterView).players.map((p) => p.id)).not.toContain(gone.id);
      const card = (await cardOf(drafted))!;
      expect(card.pending).toBe(false);
      expect((JSON.parse(card.players) as unknown[]).length).toBe(14);
      expect(await stored(me(drafted).rosterId)).toHaveLength(14);
      expect(await RosterLock.countDocuments()).toBe(0);
    },
  );

  it('when a roster has no card (made before cards), then reading it finds it and makes its card', async () => {
    const drafted = await draftedLeague(bed);
    await RosterCard.deleteMany({});

    const view = await myView(drafted);

    expect(view.players).toHaveLength(14);
    expect((await cardOf(drafted))!.rosterId.toHexString()).toBe(me(drafted).rosterId);
  });

  it('when a change is written, then the card and the packed lineup say what the roster players say', async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);
    await cut(drafted, bench(view)[0]!);
    await move(drafted, starters(view)[0]!, 'bench');
    const players = await stored(me(drafted).rosterId);

    const card = JSON.parse((await cardOf(drafted))!.players) as Array<{ id: string; fantasyPosition: string }>;

    expect(card.map((p) => `${p.id}:${p.fantasyPosition}`).sort()).toEqual(
      players.map((p) => `${p._id.toHexString()}:${p.fantasyPosition}`).sort(),
    );
    const starting = players.filter((p) => p.activityStatus === 'active').map((p) => p.playerId.toHexString());
    expect((await Roster.findById(me(drafted).rosterId).lean())!.lineup).toBe(
      `${starting.sort().join('')}|${players
        .filter((p) => p.activityStatus === 'bench')
        .map((p) => p.playerId.toHexString())
        .sort()
        .join('')}`,
    );
  });
});

describe('picking free agents', () => {
  it('when a manager with 13 picks a free agent, then he joins (a fitting free slot, else the bench) and the activity says so', async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);
    const qb = starters(view)[0]!;
    await cut(drafted, qb);
    const freeQb = freeAgentsOf(bed, await allRosters(drafted)).find((p) => p.position === 'QB')!;

    const res = await pick(drafted, freeQb.id);

    expect(res.status).toBe(201);
    const added = (res.body as RosterView).players.find((p) => p.player.id === freeQb.id)!;
    expect(added).toMatchObject({ fantasyPosition: 'QB', activityStatus: 'active' });
    expect(await RosterPlayer.countDocuments({ rosterId: new Types.ObjectId(me(drafted).rosterId) })).toBe(14);
    const lines = await RosterActivity.find({ type: 'add' }).lean();
    expect(lines.map((line) => line.playerId.toHexString())).toEqual([freeQb.id]);
  });

  it('when the roster is full, then 409 roster full and nothing is added', async () => {
    const drafted = await draftedLeague(bed);
    const free = freeAgentsOf(bed, await allRosters(drafted))[0]!;

    const res = await pick(drafted, free.id);

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Your roster is full (14 players): cut a player first');
    expect(await RosterPlayer.exists({ playerId: free.id })).toBeNull();
  });

  it("when the player was on another team's roster before the pick, then 409 naming that team; not of the season, 404", async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);
    await cut(drafted, bench(view)[0]!);
    const other = await readRoster(bed, drafted.league.id, drafted.league.managers[1]!.teamId, me(drafted).userId);
    const theirs = other.players[0]!;

    const taken = await pick(drafted, theirs.player.id);
    const nobody = await pick(drafted, objectId());

    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(`This player is already on another team: ${other.team.name}`);
    expect(nobody.status).toBe(404);
    expect(nobody.body.error.message).toBe('This player is not in the current season');
    expect(await stored(me(drafted).rosterId)).toHaveLength(13);
  });

  it('when two managers pick the same free agent at once, then exactly one gets him', async () => {
    const drafted = await draftedLeague(bed);
    const [a, b] = drafted.league.managers.slice(0, 2).map((m) => ({ ...m, rosterId: drafted.rosterOf(m.teamId) }));
    for (const manager of [a!, b!]) {
      const view = await readRoster(bed, drafted.league.id, manager.teamId, manager.userId);
      await send('delete', `/rosters/${manager.rosterId}/players/${bench(view)[0]!.id}`, asUser(manager.userId));
    }
    const free = freeAgentsOf(bed, await allRosters(drafted))[0]!;

    const answers = await Promise.all([pick(drafted, free.id, a!), pick(drafted, free.id, b!)]);

    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const winner = answers[0]!.status === 201 ? a! : b!;
    const { team } = await readRoster(bed, drafted.league.id, winner.teamId, winner.userId);
    // A busy machine may serve the two one after the other: then the second was asked after he had a team.
    expect([
      'Another manager has just picked this player',
      `This player is already on another team: ${team.name}`,
    ]).toContain(answers.find((res) => res.status === 409)!.body.error.message);
    expect(await RosterPlayer.countDocuments({ playerId: new Types.ObjectId(free.id) })).toBe(1);
    expect(await RosterActivity.countDocuments({ type: 'add' })).toBe(1);
  });

  it('when another manager claimed the player after the pick was asked, then 409 telling that a race was lost', async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);
    await cut(drafted, bench(view)[0]!);
    const free = freeAgentsOf(bed, await allRosters(drafted))[0]!;
    const rival = drafted.league.managers[1]!;
    // His claim is stamped after this pick is asked, as when the two overlap.
    await RosterPlayer.create({
      leagueSeasonId: drafted.season._id,
      rosterId: new Types.ObjectId(drafted.rosterOf(rival.teamId)),
      playerId: new Types.ObjectId(free.id),
      fantasyPosition: 'BENCH',
      activityStatus: 'bench',
      addedAt: new Date(Date.now() + 60_000),
    });

    const res = await pick(drafted, free.id);

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Another manager has just picked this player');
    expect(await stored(me(drafted).rosterId)).toHaveLength(13);
  });

  it('when a cut races a pick on a 13-player roster, then the roster never exceeds 14', async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);
    await cut(drafted, bench(view)[0]!);
    const free = freeAgentsOf(bed, await allRosters(drafted)).slice(0, 2);

    const answers = await Promise.all([
      pick(drafted, free[0]!.id),
      cut(drafted, bench(view)[1]!),
      pick(drafted, free[1]!.id),
    ]);

    const count = await RosterPlayer.countDocuments({ rosterId: new Types.ObjectId(me(drafted).rosterId) });
    expect(count).toBeLessThanOrEqual(14);
    expect(count).toBe(13 + answers.filter((r, i) => i !== 1 && r.status === 201).length - 1);
    expect(answers[1]!.status).toBe(200);
  });

  it('when two bench players move into the one free slot at once, then one gets it, the other 409', async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);
    // Two bench players of one position, and the starter of a slot that takes them cut: they race for that slot.
    const position = bench(view).find(
      (p) => bench(view).filter((q) => q.player.position === p.player.position).length > 1,
    )!.player.position;
    const fits = bench(view)
      .filter((p) => p.player.position === position)
      .slice(0, 2);
    const slot = starters(view).find((p) => slotAccepts(p.fantasyPosition, position))!;
    await cut(drafted, slot);

    const answers = await Promise.all(fits.map((player) => move(drafted, player, 'active')));

    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const now = await stored(me(drafted).rosterId);
    expect(now.filter((p) => p.fantasyPosition === slot.fantasyPosition)).toHaveLength(
      starters(view).filter((p) => p.fantasyPosition === slot.fantasyPosition).length,
    );
    expect(now.filter((p) => p.fantasyPosition === 'BENCH')).toHaveLength(5);
  });
});

describe('adding and dropping in one step', () => {
  const addDrop = async (drafted: DraftedLeague, body: object, manager = me(drafted)) =>
    send('post', `/rosters/${manager.rosterId}/adds`, asUser(manager.userId), body);

  it('when a manager with a full roster adds a free agent dropping a bench player, then both happen as one change and the activity says add and cut', async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);
    const gone = bench(view)[0]!;
    const free = freeAgentsOf(bed, await allRosters(drafted))[0]!;

    const res = await addDrop(drafted, { playerId: free.id, drop: gone.id });

    expect(res.status).toBe(201);
    const now = res.body as RosterView;
    expect(now.players).toHaveLength(14);
    expect(now.players.map((p) => p.player.id)).toContain(free.id);
    expect(now.players.map((p) => p.id)).not.toContain(gone.id);
    expect(await RosterPlayer.countDocuments({ rosterId: new Types.ObjectId(me(drafted).rosterId) })).toBe(14);
    expect(await RosterPlayer.exists({ _id: new Types.ObjectId(gone.id) })).toBeNull();
    const lines = await RosterActivity.find({}).sort({ type: 1 }).lean();
    expect(lines.map((line) => [line.type, line.playerId.toHexString()])).toEqual([
      ['add', free.id],
      ['cut', gone.player.id],
    ]);
    expect((await myView(drafted)).players.map((p) => p.player.id)).toContain(free.id);
  });

  it('when the dropped player is a starter of the newcomer’s position, then the newcomer takes his slot', async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);
    const qb = starters(view).find((p) => p.fantasyPosition === 'QB')!;
    const freeQb = freeAgentsOf(bed, await allRosters(drafted)).find((p) => p.position === 'QB')!;

    const res = await addDrop(drafted, { playerId: freeQb.id, drop: qb.id });

    expect(res.status).toBe(201);
    const added = (res.body as RosterView).players.find((p) => p.player.id === freeQb.id)!;
    expect(added).toMatchObject({ fantasyPosition: 'QB', activityStatus: 'active' });
    expect(bench(res.body as RosterView)).toHaveLength(6);
  });

  it('when the roster has a free place, then the free agent only joins and the named player stays', async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);
    await cut(drafted, bench(view)[0]!);
    const kept = bench(view)[1]!;
    const free = freeAgentsOf(bed, await allRosters(drafted))[0]!;

    const res = await addDrop(drafted, { playerId: free.id, drop: kept.id });

    expect(res.status).toBe(201);
    const ids = (res.body as RosterView).players.map((p) => p.id);
    expect(ids).toContain(kept.id);
    expect(ids).toHaveLength(14);
    expect(await RosterActivity.countDocuments({ type: 'cut' })).toBe(1);
  });

  it('when the player to drop is not on the roster, or none is named on a full roster, then nothing changes (404, 409)', async () => {
    const drafted = await draftedLeague(bed);
    const other = await readRoster(bed, drafted.league.id, drafted.league.managers[1]!.teamId, me(drafted).userId);
    const free = freeAgentsOf(bed, await allRosters(drafted))[0]!;

    const notMine = await addDrop(drafted, { playerId: free.id, drop: other.players[0]!.id });
    const noDrop = await addDrop(drafted, { playerId: free.id });

    expect(notMine.status).toBe(404);
    expect(notMine.body.error.message).toBe('This player is no longer on the roster');
    expect(noDrop.status).toBe(409);
    expect(noDrop.body.error.message).toBe('Your roster is full (14 players): cut a player first');
    expect(await RosterPlayer.exists({ playerId: new Types.ObjectId(free.id) })).toBeNull();
    expect(await stored(me(drafted).rosterId)).toHaveLength(14);
    expect(await stored(other.id)).toHaveLength(14);
  });

  it('when the body is not an add, then 400 and nothing changes; another manager’s roster is 403', async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);
    const free = freeAgentsOf(bed, await allRosters(drafted))[0]!;

    const answers = await Promise.all([
      addDrop(drafted, {}),
      addDrop(drafted, { playerId: 'x' }),
      addDrop(drafted, { playerId: free.id, drop: { $ne: null } }),
      addDrop(drafted, { playerId: free.id, drop: bench(view)[0]!.id }, { ...me(drafted), userId: newUserId() }),
    ]);

    expect(answers.map((res) => res.status)).toEqual([400, 400, 400, 403]);
    expect(await stored(me(drafted).rosterId)).toHaveLength(14);
    expect(await RosterActivity.countDocuments({})).toBe(0);
  });

  it('when another manager picks the same free agent at once, then exactly one gets him and the add-and-drop that lost keeps its player', async () => {
    const drafted = await draftedLeague(bed);
    const mine = me(drafted);
    const rival = { ...drafted.league.managers[1]!, rosterId: drafted.rosterOf(drafted.league.managers[1]!.teamId) };
    const theirs = await readRoster(bed, drafted.league.id, rival.teamId, rival.userId);
    await send('delete', `/rosters/${rival.rosterId}/players/${bench(theirs)[0]!.id}`, asUser(rival.userId));
    const view = await myView(drafted);
    const drop = bench(view)[0]!;
    const free = freeAgentsOf(bed, await allRosters(drafted))[0]!;

    const [added, picked] = await Promise.all([
      addDrop(drafted, { playerId: free.id, drop: drop.id }),
      pick(drafted, free.id, rival),
    ]);

    expect([added.status, picked.status].sort()).toEqual([201, 409]);
    expect(await RosterPlayer.countDocuments({ playerId: new Types.ObjectId(free.id) })).toBe(1);
    const myPlayers = await stored(mine.rosterId);
    expect(myPlayers).toHaveLength(14);
    // Nothing is lost: the dropped player is gone only if the newcomer came.
    const dropKept = myPlayers.some((p) => p._id.toHexString() === drop.id);
    expect(dropKept).toBe(added.status === 409);
    expect(myPlayers.some((p) => p.playerId.toHexString() === free.id)).toBe(added.status === 201);
    // Which refusal depends on the clock: the rival's pick landed after this add was asked ("just picked") or, on a
    // loaded machine that let this request wait, before it (he is then on the rival's team).
    if (added.status === 409)
      expect(added.body.error.message).toMatch(
        /^(Another manager has just picked this player|This player is already on another team: .+)$/,
      );
    expect(await RosterActivity.countDocuments({ type: 'add' })).toBe(1);
  });
});

describe('when rosters are not open', () => {
  const changes = async (drafted: DraftedLeague) => {
    const view = await myView(drafted);
    const roster = me(drafted).rosterId;
    const free = freeAgentsOf(bed, await allRosters(drafted))[0]!;
    return [
      ['post', `/rosters/${roster}/players/${starters(view)[0]!.id}/move`, { direction: 'bench' }],
      ['post', `/rosters/${roster}/switch-players/${starters(view)[0]!.id}/${bench(view)[0]!.id}`, {}],
      ['delete', `/rosters/${roster}/players/${bench(view)[0]!.id}`, {}],
      ['post', `/rosters/${roster}/players/${free.id}`, {}],
      ['post', `/rosters/${roster}/adds`, { playerId: free.id, drop: bench(view)[1]!.id }],
    ] as const;
  };

  it('when the owner started a round, then every change is refused with the round, and the roster reads locked', async () => {
    const drafted = await draftedLeague(bed);
    await ownerAction(bed, 'start-week');

    for (const [method, path, body] of await changes(drafted)) {
      const res = await send(method, path, asUser(me(drafted).userId), body);
      expect([path, res.status, res.body.error?.message]).toEqual([
        path,
        409,
        'Rosters are locked while round 1 is being played',
      ]);
    }
    const view = await myView(drafted);
    expect(view).toMatchObject({ status: 'locked', lockedWeek: 1, week: 1 });
    expect(await stored(me(drafted).rosterId)).toHaveLength(14);
  });

  it('when the league is drafting, then every change is refused as closed', async () => {
    const drafted = await draftedLeague(bed);
    await LeagueSeason.updateOne({ _id: drafted.season._id }, { $set: { status: 'drafting' } });

    for (const [method, path, body] of await changes(drafted)) {
      const res = await send(method, path, asUser(me(drafted).userId), body);
      expect([path, res.status, res.body.error?.message]).toEqual([
        path,
        409,
        "Rosters open once the league's draft is over",
      ]);
    }
    expect(await myView(drafted)).toMatchObject({ status: 'closed', closedReason: 'drafting' });
  });
});

describe('lineup snapshots per round', () => {
  it("when a starter is benched after the round's freeze, then that round's points, scored at its lock, are the starting lineup's", async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);
    await cut(drafted, bench(view)[0]!);
    const qb = starters(view)[0]!;
    const seasonId = new Types.ObjectId(bed.realSeason.id);
    // Two rounds, so the first one can be frozen.
    await peerCollection('seasons').updateOne({ _id: seasonId }, { $set: { nbWeeks: 2 } });
    await ownerAction(bed, 'start-week');
    await send('post', ROSTER_INTERNAL.roundStarted, asService('stats'), { seasonId: bed.realSeason.id, week: 1 });
    await ownerAction(bed, 'weeks/current/freeze');

    expect((await move(drafted, qb, 'bench')).status).toBe(200);
    await ownerAction(bed, 'weeks/1/finish');
    // The round's statistics as stats has them once locked; it tells fantasy the round's points changed.
    await writePlayerStat(seasonId, 1, new Types.ObjectId(qb.player.id), 10, 'QB');
    await bed.scoreRounds({ seasonId: bed.realSeason.id, weeks: [1] });

    const points = await RosterWeekPoints.findOne({
      rosterId: new Types.ObjectId(me(drafted).rosterId),
      week: 1,
    }).lean();
    expect(points).toMatchObject({ points: 10, benchPoints: 0 });
    const snapshot = await RosterSnapshot.findOne({
      rosterId: new Types.ObjectId(me(drafted).rosterId),
      week: 1,
    }).lean();
    expect(snapshot!.lineup.split('|')[0]).toContain(qb.player.id);
  });

  it('when the round start was never told, then the first change after the round keeps the lineup it started with', async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);
    await cut(drafted, bench(view)[0]!);
    const qb = starters(view)[0]!;
    await writePlayerStat(new Types.ObjectId(bed.realSeason.id), 1, new Types.ObjectId(qb.player.id), 7, 'QB');
    await setLifecycle(bed, { status: 'ongoing', currentWeek: 1, isWeekActive: false });

    expect((await move(drafted, qb, 'bench')).status).toBe(200);
    await bed.scoreRounds({ seasonId: bed.realSeason.id, weeks: [1] });

    const points = await RosterWeekPoints.findOne({
      rosterId: new Types.ObjectId(me(drafted).rosterId),
      week: 1,
    }).lean();
    expect(points).toMatchObject({ points: 7, benchPoints: 0 });
  });

  it('when the sweep runs during a round, then every roster has its snapshot, taken once', async () => {
    const drafted = await draftedLeague(bed);
    await setLifecycle(bed, { status: 'ongoing', currentWeek: 1, isWeekActive: true });

    const taken = await sweepSnapshots(statsPeer(bed));
    const again = await sweepSnapshots(statsPeer(bed));

    expect([taken, again]).toEqual([4, 0]);
    const snapshots = await RosterSnapshot.find({ week: 1 }).lean();
    const lineups = await Roster.find({ leagueSeasonId: drafted.season._id }).lean();
    expect(new Set(snapshots.map((s) => `${s.rosterId.toHexString()}:${s.lineup}`))).toEqual(
      new Set(lineups.map((r) => `${r._id.toHexString()}:${r.lineup}`)),
    );
  });

  it('when stats says a round started, then every roster of the season has its snapshot; only a service may say it', async () => {
    await draftedLeague(bed);
    const body = { seasonId: bed.realSeason.id, week: 1 };

    const asManager = await send('post', ROSTER_INTERNAL.roundStarted, asUser(newUserId()), body);
    const bad = await send('post', ROSTER_INTERNAL.roundStarted, asService('stats'), { seasonId: 'x', week: 0 });
    const told = await send('post', ROSTER_INTERNAL.roundStarted, asService('stats'), body);
    const twice = await send('post', ROSTER_INTERNAL.roundStarted, asService('stats'), body);

    expect([asManager.status, bad.status, told.status, twice.status]).toEqual([403, 400, 204, 204]);
    expect(await RosterSnapshot.countDocuments({ week: 1 })).toBe(4);
  });
});

describe('free agents', () => {
  it("when a manager lists the available players, then the season's players on no roster of the league, paged with the total", async () => {
    const drafted = await draftedLeague(bed);
    const free = freeAgentsOf(bed, await allRosters(drafted));

    const res = await get(
      `/leagues/${drafted.league.id}/available-players?limit=5&sort=name&sortDirection=asc`,
      asUser(me(drafted).userId),
    );
    const qbs = await get(`/leagues/${drafted.league.id}/available-players?position=QB`, asUser(me(drafted).userId));

    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(free.length));
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(
      free
        .map((p) => p.name)
        .sort()
        .slice(0, 5),
    );
    expect(res.body[0]).toMatchObject({ scores: { fantasy_points: 0 } });
    expect(qbs.body.map((p: { id: string }) => p.id).sort()).toEqual(
      free
        .filter((p) => p.position === 'QB')
        .map((p) => p.id)
        .sort(),
    );
  });

  it('when the caller has no roster in the league, then 422 no roster; bad query 400', async () => {
    const drafted = await draftedLeague(bed);

    const owner = await get(`/leagues/${drafted.league.id}/available-players`, asSuperAdmin());
    const bad = await get(`/leagues/${drafted.league.id}/available-players?position=XX`, asUser(me(drafted).userId));

    expect(owner.status).toBe(422);
    expect(owner.body.error.code).toBe('no_roster');
    expect(bad.status).toBe(400);
  });
});

describe('league activity', () => {
  it('when members read the activity, then the adds and cuts newest first with teams, managers and players', async () => {
    const drafted = await draftedLeague(bed);
    const view = await myView(drafted);
    const gone = bench(view)[0]!;
    await cut(drafted, gone);
    const free = freeAgentsOf(bed, await allRosters(drafted))[0]!;
    await pick(drafted, free.id);

    const res = await get(`/leagues/${drafted.league.id}/activity`, asUser(drafted.league.managers[3]!.userId));
    const page = await get(`/leagues/${drafted.league.id}/activity?limit=1&offset=1`, asSuperAdmin());
    const bad = await get(`/leagues/${drafted.league.id}/activity?limit=0`, asSuperAdmin());

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        type: 'add',
        team: { id: me(drafted).teamId, name: 'Admin team' },
        manager: view.team.owner,
        player: expect.objectContaining({ id: free.id, name: free.name }),
        otherTeam: null,
        otherPlayer: null,
      }),
      expect.objectContaining({ type: 'cut', player: expect.objectContaining({ id: gone.player.id }) }),
    ]);
    expect(page.body.map((line: { type: string }) => line.type)).toEqual(['cut']);
    expect(bad.status).toBe(400);
  });
});
