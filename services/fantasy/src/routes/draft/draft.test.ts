import request from 'supertest';
import mongoose, { Types } from 'mongoose';
import { draftOrderOf, formatUtcDateTime, MAX_DRAFT_QUEUE } from '@hfl/contracts';
import { asSuperAdmin, asUser, asVisitor, newUserId } from '../../testing/support';
import {
  draftJobs,
  makeTurnOverdue,
  managerOnTheClock,
  POOL_SIZE,
  publishedEvents,
  recordPicks,
  scheduleDraft,
  setUpDraftTests,
  startDraft,
  storedDraft,
  type DraftTestbed,
  type TestLeague,
} from '../../testing/draft-fixtures';
import { DraftPick } from '../../models/draft-pick';
import { DraftQueue } from '../../models/draft-queue';
import { LeagueSeason } from '../../models/league-season';
import type { DraftFields } from '../../models/draft';

let bed: DraftTestbed;
let league: TestLeague;
setUpDraftTests('fantasy_draft_room', (started) => {
  bed = started;
  league = started.league;
});

const pool = () => bed.realSeason.pool;
const get = async (path: string, headers: Promise<Record<string, string>>) =>
  request(bed.app)
    .get(path)
    .set(await headers);
const pick = async (league: TestLeague, userId: string, body: object) =>
  request(bed.app)
    .post(`/leagues/${league.id}/draft/picks`)
    .set(await asUser(userId))
    .send(body);
const saveQueue = async (league: TestLeague, headers: Promise<Record<string, string>>, body: unknown) =>
  request(bed.app)
    .put(`/leagues/${league.id}/draft/queue`)
    .set(await headers)
    .send(body as object);
const deadlineAfter = (at: Date, draft: DraftFields) => new Date(at.getTime() + draft.turnSeconds * 1000).toISOString();
/** A manager whose team is not on the clock. */
const notOnTheClock = (league: TestLeague, draft: DraftFields) =>
  league.managers.find((m) => m.teamId !== managerOnTheClock(draft).teamId)!;

/** The draft's teams as the room lists them, in draft order. */
const roomTeams = (draft: DraftFields, locale: 'en' | 'hu' = 'en') =>
  draft.teams.map(({ owners, ...team }, i) => ({
    ...team,
    logoUrl: team.logoUrl ?? null,
    owner: owners[locale],
    draftOrder: i + 1,
  }));

describe('GET /leagues/:leagueId/draft (the room)', () => {
  it("when a member opens a scheduled draft's room, then the pending state: the league's teams without an order, no picks, their own team", async () => {
    const season = await scheduleDraft(bed, league);
    const member = league.managers[2]!;

    const res = await get(`/leagues/${league.id}/draft`, asUser(member.userId));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      leagueId: league.id,
      seasonId: String(season._id),
      status: 'pending',
      nbTeams: 4,
      nbRounds: 0,
      turnSeconds: 0,
      draftStartsAt: formatUtcDateTime(season.draftStartsAt),
      draftEndsAt: formatUtcDateTime(season.draftEndsAt),
      teams: league.managers.map((m) => ({
        id: m.teamId,
        name: expect.any(String),
        logoUrl: null,
        userId: m.userId,
        owner: expect.any(String),
        draftOrder: null,
      })),
      picks: [],
      current: null,
      myTeamId: member.teamId,
      queue: [],
      serverTime: expect.any(String),
    });
    expect(res.body.teams[0].owner).toBe('Anna Admin');
  });

  it('when a member reads the room in Hungarian, then every manager is named family name first, before the draft and during it', async () => {
    const member = league.managers[2]!;
    const season = await scheduleDraft(bed, league);

    const before = await get(`/leagues/${league.id}/draft`, asUser(member.userId, 'hu'));
    // Its time has come: started as its job would start it.
    await LeagueSeason.updateOne({ _id: season._id }, { $set: { clockStartsAt: new Date() } });
    await bed.engine.start(String(season._id));
    const draft = await storedDraft(season._id);
    const during = await get(`/leagues/${league.id}/draft`, asUser(member.userId, 'hu'));
    const onTheClock = await get(`/leagues/${league.id}/draft-team`, asUser(member.userId, 'hu'));

    expect(before.body.teams[0].owner).toBe('Admin Anna');
    expect(during.body.teams).toEqual(roomTeams(draft, 'hu'));
    expect(during.body.teams.map((team: { owner: string }) => team.owner)).toContain('Admin Anna');
    expect(onTheClock.body.draftTeam.owner).toBe(roomTeams(draft, 'hu')[0]!.owner);
  });

  it('when the draft is on, then the teams in their repeatable draft order, every pick, the turn on the clock with its deadline, and my queue', async () => {
    const draft = await recordPicks(await startDraft(bed, league), 5);
    const member = league.managers[1]!;
    await saveQueue(league, asUser(member.userId), { playerIds: [pool()[10]!.id] });

    const res = await get(`/leagues/${league.id}/draft`, asUser(member.userId));

    expect(res.status).toBe(200);
    const seasonId = String(draft._id);
    expect(draft.teams.map((t) => t.id)).toEqual(
      draftOrderOf(
        seasonId,
        league.managers.map((m) => m.teamId),
      ),
    );
    expect(res.body).toMatchObject({
      seasonId,
      status: 'drafting',
      nbTeams: 4,
      nbRounds: 14,
      turnSeconds: 192,
      teams: roomTeams(draft),
      myTeamId: member.teamId,
      queue: [pool()[10]!.id],
    });
    expect(res.body.picks).toEqual(
      draft.picks.map((p) => ({
        pickNo: p.pickNo,
        round: p.pickNo <= 4 ? 1 : 2,
        teamId: p.teamId,
        playerId: p.playerId,
        automatic: false,
        at: p.at.toISOString(),
      })),
    );
    // Pick 6: round 2 runs backwards, so the third team in the order picks.
    expect(res.body.current).toEqual({
      pickNo: 6,
      round: 2,
      direction: 'backward',
      teamId: draft.teams[2]!.id,
      deadlineAt: deadlineAfter(draft.picks[4]!.at, draft),
    });
    expect(Math.abs(Date.parse(res.body.serverTime) - Date.now())).toBeLessThan(5_000);
  });

  it('when the owner opens the room, then the whole state without a team or queue of their own', async () => {
    const draft = await startDraft(bed, league);

    const res = await get(`/leagues/${league.id}/draft`, asSuperAdmin());

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ teams: roomTeams(draft), myTeamId: null, queue: [], current: { pickNo: 1 } });
  });

  it('when the league has no season, then 404 "There is no active season"', async () => {
    const res = await get(`/leagues/${league.id}/draft`, asUser(league.managers[1]!.userId));

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'There is no active season' } });
  });

  it.each([
    ['a user outside the league', 403, () => asUser(newUserId())],
    ['a visitor', 401, () => asVisitor()],
  ])('when %s opens the room, then %i', async (_case, status, headers) => {
    await startDraft(bed, league);

    const res = await get(`/leagues/${league.id}/draft`, headers());

    expect(res.status).toBe(status);
  });

  it.each([
    ['unknown', () => newUserId()],
    ['malformed', () => 'league-1'],
    ['an operator', () => encodeURIComponent('{"$gt":""}')],
  ])('when the league id is %s, then 404 in the envelope', async (_case, id) => {
    const res = await get(`/leagues/${id()}/draft`, asSuperAdmin());

    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('GET /leagues/:leagueId/draft-teams and /draft-team', () => {
  it('when the draft is on, then the teams come in draft order and the team on the clock with the pick number', async () => {
    const draft = await recordPicks(await startDraft(bed, league), 4);
    const member = asUser(league.managers[3]!.userId);

    const [teams, onTheClock] = [
      await get(`/leagues/${league.id}/draft-teams`, member),
      await get(`/leagues/${league.id}/draft-team`, member),
    ];

    expect(teams.status).toBe(200);
    expect(teams.body).toEqual(roomTeams(draft));
    // Pick 5 opens round 2: the last team of round 1 picks again.
    expect(onTheClock.body).toEqual({ draftTeam: roomTeams(draft)[3], pickNo: 5 });
  });

  it('when the draft has not started, then the league teams without an order, and nobody on the clock', async () => {
    await scheduleDraft(bed, league);
    const member = asUser(league.managers[1]!.userId);

    const [teams, onTheClock] = [
      await get(`/leagues/${league.id}/draft-teams`, member),
      await get(`/leagues/${league.id}/draft-team`, member),
    ];

    expect(teams.body.map((t: { id: string; draftOrder: null }) => [t.id, t.draftOrder])).toEqual(
      league.managers.map((m) => [m.teamId, null]),
    );
    expect(onTheClock.body).toEqual({ draftTeam: null, pickNo: null });
  });

  it('when a user outside the league asks, then 403', async () => {
    await startDraft(bed, league);

    const res = await get(`/leagues/${league.id}/draft-team`, asUser(newUserId()));

    expect(res.status).toBe(403);
  });
});

describe('GET /leagues/:leagueId/draft/pool', () => {
  it('when some players are drafted, then the whole pool best-ranked first, each with the team that drafted it or null', async () => {
    const draft = await recordPicks(await startDraft(bed, league), 3);

    const res = await get(`/leagues/${league.id}/draft/pool`, asUser(league.managers[1]!.userId));

    expect(res.status).toBe(200);
    const draftedBy = new Map(draft.picks.map((p) => [p.playerId, p.teamId]));
    expect(res.body).toEqual({
      seasonId: String(draft._id),
      players: pool().map((player) => ({ ...player, draftedBy: draftedBy.get(player.id) ?? null })),
    });
    expect(res.body.players.filter((p: { draftedBy: string | null }) => p.draftedBy).length).toBe(3);
    expect(res.body.players.map((p: { rank: number }) => p.rank)).toEqual(pool().map((_, i) => i + 1));
  });

  it('when the draft has not started, then every player is available', async () => {
    await scheduleDraft(bed, league);

    const res = await get(`/leagues/${league.id}/draft/pool`, asSuperAdmin());

    expect(res.status).toBe(200);
    expect(res.body.players).toHaveLength(POOL_SIZE);
    expect(res.body.players.every((p: { draftedBy: string | null }) => p.draftedBy === null)).toBe(true);
  });
});

describe('PUT /leagues/:leagueId/draft/queue', () => {
  it('when a manager saves their queue, then it is stored for their team, replaced by the next save, and the room shows it', async () => {
    const draft = await startDraft(bed, league);
    const member = league.managers[1]!;
    const [a, b, c] = pool()
      .slice(20, 23)
      .map((p) => p.id);

    const first = await saveQueue(league, asUser(member.userId), { playerIds: [a, b] });
    const second = await saveQueue(league, asUser(member.userId), { playerIds: [c, a] });

    expect(first.status).toBe(200);
    expect(first.body).toEqual({ playerIds: [a, b] });
    expect(second.body).toEqual({ playerIds: [c, a] });
    expect(await DraftQueue.find({}).lean()).toEqual([
      { _id: `${String(draft._id)}:${member.teamId}`, playerIds: [c, a] },
    ]);
    expect((await get(`/leagues/${league.id}/draft`, asUser(member.userId))).body.queue).toEqual([c, a]);
  });

  it('when a manager saves a queue before the draft starts, then it is kept for their team', async () => {
    const season = await scheduleDraft(bed, league);
    const member = league.managers[3]!;

    const res = await saveQueue(league, asUser(member.userId), { playerIds: [pool()[0]!.id] });

    expect(res.status).toBe(200);
    expect(await DraftQueue.findById(`${String(season._id)}:${member.teamId}`).lean()).toMatchObject({
      playerIds: [pool()[0]!.id],
    });
  });

  it.each([
    ['no list', {}],
    ['a list that is not one', { playerIds: 'all' }],
    ['ids that are not ids', { playerIds: ['player-1'] }],
    ['an operator for an id', { playerIds: [{ $gt: '' }] }],
    ['a player twice', { playerIds: ['6a0000000000000000000001', '6a0000000000000000000001'] }],
    [
      'more than the queue holds',
      { playerIds: Array.from({ length: MAX_DRAFT_QUEUE + 1 }, () => new Types.ObjectId().toHexString()) },
    ],
  ])('when a manager sends %s, then 400 and nothing is stored', async (_case, body) => {
    await startDraft(bed, league);

    const res = await saveQueue(league, asUser(league.managers[1]!.userId), body);

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
    expect(await DraftQueue.countDocuments()).toBe(0);
  });

  it.each([
    ['the owner (who has no team)', () => asSuperAdmin()],
    ['a user outside the league', () => asUser(newUserId())],
  ])('when %s saves a queue, then 403 and nothing is stored', async (_case, headers) => {
    await startDraft(bed, league);

    const res = await saveQueue(league, headers(), { playerIds: [pool()[0]!.id] });

    expect(res.status).toBe(403);
    expect(await DraftQueue.countDocuments()).toBe(0);
  });
});

describe('POST /leagues/:leagueId/draft/picks', () => {
  it('when the manager on the clock picks, then 201, the pick is stored and mirrored, the room is told the next turn, and no job is written', async () => {
    const draft = await startDraft(bed, league);
    const manager = managerOnTheClock(draft);
    const player = pool()[4]!;
    const jobs = await draftJobs();
    bed.bff.reset();

    const res = await pick(league, manager.userId, { playerId: player.id, pickNo: 1 });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      pickNo: 1,
      round: 1,
      teamId: manager.teamId,
      playerId: player.id,
      automatic: false,
      at: expect.any(String),
    });
    const seasonId = String(draft._id);
    const at = new Date(res.body.at);
    expect(await DraftPick.find({}).lean()).toEqual([
      {
        _id: `${seasonId}:1`,
        leagueSeasonId: draft._id,
        pickNo: 1,
        teamId: manager.teamId,
        playerId: player.id,
        automatic: false,
        userId: manager.userId,
        at,
      },
    ]);
    expect((await storedDraft(seasonId)).picks).toEqual([
      { pickNo: 1, teamId: manager.teamId, playerId: player.id, automatic: false, at },
    ]);
    const next = {
      pickNo: 2,
      round: 1,
      direction: 'forward',
      teamId: draft.teams[1]!.id,
      deadlineAt: deadlineAfter(at, draft),
    };
    expect(publishedEvents(bed.bff)).toEqual([
      {
        room: `draft:${league.id}`,
        event: 'draft/pickMade',
        data: { leagueId: league.id, seasonId, pick: res.body, current: next },
      },
    ]);
    expect(bed.bff.calls[0]!.service).toBe('fantasy');
    // The draft's one clock, as the start set it: it wakes at pick 1's deadline and sets itself for pick 2's.
    expect(await draftJobs()).toEqual(jobs);
    expect(await draftJobs('draft.turnExpired')).toEqual([
      expect.objectContaining({
        data: { leagueSeasonId: seasonId },
        nextRunAt: new Date(deadlineAfter(draft.startedAt, draft)),
      }),
    ]);
  });

  it.each([
    [
      'another manager of the league',
      (league: TestLeague, draft: DraftFields) => asUser(notOnTheClock(league, draft).userId),
    ],
    ['the owner', () => asSuperAdmin()],
  ])(
    'when %s picks for the team on the clock, then 403 "It is not your turn to pick" and nothing is stored',
    async (_case, who) => {
      const draft = await startDraft(bed, league);

      const res = await request(bed.app)
        .post(`/leagues/${league.id}/draft/picks`)
        .set(await who(league, draft))
        .send({ playerId: pool()[0]!.id, pickNo: 1 });

      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: { code: 'not_allowed', message: 'It is not your turn to pick' } });
      expect(await DraftPick.countDocuments()).toBe(0);
    },
  );

  it.each([
    ['a pick already made', 1],
    ['a pick to come', 3],
  ])('when the pick number is %s, then 409 "This turn has already been picked"', async (_case, pickNo) => {
    const draft = await recordPicks(await startDraft(bed, league), 1);

    const res = await pick(league, managerOnTheClock(draft).userId, { playerId: pool()[30]!.id, pickNo });

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'conflict', message: 'This turn has already been picked' } });
    expect(await DraftPick.countDocuments()).toBe(1);
  });

  it('when the player is already drafted, then 409 "This player has already been drafted"', async () => {
    const draft = await recordPicks(await startDraft(bed, league), 1);

    const res = await pick(league, managerOnTheClock(draft).userId, { playerId: draft.picks[0]!.playerId, pickNo: 2 });

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'conflict', message: 'This player has already been drafted' } });
    expect(await DraftPick.countDocuments()).toBe(1);
  });

  it('when the player would leave the starting lineup impossible to fill, then 400 naming the position; another position is fine', async () => {
    const draft = await startDraft(bed, league);
    // The first team drafts 7 of the pool's 8 QBs; the others take everyone else in rank order.
    const qbs = pool()
      .filter((p) => p.position === 'QB')
      .map((p) => p.id);
    const others = pool()
      .filter((p) => p.position !== 'QB')
      .map((p) => p.id);
    const first = draft.teams[0]!.id;
    const midway = await recordPicks(draft, 31, (turn) => (turn.teamId === first ? qbs.shift() : others.shift()));
    const manager = managerOnTheClock(midway);
    expect(manager).toMatchObject({ teamId: first, pickNo: 32 });

    const illegal = await pick(league, manager.userId, { playerId: qbs[0]!, pickNo: 32 });
    const kicker = pool().find((p) => p.position === 'K' && others.includes(p.id))!;
    const legal = await pick(league, manager.userId, { playerId: kicker.id, pickNo: 32 });

    expect(illegal.status).toBe(400);
    expect(illegal.body).toEqual({
      error: {
        code: 'input_invalid',
        message: 'Drafting a QB now would leave your starting lineup impossible to fill',
      },
    });
    expect(legal.status).toBe(201);
    expect(await DraftPick.countDocuments()).toBe(32);
  });

  it('when the player is not in the pool, then 400 "This player cannot be drafted"', async () => {
    const draft = await startDraft(bed, league);

    const res = await pick(league, managerOnTheClock(draft).userId, { playerId: newUserId(), pickNo: 1 });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'input_invalid', message: 'This player cannot be drafted' });
    expect(await DraftPick.countDocuments()).toBe(0);
  });

  it('when the draft has not started, then 409 "The draft has not started yet"', async () => {
    await scheduleDraft(bed, league);

    const res = await pick(league, league.adminUserId, { playerId: pool()[0]!.id, pickNo: 1 });

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'conflict', message: 'The draft has not started yet' } });
  });

  it.each([
    ['every pick is made', 'drafting'],
    ['the season is under way', 'ongoing'],
  ] as const)('when %s, then 409 "The draft has ended, good luck this season"', async (_case, status) => {
    const draft = await recordPicks(await startDraft(bed, league), 56);
    await LeagueSeason.updateOne({ _id: draft._id }, { $set: { status } });

    const res = await pick(league, league.adminUserId, { playerId: pool()[POOL_SIZE - 1]!.id, pickNo: 56 });

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'conflict', message: 'The draft has ended, good luck this season' } });
    expect(await DraftPick.countDocuments()).toBe(56);
  });

  describe("this process's copy of a live draft", () => {
    /** Pick 1 through the API, so the app keeps the draft; then the clock (another engine, as the worker) makes pick 2. */
    async function clockPicksBehindTheApp(): Promise<DraftFields> {
      const draft = await startDraft(bed, league);
      expect((await pick(league, managerOnTheClock(draft).userId, { playerId: pool()[0]!.id, pickNo: 1 })).status).toBe(
        201,
      );
      await makeTurnOverdue(await storedDraft(draft._id));
      expect(await bed.engine.pickIfOverdue(draft._id.toHexString())).toBe(true);
      return storedDraft(draft._id);
    }

    it('when the clock picked since the last pick here, then the manager on the clock now picks the turn after it', async () => {
      const draft = await clockPicksBehindTheApp();
      const manager = managerOnTheClock(draft);
      expect(manager.pickNo).toBe(3);

      const res = await pick(league, manager.userId, { playerId: pool()[10]!.id, pickNo: 3 });

      expect(res.status).toBe(201);
      expect((await storedDraft(draft._id)).picks.map((p) => [p.pickNo, p.teamId, p.automatic])).toEqual([
        [1, draft.teams[0]!.id, false],
        [2, draft.teams[1]!.id, true],
        [3, manager.teamId, false],
      ]);
    });

    it('when the manager whose turn the clock took picks it, then 409 "This turn has already been picked" and nothing is stored', async () => {
      const draft = await clockPicksBehindTheApp();

      const res = await pick(league, draft.teams[1]!.userId, { playerId: pool()[10]!.id, pickNo: 2 });

      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: { code: 'conflict', message: 'This turn has already been picked' } });
      expect(await DraftPick.countDocuments()).toBe(2);
      expect((await storedDraft(draft._id)).picks).toHaveLength(2);
    });

    it("when the next manager picks, then the pick reads only the league's pointer and writes its claim and the Draft", async () => {
      const draft = await startDraft(bed, league);
      expect((await pick(league, managerOnTheClock(draft).userId, { playerId: pool()[0]!.id, pickNo: 1 })).status).toBe(
        201,
      );
      const operations: string[] = [];
      mongoose.set('debug', (collection: string, method: string) => operations.push(`${collection}.${method}`));

      const res = await pick(league, draft.teams[1]!.userId, { playerId: pool()[1]!.id, pickNo: 2 }).finally(() =>
        mongoose.set('debug', false),
      );

      expect(res.status).toBe(201);
      expect(operations).toEqual(['current_league_seasons.findOne', 'draft_picks.insertOne', 'drafts.updateOne']);
    });

    it("when the manager's room has opened, then their first pick reads only the league's pointer", async () => {
      const draft = await startDraft(bed, league);
      const manager = managerOnTheClock(draft);
      expect((await get(`/leagues/${league.id}/draft`, asUser(manager.userId))).status).toBe(200);
      const operations: string[] = [];
      mongoose.set('debug', (collection: string, method: string) => operations.push(`${collection}.${method}`));

      const res = await pick(league, manager.userId, { playerId: pool()[0]!.id, pickNo: 1 }).finally(() =>
        mongoose.set('debug', false),
      );

      expect(res.status).toBe(201);
      expect(operations).toEqual(['current_league_seasons.findOne', 'draft_picks.insertOne', 'drafts.updateOne']);
      expect((await storedDraft(draft._id)).picks.map((p) => [p.pickNo, p.teamId, p.playerId])).toEqual([
        [1, manager.teamId, pool()[0]!.id],
      ]);
    });
  });

  it.each([
    ['nothing', {}],
    ['an operator for the player', { playerId: { $gt: '' }, pickNo: 1 }],
    ['a player id that is not one', { playerId: 'player-1', pickNo: 1 }],
    ['lists', { playerId: ['6a0000000000000000000001'], pickNo: [1] }],
    ['a pick number that is text', { playerId: '6a0000000000000000000001', pickNo: 'first' }],
    ['pick number 0', { playerId: '6a0000000000000000000001', pickNo: 0 }],
    ['a fractional pick number', { playerId: '6a0000000000000000000001', pickNo: 1.5 }],
    ['an operator for the pick number', { playerId: '6a0000000000000000000001', pickNo: { $gt: 0 } }],
  ])('when the manager on the clock sends %s, then 400 and nothing is stored', async (_case, body) => {
    const draft = await startDraft(bed, league);

    const res = await pick(league, managerOnTheClock(draft).userId, body);

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
    expect(await DraftPick.countDocuments()).toBe(0);
  });
});

describe('POST /leagues/:leagueId/check-draft-overdue', () => {
  const check = async (league: TestLeague, userId: string) =>
    request(bed.app)
      .post(`/leagues/${league.id}/check-draft-overdue`)
      .set(await asUser(userId));

  it("when the turn's time has run out, then the server picks from the team's queue now and answers true", async () => {
    const draft = await startDraft(bed, league);
    const manager = managerOnTheClock(draft);
    await saveQueue(league, asUser(manager.userId), { playerIds: [pool()[9]!.id] });
    await makeTurnOverdue(draft);

    const res = await check(league, notOnTheClock(league, draft).userId);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ player_picked: true });
    expect(
      await DraftPick.find({}, { _id: 0, pickNo: 1, teamId: 1, playerId: 1, automatic: 1, userId: 1 }).lean(),
    ).toEqual([{ pickNo: 1, teamId: manager.teamId, playerId: pool()[9]!.id, automatic: true, userId: null }]);
    expect((await get(`/leagues/${league.id}/draft-team`, asUser(manager.userId))).body.pickNo).toBe(2);
  });

  it('when the turn still has time, then false and nothing is picked', async () => {
    await startDraft(bed, league);

    const res = await check(league, league.managers[1]!.userId);

    expect(res.body).toEqual({ player_picked: false });
    expect(await DraftPick.countDocuments()).toBe(0);
  });

  it('when the draft has not started, then false', async () => {
    await scheduleDraft(bed, league);

    const res = await check(league, league.managers[1]!.userId);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ player_picked: false });
  });

  it('when a user outside the league asks, then 403 and nothing is picked', async () => {
    await makeTurnOverdue(await startDraft(bed, league));

    const res = await check(league, newUserId());

    expect(res.status).toBe(403);
    expect(await DraftPick.countDocuments()).toBe(0);
  });
});
