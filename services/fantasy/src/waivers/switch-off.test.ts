import { Types } from 'mongoose';
import { API, type RosterActivityView, type RosterView } from '@hfl/contracts';
import { ConflictError } from '@hfl/kit';
import { allowTestTime } from '@hfl/kit/testing';
import { RosterActivity } from '../models/roster-activity';
import { RosterPlayer } from '../models/roster-player';
import { WaiverClaim, WaiverPeriod, WaiverSettingsDoc } from '../models/waivers';
import type { DraftTestbed } from '../testing/draft-fixtures';
import { draftedLeague, readRoster, setLifecycle, type DraftedLeague } from '../testing/roster-fixtures';
import { asUser } from '../testing/support';
import { decisionsMade, managersOf, setUpWaiverTests, waiverCalls, type Manager } from '../testing/waiver-fixtures';
import { storedNotifications } from '../testing/trade-fixtures';
import type { TradeDeps } from '../trades/context';
import { duePeriods, openWaiverPeriods } from './periods';
import { runWaivers } from './run';
import { keepWhileWaiversOn } from './claims';
import { withRunLock } from './run-lock';
import { saveWaiverSettings } from './settings';
import { recordActivity } from '../rosters/activity';

allowTestTime(60_000);

let bed: DraftTestbed;
let deps: TradeDeps;
setUpWaiverTests('fantasy_waivers_off', (started, built) => {
  bed = started;
  deps = built;
});
const { send, waivers, claim, add, freeAgents } = waiverCalls(() => bed);
const managers = managersOf;
const benchOf = async (drafted: DraftedLeague, m: Manager) =>
  ((await readRoster(bed, drafted.league.id, m.teamId, m.userId)) as RosterView).players.filter(
    (p) => p.fantasyPosition === 'BENCH',
  );
const switchOff = (drafted: DraftedLeague, admin: Manager) =>
  send('put', API.waiverSettings(drafted.league.id), asUser(admin.userId), { enabled: false, runHour: 10 });
const activityOf = async (drafted: DraftedLeague, m: Manager) =>
  (await send('get', API.leagueActivity(drafted.league.id), asUser(m.userId))).body as RosterActivityView[];

/** A run holding the league season's lock until released (resolves once it holds it). */
async function holdRunLock(seasonId: Types.ObjectId): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const taken = new Promise<void>((resolve) => (locked = resolve));
  const run = withRunLock([seasonId], async () => {
    locked();
    await held;
  });
  await taken;
  return {
    release: async () => {
      release();
      await run;
    },
  };
}

/** Round 1 locked: the sweep publishes the league's run (tomorrow), and two managers claim a player each. */
async function claimsWaiting(drafted: DraftedLeague) {
  const [admin, member] = managers(drafted);
  await setLifecycle(bed, { status: 'ongoing', currentWeek: 1, isWeekActive: false });
  await openWaiverPeriods(deps.stats);
  const periodId = (await WaiverPeriod.findOne({}).lean())!._id;
  const [first, second] = (await freeAgents(drafted)).slice(0, 2);
  expect((await claim(drafted, admin!, first!.id, (await benchOf(drafted, admin!))[0]!.id)).status).toBe(201);
  expect((await claim(drafted, member!, second!.id, (await benchOf(drafted, member!))[0]!.id)).status).toBe(201);
  return { admin: admin!, member: member!, periodId, players: [first!, second!] as const };
}

describe('switching waivers off', () => {
  it('when the league admin switches waivers off while a published run waits, then the run is done at once, its players are free agents, each waiting claim is closed in the activity and its manager told, once', async () => {
    const drafted = await draftedLeague(bed);
    const { admin, member, periodId, players } = await claimsWaiting(drafted);

    const off = await switchOff(drafted, admin);
    const again = await switchOff(drafted, admin);

    expect(off.status).toBe(200);
    expect(off.body).toEqual({ enabled: false, runHour: 10 });
    expect(again.status).toBe(200);
    expect((await WaiverPeriod.findById(periodId).lean())!.doneAt).not.toBeNull();
    expect(await duePeriods(new Date(Date.now() + 7 * 86_400_000))).toEqual([]);
    expect(await WaiverClaim.countDocuments({})).toBe(0);
    expect(await decisionsMade()).toEqual([]);
    expect(await waivers(drafted, member)).toMatchObject({ enabled: false, runAt: null, allWaived: false, claims: [] });

    const closed = (await activityOf(drafted, member)).filter((line) => line.type === 'waiverClosed');
    expect(closed).toHaveLength(2);
    expect(closed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          team: expect.objectContaining({ id: admin.teamId }),
          player: expect.objectContaining({ id: players[0].id }),
        }),
        expect.objectContaining({
          team: expect.objectContaining({ id: member.teamId }),
          player: expect.objectContaining({ id: players[1].id }),
        }),
      ]),
    );
    const told = (await storedNotifications()).filter((n) => n.kind === 'waiverClaimClosed');
    expect(told).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: admin.userId,
          type: 'LEAGUE',
          params: expect.objectContaining({ player: players[0].name }),
        }),
        expect.objectContaining({
          userId: member.userId,
          type: 'LEAGUE',
          params: expect.objectContaining({ player: players[1].name }),
        }),
      ]),
    );
    expect(told).toHaveLength(2);
    // The claimed player is a free agent now: the first to add him gets him.
    const bench = (await benchOf(drafted, member))[1]!;
    expect((await add(member, players[0].id, bench.id)).status).toBe(201);
  });

  it('when a switch-off died after storing the setting and writing one claim\'s line, then saving "off" again closes what it left, each claim\'s line once', async () => {
    const drafted = await draftedLeague(bed);
    const { admin, periodId } = await claimsWaiting(drafted);
    // What the dead switch-off did: the run done, the setting stored, the first claim's line written, no claim closed.
    await WaiverPeriod.updateOne({ _id: periodId }, { $set: { doneAt: new Date() } });
    await saveWaiverSettings(drafted.league.id, { enabled: false, runHour: 10 });
    const first = (await WaiverClaim.find({}).sort({ createdAt: 1 }).lean())[0]!;
    await recordActivity({
      key: `waiver-closed:${first._id.toHexString()}`,
      leagueId: drafted.league.id,
      leagueSeasonId: first.leagueSeasonId,
      type: 'waiverClosed',
      teamId: first.teamId,
      userId: first.userId,
      playerId: first.playerId,
    });

    const again = await switchOff(drafted, admin);

    expect(again.status).toBe(200);
    expect(await WaiverClaim.countDocuments({})).toBe(0);
    expect(await RosterActivity.countDocuments({ type: 'waiverClosed' })).toBe(2);
    expect((await storedNotifications()).filter((n) => n.kind === 'waiverClaimClosed')).toHaveLength(2);
  });

  it('when a run holds the league season\'s lock, then switching off waits for it and changes nothing until then; a run busy for long is 409 "waiver run under way" with the setting and the claims as they were', async () => {
    const drafted = await draftedLeague(bed);
    const { admin, periodId } = await claimsWaiting(drafted);
    const seasonId = drafted.season._id;

    const run = await holdRunLock(seasonId);
    const waiting = switchOff(drafted, admin).then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await WaiverSettingsDoc.countDocuments({})).toBe(0);
    expect(await WaiverClaim.countDocuments({})).toBe(2);
    await run.release();
    expect((await waiting).status).toBe(200);
    expect(await WaiverClaim.countDocuments({})).toBe(0);

    // Waivers on again, a claim, and a run that keeps the lock longer than switching off waits.
    await send('put', API.waiverSettings(drafted.league.id), asUser(admin.userId), { enabled: true, runHour: 10 });
    await WaiverPeriod.updateOne({ _id: periodId }, { $set: { doneAt: null } });
    const wanted = (await freeAgents(drafted))[0]!;
    expect((await claim(drafted, admin, wanted.id, (await benchOf(drafted, admin))[0]!.id)).status).toBe(201);
    const longRun = await holdRunLock(seasonId);
    const refused = await switchOff(drafted, admin);
    await longRun.release();

    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'A waiver run is deciding the claims right now: please try again in a minute',
    );
    expect(await WaiverSettingsDoc.findOne({}).lean()).toMatchObject({ enabled: true });
    expect(await WaiverClaim.countDocuments({})).toBe(1);
    expect((await WaiverPeriod.findById(periodId).lean())!.doneAt).toBeNull();
  });

  it('when the run and the switch-off start at the same moment, then each claim is either decided by the run or closed, never both, none is left waiting, and the run is done', async () => {
    const drafted = await draftedLeague(bed);
    const { admin, periodId } = await claimsWaiting(drafted);
    await WaiverPeriod.updateOne({ _id: periodId }, { $set: { runAt: new Date(Date.now() + 5) } });
    await new Promise((resolve) => setTimeout(resolve, 10));

    // A run finding the lock held gives way (the switch-off then closes the period).
    const run = runWaivers(deps, periodId).then(
      () => 'ran',
      (error: unknown) => {
        if (error instanceof ConflictError && error.message === 'errors:rosterBusy') return 'gave way';
        throw error;
      },
    );
    const [ran, off] = await Promise.all([run, switchOff(drafted, admin)]);

    expect(['ran', 'gave way']).toContain(ran);
    expect(off.status).toBe(200);
    expect(await WaiverClaim.countDocuments({})).toBe(0);
    expect((await WaiverPeriod.findById(periodId).lean())!.doneAt).not.toBeNull();
    const decided = (await decisionsMade()).map((d) => d.playerId);
    const closed = (await RosterActivity.find({ type: 'waiverClosed' }).lean()).map((line) =>
      line.playerId.toHexString(),
    );
    expect(decided.length + closed.length).toBe(2);
    expect(decided.filter((id) => closed.includes(id))).toEqual([]);
    for (const id of decided) expect(await RosterPlayer.exists({ playerId: new Types.ObjectId(id) })).not.toBeNull();
  });

  it("when waivers are switched off between a claim's checks and its insert, then the claim goes and its manager is answered 409", async () => {
    const drafted = await draftedLeague(bed);
    const { admin, member } = await claimsWaiting(drafted);
    await switchOff(drafted, admin);
    // The late claim: its checks saw waivers on, its insert landed after the switch-off had closed the waiting claims.
    const late = await WaiverClaim.create({
      leagueSeasonId: drafted.season._id,
      teamId: new Types.ObjectId(member.teamId),
      rosterId: new Types.ObjectId(member.rosterId),
      userId: member.userId,
      playerId: new Types.ObjectId((await freeAgents(drafted))[0]!.id),
      drop: null,
      rank: 1,
      createdAt: new Date(),
    });

    await expect(keepWhileWaiversOn(drafted.season.leagueId, late._id)).rejects.toThrow('errors:waiversOff');
    expect(await WaiverClaim.countDocuments({})).toBe(0);
  });
});
