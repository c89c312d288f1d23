import { Types } from 'mongoose';
import { API, type RosterView } from '@hfl/contracts';
import { allowTestTime } from '@hfl/kit/testing';
import { RosterActivity } from '../models/roster-activity';
import { RosterPlayer } from '../models/roster-player';
import { WaiverClaim, WaiverOrder, WaiverPeriod, WaiverRunRecord } from '../models/waivers';
import { markCardPending } from '../lineups/lineups';
import { addRosterPlayer } from '../season-flow/roster-cut';
import type { DraftTestbed } from '../testing/draft-fixtures';
import { draftedLeague, readRoster, setLifecycle, type DraftedLeague } from '../testing/roster-fixtures';
import { asUser } from '../testing/support';
import { decisionsMade, managersOf, setUpWaiverTests, waiverCalls, type Manager } from '../testing/waiver-fixtures';
import type { TradeDeps } from '../trades/context';
import { claimAddedPlayers } from '../rosters/changes';
import { LeagueTeams, teamDirectory } from '../rosters/directory';
import { duePeriods, openWaiverPeriods, periodIdOf, queueDuePeriods, releaseQueued } from './periods';
import { runWaiverBatch, runWaivers } from './run';
import { runAtAfter } from './settings';

allowTestTime(60_000);

let bed: DraftTestbed;
let deps: TradeDeps;
setUpWaiverTests('fantasy_waivers', (started, built) => {
  bed = started;
  deps = built;
});
const { send, waivers, claim, add, freeAgents } = waiverCalls(() => bed);
const managers = managersOf;
const rosterOf = (drafted: DraftedLeague, m: Manager) => readRoster(bed, drafted.league.id, m.teamId, m.userId);
const benchOf = (view: RosterView) => view.players.filter((p) => p.fantasyPosition === 'BENCH');

/** Round 1 played and its statistics locked; the sweep publishes the league's run (if waivers are on). */
async function lockRoundOne(): Promise<string | undefined> {
  await setLifecycle(bed, { status: 'ongoing', currentWeek: 1, isWeekActive: false });
  await openWaiverPeriods(deps.stats);
  return (await WaiverPeriod.findOne({}).lean())?._id;
}

/** The run's time has come (the claims were placed before it). */
async function runTimeCame(periodId: string): Promise<string> {
  await WaiverPeriod.updateOne({ _id: periodId }, { $set: { runAt: new Date(Date.now() + 5) } });
  await new Promise((resolve) => setTimeout(resolve, 10));
  return periodId;
}

/** Round one locked and its run done: the team first in priority claimed a free agent and won him. */
async function firstInPriorityWonAClaim() {
  const drafted = await draftedLeague(bed);
  const all = managers(drafted);
  const periodId = (await lockRoundOne())!;
  const before = (await waivers(drafted, all[0]!)).order.map((team) => team.id);
  const first = all.find((m) => m.teamId === before[0])!;
  const wanted = (await freeAgents(drafted))[0]!;
  await claim(drafted, first, wanted.id, benchOf(await rosterOf(drafted, first))[0]!.id);
  await runWaivers(deps, await runTimeCame(periodId));
  return { drafted, all, periodId, before };
}

describe('the run time', () => {
  it.each([
    ['a lock late in the evening', '2026-11-25T21:30:00Z', 10, '2026-11-26T09:00:00.000Z'],
    ['a lock after midnight in Budapest', '2026-11-25T23:30:00Z', 10, '2026-11-27T09:00:00.000Z'],
    ['a summer lock (CEST)', '2026-07-01T12:00:00Z', 10, '2026-07-02T08:00:00.000Z'],
    ['another hour chosen', '2026-11-25T12:00:00Z', 18, '2026-11-26T17:00:00.000Z'],
  ])('when the round is locked (%s), then the run is the next day at the hour, Budapest time', (_, at, hour, run) => {
    expect(runAtAfter(new Date(at), hour).toISOString()).toBe(run);
  });
});

describe('waivers before and after a lock', () => {
  it("when a round's statistics are locked, then the sweep publishes each league's run once, and every unowned player is on waivers until it", async () => {
    const drafted = await draftedLeague(bed);
    const [me] = managers(drafted);
    const free = (await freeAgents(drafted))[0]!;

    await setLifecycle(bed, { status: 'ongoing', currentWeek: 1, isWeekActive: false });
    const now = new Date('2026-11-25T21:30:00Z');
    expect(await openWaiverPeriods(deps.stats, now)).toBe(1);
    expect(await openWaiverPeriods(deps.stats, now)).toBe(0);

    const periods = await WaiverPeriod.find({}).lean();
    expect(periods).toEqual([
      expect.objectContaining({ _id: periodIdOf(drafted.season._id, 1), week: 1, doneAt: null }),
    ]);
    expect(periods[0]!.runAt.toISOString()).toBe('2026-11-26T09:00:00.000Z');
    const view = await waivers(drafted, me!);
    expect(view).toMatchObject({
      enabled: true,
      runHour: 10,
      timeZone: 'Europe/Budapest',
      runAt: '2026-11-26T09:00:00.000Z',
      allWaived: true,
      claims: [],
    });
    expect(view.order).toHaveLength(4);
    const bench = benchOf(await rosterOf(drafted, me!))[0]!;
    const refused = await add(me!, free.id, bench.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "This player is on waivers until the league's waiver run: place a claim for him",
    );
    expect(await RosterPlayer.exists({ playerId: new Types.ObjectId(free.id) })).toBeNull();
  });

  it('when no round waits for its run, then free agents are added, a cut player is on waivers and only he can be claimed', async () => {
    const drafted = await draftedLeague(bed);
    const [me, other] = managers(drafted);
    await setLifecycle(bed, { status: 'ongoing', currentWeek: 0, isWeekActive: false });
    const cutOne = benchOf(await rosterOf(drafted, other!))[0]!;
    await send('delete', API.rosterPlayer(other!.rosterId, cutOne.id), asUser(other!.userId));
    const free = (await freeAgents(drafted)).find((p) => p.id !== cutOne.player.id)!;
    const mine = benchOf(await rosterOf(drafted, me!));

    const freeClaim = await claim(drafted, me!, free.id, mine[0]!.id);
    const waivedAdd = await add(me!, cutOne.player.id, mine[0]!.id);
    const waivedClaim = await claim(drafted, me!, cutOne.player.id, mine[0]!.id);
    const freeAdd = await add(me!, free.id, mine[1]!.id);

    expect(freeClaim.status).toBe(409);
    expect(freeClaim.body.error.message).toBe('This player is not on waivers: add him as a free agent');
    expect(waivedAdd.status).toBe(409);
    expect(waivedClaim.status).toBe(201);
    expect(waivedClaim.body).toEqual([
      expect.objectContaining({
        rank: 1,
        player: expect.objectContaining({ id: cutOne.player.id }),
        drop: { rosterPlayerId: mine[0]!.id, player: expect.objectContaining({ id: mine[0]!.player.id }) },
      }),
    ]);
    expect(freeAdd.status).toBe(201);
    const view = await waivers(drafted, me!);
    // The cut player, and the one dropped for the free agent: on waivers until the next run.
    expect(view).toMatchObject({ allWaived: false, runAt: null });
    expect(view.waivedPlayerIds.sort()).toEqual([cutOne.player.id, mine[1]!.player.id].sort());
  });

  it("when the league admin switches waivers off, then today's rule holds: a locked round's free agents are added at once; only the admin may, with a valid setting", async () => {
    const drafted = await draftedLeague(bed);
    const [admin, member] = managers(drafted);
    const path = API.waiverSettings(drafted.league.id);

    const notAdmin = await send('put', path, asUser(member!.userId), { enabled: false, runHour: 10 });
    const bad = await Promise.all([
      send('put', path, asUser(admin!.userId), { enabled: 'no', runHour: 10 }),
      send('put', path, asUser(admin!.userId), { enabled: false, runHour: 24 }),
      send('put', path, asUser(admin!.userId), {}),
    ]);
    const off = await send('put', path, asUser(admin!.userId), { enabled: false, runHour: 9 });
    await lockRoundOne();
    const free = (await freeAgents(drafted))[0]!;
    const bench = benchOf(await rosterOf(drafted, admin!))[0]!;

    expect(notAdmin.status).toBe(403);
    expect(bad.map((res) => res.status)).toEqual([400, 400, 400]);
    expect(off.body).toEqual({ enabled: false, runHour: 9 });
    expect(await WaiverPeriod.countDocuments({})).toBe(0);
    expect((await add(admin!, free.id, bench.id)).status).toBe(201);
    expect(await waivers(drafted, admin!)).toMatchObject({ enabled: false, allWaived: false });
    expect((await claim(drafted, admin!, (await freeAgents(drafted))[0]!.id, null)).status).toBe(409);
  });
});

describe('the sweep', () => {
  it('when a run is queued and not done, then later sweeps do not queue it again; once it waited, or its job outlived its lifetime, it is queued again, and never once done', async () => {
    await draftedLeague(bed);
    const periodId = await runTimeCame((await lockRoundOne())!);
    const jobs: string[][] = [];
    const queue = async (periodIds: string[]) => {
      jobs.push(periodIds);
    };
    const options = { jobLifetimeMs: 60_000, batchSize: 25 };
    const later = (ms: number) => new Date(Date.now() + ms);

    expect(await queueDuePeriods(queue, options)).toBe(1);
    expect(await queueDuePeriods(queue, options, later(30_000))).toBe(0);
    expect(jobs).toEqual([[periodId]]);
    // The run waited for a round's end: the next sweep queues it.
    await releaseQueued([periodId]);
    expect(await queueDuePeriods(queue, options)).toBe(1);
    // Its worker died under it: queued again once its job's lifetime is over.
    expect(await queueDuePeriods(queue, options, later(30_000))).toBe(0);
    expect(await queueDuePeriods(queue, options, later(61_000))).toBe(1);
    expect(await runWaiverBatch(deps, [periodId])).toEqual([]);
    await releaseQueued([periodId]);
    expect(await queueDuePeriods(queue, options, later(180_000))).toBe(0);
    expect(jobs).toEqual([[periodId], [periodId], [periodId]]);
  });
});

describe('claims', () => {
  it('when a manager orders and cancels claims, then his order holds; a wrong order is 400, a gone claim 404, a second claim of one player 409', async () => {
    const drafted = await draftedLeague(bed);
    const [me] = managers(drafted);
    await lockRoundOne();
    const [x, y, z] = (await freeAgents(drafted)).slice(0, 3);
    const drop = benchOf(await rosterOf(drafted, me!))[0]!;
    for (const player of [x!, y!, z!]) expect((await claim(drafted, me!, player.id, drop.id)).status).toBe(201);
    const again = await claim(drafted, me!, x!.id, null);
    const ids = (await waivers(drafted, me!)).claims.map((c) => c.id);
    const orderPath = API.waiverClaimOrder(drafted.league.id);

    const reordered = await send('put', orderPath, asUser(me!.userId), { claimIds: [ids[2], ids[0], ids[1]] });
    const missing = await send('put', orderPath, asUser(me!.userId), { claimIds: [ids[2], ids[0]] });
    const twice = await send('put', orderPath, asUser(me!.userId), { claimIds: [ids[2], ids[2], ids[1]] });
    const cancelled = await send('delete', API.waiverClaim(drafted.league.id, ids[0]!), asUser(me!.userId));
    const gone = await send('delete', API.waiverClaim(drafted.league.id, ids[0]!), asUser(me!.userId));

    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You have already claimed this player');
    expect(reordered.body.map((c: { player: { id: string } }) => c.player.id)).toEqual([z!.id, x!.id, y!.id]);
    expect([missing.status, twice.status]).toEqual([400, 400]);
    expect(missing.body.error.message).toBe('The order must name each of your waiting claims once');
    expect(cancelled.body.map((c: { player: { id: string } }) => c.player.id)).toEqual([z!.id, y!.id]);
    expect(gone.status).toBe(404);
    // The player named to drop leaves the roster: the claim says so.
    await send('delete', API.rosterPlayer(me!.rosterId, drop.id), asUser(me!.userId));
    expect((await waivers(drafted, me!)).claims.map((c) => [c.drop, c.dropLeft])).toEqual([
      [null, true],
      [null, true],
    ]);
    expect((await waivers(drafted, me!)).claims.map((c) => [c.rank, c.player.id])).toEqual([
      [1, z!.id],
      [2, y!.id],
    ]);
  });
});

describe('the run', () => {
  /** A locked round's run with one claim: the team first in priority wants the first free agent, dropping its first bench player. */
  async function firstInPriorityClaims() {
    const drafted = await draftedLeague(bed);
    const all = managers(drafted);
    const periodId = (await lockRoundOne())!;
    const firstId = (await waivers(drafted, all[0]!)).order[0]!.id;
    const first = all.find((m) => m.teamId === firstId)!;
    const wanted = (await freeAgents(drafted))[0]!;
    const drop = benchOf(await rosterOf(drafted, first))[0]!;
    await claim(drafted, first, wanted.id, drop.id);
    return { drafted, all, periodId, first, wanted, drop };
  }

  it('when two teams claim one player, then the team first in priority gets him in one add and drop, moves to the end, the activity explains it, and the unclaimed are free agents after', async () => {
    const drafted = await draftedLeague(bed);
    const all = managers(drafted);
    const periodId = (await lockRoundOne())!;
    const order = (await waivers(drafted, all[0]!)).order.map((team) => team.id);
    const [first, second] = order.map((teamId) => all.find((m) => m.teamId === teamId)!);
    const [wanted, other] = (await freeAgents(drafted)).slice(0, 2);
    const firstDrop = benchOf(await rosterOf(drafted, first!))[0]!;
    const secondDrop = benchOf(await rosterOf(drafted, second!))[0]!;
    // The second team asks first and wants him most; the first team's first wish is the other player.
    await claim(drafted, second!, wanted!.id, secondDrop.id);
    await claim(drafted, first!, other!.id, firstDrop.id);
    await claim(drafted, first!, wanted!.id, benchOf(await rosterOf(drafted, first!))[1]!.id);

    await runTimeCame(periodId);
    expect(await duePeriods()).toHaveLength(1);
    // As the run's job does (the league season and its rosters read with its batch).
    expect(await runWaiverBatch(deps, [periodId])).toEqual([]);

    const holderOf = async (playerId: string) =>
      (await RosterPlayer.findOne({ playerId: new Types.ObjectId(playerId) }).lean())?.rosterId.toHexString();
    // The first team's first claim wins; it moves to the end, so the second team gets the player both wanted.
    expect(await holderOf(other!.id)).toBe(first!.rosterId);
    expect(await holderOf(wanted!.id)).toBe(second!.rosterId);
    expect(await RosterPlayer.exists({ _id: new Types.ObjectId(firstDrop.id) })).toBeNull();
    expect(await RosterPlayer.exists({ _id: new Types.ObjectId(secondDrop.id) })).toBeNull();
    for (const m of all)
      expect(await RosterPlayer.countDocuments({ rosterId: new Types.ObjectId(m.rosterId) })).toBe(14);
    expect((await decisionsMade()).map((d) => [d.teamId, d.playerId, d.outcome])).toEqual(
      expect.arrayContaining([
        [first!.teamId, other!.id, 'won'],
        [second!.teamId, wanted!.id, 'won'],
        [first!.teamId, wanted!.id, 'lost'],
      ]),
    );
    expect(await WaiverClaim.countDocuments({})).toBe(0);
    const view = await waivers(drafted, all[0]!);
    expect(view.order.map((team) => team.id)).toEqual([...order.slice(2), first!.teamId, second!.teamId]);
    expect(view).toMatchObject({ allWaived: false, runAt: null });

    const activity = (await send('get', API.leagueActivity(drafted.league.id), asUser(all[0]!.userId))).body;
    const wins = activity.filter((line: { type: string }) => line.type === 'waiver');
    expect(wins).toEqual([
      expect.objectContaining({
        team: expect.objectContaining({ id: second!.teamId }),
        player: expect.objectContaining({ id: wanted!.id }),
        otherPlayer: expect.objectContaining({ id: secondDrop.player.id }),
        waiver: { priority: 1, lostTo: [expect.objectContaining({ id: first!.teamId })] },
      }),
      expect.objectContaining({
        team: expect.objectContaining({ id: first!.teamId }),
        player: expect.objectContaining({ id: other!.id }),
        waiver: { priority: 1, lostTo: [] },
      }),
    ]);
    // After the run: the players nobody claimed are free agents, first come first served.
    const later = (await freeAgents(drafted))[0]!;
    expect((await add(all[2]!, later.id, benchOf(await rosterOf(drafted, all[2]!))[0]!.id)).status).toBe(201);
  });

  it('when a claim cannot be made (no open slot on a full roster), then it fails, the activity says why, and the next claim of the team is tried', async () => {
    const drafted = await draftedLeague(bed);
    const [me] = managers(drafted);
    const periodId = (await lockRoundOne())!;
    const [x, y] = (await freeAgents(drafted)).slice(0, 2);
    const bench = benchOf(await rosterOf(drafted, me!));
    await claim(drafted, me!, x!.id, null);
    await claim(drafted, me!, y!.id, bench[1]!.id);

    await runWaivers(deps, await runTimeCame(periodId));

    const decisions = await decisionsMade();
    expect(decisions.map((d) => [d.playerId, d.outcome, d.reason])).toEqual(
      expect.arrayContaining([
        [x!.id, 'failed', 'errors:rosterFull'],
        [y!.id, 'won', null],
      ]),
    );
    expect(await RosterPlayer.exists({ playerId: new Types.ObjectId(y!.id) })).not.toBeNull();
    const activity = (await send('get', API.leagueActivity(drafted.league.id), asUser(me!.userId))).body;
    expect(activity.find((line: { type: string }) => line.type === 'waiverFailed')).toMatchObject({
      team: expect.objectContaining({ id: me!.teamId }),
      player: expect.objectContaining({ id: x!.id }),
      waiver: { priority: expect.any(Number), lostTo: [], reason: 'noOpenSlot' },
    });
  });

  it('when a team joined after the priority was stored, then it is last in it and its claim is decided; a claim of a team gone from the league fails', async () => {
    const drafted = await draftedLeague(bed);
    const all = managers(drafted);
    const before = (await waivers(drafted, all[0]!)).order.map((team) => team.id);
    const [joined, gone] = [all.find((m) => m.teamId === before[0])!, all.find((m) => m.teamId === before[1])!];
    const [x, y] = (await freeAgents(drafted)).slice(0, 2);
    // The priority as a first run stored it before the joined team came.
    const stored = before.filter((teamId) => teamId !== joined.teamId);
    await WaiverOrder.create({ _id: drafted.season._id, teamIds: JSON.stringify(stored), moved: null });
    const periodId = (await lockRoundOne())!;
    expect((await waivers(drafted, all[2]!)).order.map((team) => team.id)).toEqual([...stored, joined.teamId]);
    await claim(drafted, joined, x!.id, benchOf(await rosterOf(drafted, joined))[0]!.id);
    await claim(drafted, gone, y!.id, benchOf(await rosterOf(drafted, gone))[0]!.id);
    // The league as the run asks it, without the gone team (a copy: the directory is shared).
    const known = (await teamDirectory(deps.leagues, drafted.league.id))!;
    const teams = new LeagueTeams(known.values(), known.locale);
    teams.delete(gone.teamId);

    expect(await runWaivers(deps, await runTimeCame(periodId), async () => teams)).toBe(true);

    expect(await decisionsMade()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ teamId: joined.teamId, playerId: x!.id, outcome: 'won' }),
        expect.objectContaining({ teamId: gone.teamId, playerId: y!.id, outcome: 'failed' }),
      ]),
    );
    expect(await RosterPlayer.exists({ playerId: new Types.ObjectId(y!.id) })).toBeNull();
    expect(await WaiverClaim.countDocuments({})).toBe(0);
    const failedLine = await RosterActivity.findOne({ type: 'waiverFailed' }).lean();
    expect(failedLine).toMatchObject({ teamId: new Types.ObjectId(gone.teamId), reason: 'errors:leagueNotMember' });
  });

  it('when two workers run it at once, or it is run again, then every claim is decided once and nobody is on two rosters', async () => {
    const drafted = await draftedLeague(bed);
    const all = managers(drafted);
    const periodId = (await lockRoundOne())!;
    const wanted = (await freeAgents(drafted))[0]!;
    for (const m of all) await claim(drafted, m, wanted.id, benchOf(await rosterOf(drafted, m))[0]!.id);

    await runTimeCame(periodId);
    await Promise.allSettled([runWaivers(deps, periodId), runWaivers(deps, periodId)]);
    await runWaivers(deps, periodId);

    expect(await RosterPlayer.countDocuments({ playerId: new Types.ObjectId(wanted.id) })).toBe(1);
    const outcomes = (await decisionsMade()).map((d) => d.outcome);
    expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'lost')).toHaveLength(3);
    expect(await RosterActivity.countDocuments({ type: 'waiver' })).toBe(1);
    expect((await WaiverPeriod.findById(periodId).lean())!.doneAt).not.toBeNull();
    for (const m of all)
      expect(await RosterPlayer.countDocuments({ rosterId: new Types.ObjectId(m.rosterId) })).toBe(14);
  });

  it('when a run died after a claim was made but before it was recorded, then the resumed run finds him on the roster and records it once', async () => {
    const { drafted, all, periodId, first, wanted, drop } = await firstInPriorityClaims();
    const stored = (await WaiverClaim.findOne({}).lean())!;
    const season = drafted.season;
    const teams = (await teamDirectory(deps.leagues, drafted.league.id))!;
    // What the dead run did: the add and drop, and its activity line, nothing more.
    await addRosterPlayer(
      deps,
      {
        roster: {
          _id: stored.rosterId,
          leagueSeasonId: season._id,
          fantasyTeamId: stored.teamId,
          realSeasonId: season.realSeasonId,
        },
        season,
        teams,
        userId: first.userId,
      },
      wanted.id,
      drop.id,
      { claimId: stored._id.toHexString(), priority: 1, lostTeamIds: [] },
    );

    // Resumed by the run's job (who holds the player: the league season's rosters' cards).
    expect(await runWaiverBatch(deps, [await runTimeCame(periodId)])).toEqual([]);

    expect(await decisionsMade()).toEqual([expect.objectContaining({ outcome: 'won' })]);
    expect(await RosterActivity.countDocuments({ type: 'waiver' })).toBe(1);
    expect((await waivers(drafted, all[0]!)).order.at(-1)!.id).toBe(first.teamId);
    expect(await RosterPlayer.countDocuments({ rosterId: stored.rosterId })).toBe(14);
  });

  it('when a run died after claiming the player but before cutting the drop, then the resumed run cuts it and records the claim won once', async () => {
    const { drafted, periodId, first, wanted, drop } = await firstInPriorityClaims();
    // What the dead run left: the claimed player's insert, its rosters' cards marked pending (the lock's takeover).
    await RosterPlayer.create({
      leagueSeasonId: drafted.season._id,
      rosterId: new Types.ObjectId(first.rosterId),
      playerId: new Types.ObjectId(wanted.id),
      fantasyPosition: 'BENCH',
      activityStatus: 'bench',
      addedAt: new Date(),
    });
    await markCardPending({ leagueSeasonId: drafted.season._id, fantasyTeamId: new Types.ObjectId(first.teamId) });

    // Resumed by the run's job (the pending card: the roster's players read).
    expect(await runWaiverBatch(deps, [await runTimeCame(periodId)])).toEqual([]);

    expect(await RosterPlayer.countDocuments({ rosterId: new Types.ObjectId(first.rosterId) })).toBe(14);
    expect(await RosterPlayer.exists({ _id: new Types.ObjectId(drop.id) })).toBeNull();
    expect(benchOf(await rosterOf(drafted, first)).map((p) => p.player.id)).toContain(wanted.id);
    expect(await decisionsMade()).toEqual([expect.objectContaining({ outcome: 'won' })]);
    expect(await RosterActivity.find({ type: 'waiver' }).lean()).toEqual([
      expect.objectContaining({
        playerId: new Types.ObjectId(wanted.id),
        otherPlayerId: new Types.ObjectId(drop.player.id),
      }),
    ]);
  });

  it("when a player claimed in a run's writes was taken by another roster meanwhile, then none of its inserts is kept and he is named, so that the run decides again without him", async () => {
    const drafted = await draftedLeague(bed);
    const [me, other] = managers(drafted);
    const [x, y] = (await freeAgents(drafted)).slice(0, 2);
    const card = (playerId: string) => ({
      id: new Types.ObjectId().toHexString(),
      playerId,
      fantasyPosition: 'BENCH' as const,
      activityStatus: 'bench' as const,
      addedAt: new Date().toISOString(),
    });
    const identity = (m: typeof me) => ({
      _id: new Types.ObjectId(m!.rosterId),
      leagueSeasonId: drafted.season._id,
      fantasyTeamId: new Types.ObjectId(m!.teamId),
      realSeasonId: drafted.season.realSeasonId,
    });
    // The other manager's add of y landed between the run's read and its write.
    await add(other!, y!.id, benchOf(await rosterOf(drafted, other!))[0]!.id);

    const taken = await claimAddedPlayers(drafted.season, [
      { roster: identity(me), before: [], after: [card(x!.id), card(y!.id)], snapshotWeek: 0 },
    ]);

    expect(taken).toEqual([y!.id]);
    expect(await RosterPlayer.exists({ playerId: new Types.ObjectId(x!.id) })).toBeNull();
    expect((await RosterPlayer.findOne({ playerId: new Types.ObjectId(y!.id) }).lean())!.rosterId.toHexString()).toBe(
      other!.rosterId,
    );
    expect(
      await claimAddedPlayers(drafted.season, [
        { roster: identity(me), before: [], after: [card(x!.id)], snapshotWeek: 0 },
      ]),
    ).toEqual([]);
    expect(await RosterPlayer.exists({ playerId: new Types.ObjectId(x!.id) })).not.toBeNull();
  });

  it('when a run died after recording a won claim but before moving its team, then the resumed run moves the team to the end once', async () => {
    const { drafted, all, periodId, before } = await firstInPriorityWonAClaim();
    expect((await waivers(drafted, all[0]!)).order.map((team) => team.id)).toEqual([...before.slice(1), before[0]]);
    // What the dead run left: the win recorded, the order not yet moved, the period not done.
    await WaiverOrder.updateOne({}, { $set: { teamIds: JSON.stringify(before), moved: null } });
    await WaiverPeriod.updateOne({ _id: periodId }, { $unset: { doneAt: 1 } });

    await runWaivers(deps, periodId);
    await runWaivers(deps, periodId);

    expect((await waivers(drafted, all[0]!)).order.map((team) => team.id)).toEqual([...before.slice(1), before[0]]);
    expect(await decisionsMade()).toEqual([expect.objectContaining({ outcome: 'won' })]);
  });

  it("when a league season's first run stores its priority, then in one insert with its moves; resumed after dying before it, then from the priority its record started from", async () => {
    const { drafted, all, periodId, before } = await firstInPriorityWonAClaim();
    const stored = await WaiverOrder.findById(drafted.season._id).lean();
    const [won] = await decisionsMade();
    expect(stored).toMatchObject({ teamIds: JSON.stringify([...before.slice(1), before[0]]), moved: won!.claimId });
    // What a dead first run left: its decisions recorded, no priority stored, the period not done. Its record says
    // it started from another priority than the standings give now.
    const started = [...before].reverse();
    await WaiverRunRecord.updateOne({ _id: periodId }, { $set: { order: JSON.stringify(started) } });
    await WaiverOrder.deleteMany({});
    await WaiverPeriod.updateOne({ _id: periodId }, { $unset: { doneAt: 1 } });

    await runWaivers(deps, periodId);

    // The winner is the team first in priority before the run.
    const resumed = started.filter((teamId) => teamId !== before[0]);
    expect((await waivers(drafted, all[0]!)).order.map((team) => team.id)).toEqual([...resumed, before[0]]);
    expect(await decisionsMade()).toEqual([expect.objectContaining({ outcome: 'won' })]);
  });
});
