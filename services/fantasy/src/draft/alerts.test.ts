import mongoose, { Types } from 'mongoose';
import { DRAFT_ROUNDS, DRAFT_TURN_ALERT_MIN_SECONDS } from '@hfl/contracts';
import { keptReads } from '@hfl/kit';
import { loadFantasyConfig } from '../config';
import { AlertClaim } from '../models/alert-claim';
import type { DraftFields } from '../models/draft';
import { LeagueSeason } from '../models/league-season';
import { buildRuntime } from '../runtime';
import { setUpDraftTests, type DraftTestbed, type TestLeague } from '../testing/draft-fixtures';
import { storedNotifications } from '../testing/trade-fixtures';
import { alertTurn, remindManagers } from './alerts';

let bed: DraftTestbed;
let league: TestLeague;
let deps: Parameters<typeof alertTurn>[0] & Parameters<typeof remindManagers>[0];
setUpDraftTests('fantasy_draft_alerts', (started) => {
  bed = started;
  league = started.league;
  const { leagues, notifier, turnAlerts, leagueNames } = buildRuntime(loadFantasyConfig(started.env), () => {
    throw new Error('no jobs here');
  });
  deps = { leagues, notifier, turnAlerts, leagueNames, timing: {} };
});

beforeEach(async () => {
  await AlertClaim.deleteMany({});
  await mongoose.connection.db!.collection('notifications').deleteMany({});
});

/** A live draft of the test league as stored, `made` picks in, turns of `turnSeconds`. */
function draftOf(turnSeconds: number, made = 0): DraftFields {
  const teams = league.managers.map((manager, i) => ({
    id: manager.teamId,
    userId: manager.userId,
    name: `Team ${i}`,
  }));
  return {
    _id: new Types.ObjectId(),
    leagueId: new Types.ObjectId(league.id),
    teams,
    picks: Array.from({ length: made }, (_, i) => ({
      pickNo: i + 1,
      teamId: teams[i % teams.length]!.id,
      playerId: new Types.ObjectId().toHexString(),
      automatic: false,
      at: new Date(),
    })),
    nbRounds: DRAFT_ROUNDS,
    turnSeconds,
    startedAt: new Date(),
    removedUserIds: [],
  } as unknown as DraftFields;
}

/** Alerts a turn and waits until its alerts are through the outbox. */
async function alerted(withDeps: typeof deps, draft: DraftFields): Promise<void> {
  await alertTurn(withDeps, draft);
  await withDeps.turnAlerts.flush();
}

const told = async (kind: string) =>
  (await storedNotifications()).filter((n) => n.kind === kind).map((n) => ({ userId: n.userId, params: n.params }));

describe('draft alerts', () => {
  it('when a turn of 77 minutes begins, then its manager is on the clock and the next one on deck, each told once however often it runs', async () => {
    const draft = draftOf(77 * 60);

    await Promise.all([alerted(deps, draft), alerted(deps, draft)]);
    await alerted(deps, draft);

    expect(await told('draftOnTheClock')).toEqual([
      { userId: league.managers[0]!.userId, params: expect.objectContaining({ minutes: '77' }) },
    ]);
    expect((await told('draftOnDeck')).map((n) => n.userId)).toEqual([league.managers[1]!.userId]);
    const [notification] = await mongoose.connection.db!.collection('notifications').find({}).toArray();
    expect(notification?.link).toBe(`/leagues/${league.id}/draft`);
  });

  it('when the snake turns and a team picks twice in a row, then its manager is on the clock without being on deck for himself', async () => {
    const nbTeams = league.managers.length;
    // The last pick of round 1 and the first of round 2 are the same team's.
    await alerted(deps, draftOf(DRAFT_TURN_ALERT_MIN_SECONDS, nbTeams - 1));

    expect((await told('draftOnTheClock')).map((n) => n.userId)).toEqual([league.managers[nbTeams - 1]!.userId]);
    expect(await told('draftOnDeck')).toEqual([]);
  });

  it("when turn after turn begins, then leagues is asked the league's name once, not at every pick", async () => {
    let asked = 0;
    const counted = {
      ...deps,
      leagueNames: keptReads<string | null>({ keptMs: 60_000, max: 10 }),
      leagues: {
        ...deps.leagues,
        draftInfo: (leagueId: string) => {
          asked += 1;
          return deps.leagues.draftInfo(leagueId);
        },
      },
    };

    for (const made of [0, 1, 2]) await alerted(counted, draftOf(DRAFT_TURN_ALERT_MIN_SECONDS, made));

    expect(asked).toBe(1);
    expect((await told('draftOnTheClock')).map((n) => n.userId).sort()).toEqual(
      [0, 1, 2].map((i) => league.managers[i]!.userId).sort(),
    );
  });

  it('when turns are shorter than 10 minutes, then nobody is told', async () => {
    await alerted(deps, draftOf(DRAFT_TURN_ALERT_MIN_SECONDS - 1));

    expect(await storedNotifications()).toEqual([]);
  });

  it('when a test stack lowers the threshold (DRAFT_TEST_TURN_ALERT_MIN_SECONDS), then its short turns are told', async () => {
    await alerted({ ...deps, timing: { turnAlertMinSeconds: 20 } }, draftOf(25));

    expect((await told('draftOnTheClock')).map((n) => n.userId)).toEqual([league.managers[0]!.userId]);
  });

  it('when a draft is 24 hours away, then every manager is reminded once; a reminder for a start the draft has left tells nobody', async () => {
    const startsAt = new Date(Date.now() + 24 * 3_600_000);
    const season = await LeagueSeason.create({
      leagueId: league.id,
      realSeasonId: bed.realSeason.id,
      draftStartsAt: startsAt,
      draftEndsAt: new Date(startsAt.getTime() + 48 * 3_600_000),
      clockStartsAt: startsAt,
    });
    try {
      await remindManagers(deps, String(season._id), 24, startsAt);
      await remindManagers(deps, String(season._id), 24, startsAt);
      await remindManagers(deps, String(season._id), 1, new Date(startsAt.getTime() - 60_000));

      const reminded = await told('draftStartsSoon');
      expect(reminded.map((n) => n.userId).sort()).toEqual(league.managers.map((m) => m.userId).sort());
      expect(reminded.every((n) => n.params.hours === '24')).toBe(true);
    } finally {
      await LeagueSeason.deleteOne({ _id: season._id });
    }
  });
});
