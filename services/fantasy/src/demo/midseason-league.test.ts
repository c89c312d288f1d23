import mongoose, { Types, type Model } from 'mongoose';
import {
  DEMO_DELETED_USER_ID,
  DEMO_MIDSEASON_LEAGUE_ID,
  DEMO_PLAYER_IDS,
  DEMO_SEASON_ID,
  DRAFT_ROUNDS,
  ROSTER_BENCH,
  lineupOf,
  type Position,
} from '@hfl/contracts';
import { createAgenda } from '@hfl/kit';
import {
  connectTestDatabase,
  dropTestDatabase,
  seedPeers,
  startPeers,
  testDatabaseName,
  testEnv,
  UNREACHABLE_URL,
  testTime,
} from '@hfl/kit/testing';
import type { Agenda } from 'agenda';
import { loadFantasyConfig } from '../config';
import { unpackPool } from '../draft/pool';
import { buildRuntime } from '../runtime';
import { DEMO_JOBS } from '../jobs/demo';
import { Draft, readDraft } from '../models/draft';
import { DraftPick } from '../models/draft-pick';
import { DraftPool } from '../models/draft-pool';
import { CurrentLeagueSeason, LeagueSeason } from '../models/league-season';
import { Roster } from '../models/roster';
import { RosterActivity } from '../models/roster-activity';
import { AutoLineup } from '../models/auto-lineup';
import { RosterCard } from '../models/roster-card';
import { RosterSnapshot } from '../models/roster-snapshot';
import { RosterLock } from '../models/unique-lock';
import { RosterPlayer } from '../models/roster-player';
import { RosterWeekPoints } from '../models/roster-week-points';
import { ScoredWeek } from '../models/scored-week';
import { TradeClaim, TradeDecision, TradeProposal } from '../models/trade-proposal';
import { WaiverClaim, WaiverPeriod } from '../models/waivers';
import { runAtAfter } from '../waivers/settings';
import { setBestLineup } from '../rosters/auto-lineups';
import { forgetRealSeason, rosterOpenness } from '../league-seasons/openness';
import type { StoredRoster } from '../rosters/views';
import { peerCollection } from '../testing/peer-storage';
import { seed } from '../seed';
import { playDemoMidseason, type DemoDeps } from './midseason-league';

/**
 * The mid-season demo league made as `npm start` makes it: accounts', leagues' and stats' own demo seeds on this
 * file's database (kit's `seedPeers`), those services running (`startPeers`), fantasy's seed, then the job it
 * scheduled, run as the worker runs it.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- models of different documents in one list
const MODELS: readonly Model<any>[] = [
  LeagueSeason,
  CurrentLeagueSeason,
  Draft,
  DraftPick,
  DraftPool,
  Roster,
  RosterPlayer,
  RosterActivity,
  RosterLock,
  RosterWeekPoints,
  ScoredWeek,
  TradeProposal,
  TradeDecision,
  TradeClaim,
  WaiverClaim,
  WaiverPeriod,
];
const NB_TEAMS = 8;

let deps: DemoDeps;
let agenda: Agenda | undefined;
let leagueSeasonId: string;

beforeAll(async () => {
  const dbName = testDatabaseName('fantasy_demo');
  await connectTestDatabase(dbName);
  await Promise.all(MODELS.map((model) => model.init()));
  await seedPeers(['accounts', 'leagues', 'stats']);
  const { accounts } = await startPeers(['accounts']);
  const { leagues, stats } = await startPeers(['leagues', 'stats'], { leagues: { ACCOUNTS_URL: accounts.url } });
  const config = loadFantasyConfig(
    testEnv(dbName, {
      ACCOUNTS_URL: accounts.url,
      LEAGUES_URL: leagues.url,
      STATS_URL: stats.url,
      BFF_URL: UNREACHABLE_URL,
    }),
  );
  deps = buildRuntime(config, () => (agenda ??= createAgenda(mongoose.connection.db!, { name: 'fantasy-test' })));
  await seed();
  const jobs = await mongoose.connection
    .db!.collection('agendaJobs')
    .find({ name: DEMO_JOBS.midseasonLeague })
    .toArray();
  expect(jobs).toHaveLength(1);
  leagueSeasonId = (jobs[0]!.data as { leagueSeasonId: string }).leagueSeasonId;
}, testTime(120_000));

afterAll(dropTestDatabase);

/** What the job leaves, without the ids each write draws (a rerun must leave the same). */
async function playedState() {
  const rosters = await Roster.find({ leagueSeasonId }).sort({ fantasyTeamId: 1 }).lean();
  const players = await RosterPlayer.find({ leagueSeasonId }).lean();
  const teamOf = new Map(rosters.map((r) => [String(r._id), String(r.fantasyTeamId)]));
  return {
    season: await LeagueSeason.findById(leagueSeasonId, { status: 1 }).lean(),
    draft: await Draft.findById(leagueSeasonId).lean(),
    picks: await DraftPick.find({ leagueSeasonId }).sort({ pickNo: 1 }).lean(),
    rosters: rosters.map(({ fantasyTeamId, lineup, status }) => ({ fantasyTeamId, lineup, status })),
    players: players
      .map(({ rosterId, playerId, fantasyPosition, activityStatus, addedAt }) => ({
        team: teamOf.get(String(rosterId)),
        playerId: String(playerId),
        fantasyPosition,
        activityStatus,
        addedAt,
      }))
      .sort((a, b) => a.playerId.localeCompare(b.playerId)),
    proposals: await TradeProposal.find({ leagueSeasonId }).lean(),
    activity: (await RosterActivity.find({ leagueSeasonId }).sort({ key: 1 }).lean()).map(({ _id, ...line }) => line),
    points: (await RosterWeekPoints.find({}).lean())
      .map(({ rosterId, week, points, benchPoints }) => ({
        team: teamOf.get(String(rosterId)),
        week,
        points,
        benchPoints,
      }))
      .sort((a, b) => `${a.team}:${a.week}`.localeCompare(`${b.team}:${b.week}`)),
  };
}

describe('the demo job: the league in mid-season', () => {
  it('when the seeded job runs with its peers up, then the past draft filled eight legal rosters of 14, no player twice', async () => {
    const season = await LeagueSeason.findById(leagueSeasonId).orFail();
    expect([String(season.leagueId), String(season.realSeasonId), season.status]).toEqual([
      DEMO_MIDSEASON_LEAGUE_ID,
      DEMO_SEASON_ID,
      'pending',
    ]);

    await playDemoMidseason(deps, leagueSeasonId);

    const real = (await deps.stats.season(DEMO_SEASON_ID))!;
    const played = await LeagueSeason.findById(leagueSeasonId).lean();
    expect(played!.status).toBe('ongoing');
    // The draft: every team, the deleted user's included, all its turns, inside its dates, over before round 1.
    const draft = (await readDraft(leagueSeasonId))!;
    expect(draft.teams).toHaveLength(NB_TEAMS);
    expect(draft.teams.find((team) => team.userId === DEMO_DELETED_USER_ID)?.owners).toEqual({
      en: 'deleted user',
      hu: 'törölt felhasználó',
    });
    expect(draft.picks).toHaveLength(NB_TEAMS * DRAFT_ROUNDS);
    expect(await DraftPick.countDocuments({ leagueSeasonId })).toBe(NB_TEAMS * DRAFT_ROUNDS);
    for (const [i, pick] of draft.picks.entries()) {
      const previous = i === 0 ? draft.startedAt : draft.picks[i - 1]!.at;
      expect(pick.at.getTime()).toBeGreaterThan(previous.getTime());
      expect(pick.at.getTime() - previous.getTime()).toBeLessThanOrEqual(draft.turnSeconds * 1000);
    }
    expect(draft.startedAt.getTime()).toBe(played!.draftStartsAt.getTime());
    expect(draft.picks.at(-1)!.at.getTime()).toBeLessThanOrEqual(played!.draftEndsAt.getTime());
    expect(played!.draftEndsAt.getTime()).toBeLessThan(new Date(`${real.startsAt}T00:00:00Z`).getTime());
    expect(draft.picks.some((pick) => pick.automatic) && draft.picks.some((pick) => !pick.automatic)).toBe(true);
    // The rosters: one per team, 14 each, 8 starters in slots that take them and 6 on the bench.
    const positions = new Map(
      unpackPool((await DraftPool.findById(leagueSeasonId).lean())!.players).map((p) => [p.id, p.position]),
    );
    const rosters = await Roster.find({ leagueSeasonId }).lean();
    expect(rosters.map((r) => String(r.fantasyTeamId)).sort()).toEqual(draft.teams.map((team) => team.id).sort());
    const players = await RosterPlayer.find({ leagueSeasonId }).lean();
    expect(new Set(players.map((p) => String(p.playerId))).size).toBe(players.length);
    for (const roster of rosters) {
      const own = players.filter((p) => String(p.rosterId) === String(roster._id));
      expect(own).toHaveLength(DRAFT_ROUNDS);
      const lineup = lineupOf(
        own.map((p) => ({
          id: String(p._id),
          position: positions.get(String(p.playerId)) as Position,
          fantasyPosition: p.fantasyPosition,
        })),
      );
      expect(lineup.starters.every((s) => s.player !== null)).toBe(true);
      expect(lineup.bench).toHaveLength(ROSTER_BENCH);
    }
  });

  it('when it has run, then three managers each cut a bench player and added a free agent between past rounds, logged newest first with their times', async () => {
    const real = (await deps.stats.season(DEMO_SEASON_ID))!;
    const draft = (await readDraft(leagueSeasonId))!;
    const season = (await LeagueSeason.findById(leagueSeasonId).lean())!;
    const lines = await RosterActivity.find({ leagueId: new Types.ObjectId(DEMO_MIDSEASON_LEAGUE_ID) })
      .sort({ at: -1 })
      .lean();
    const teamOf = (userId: string) => draft.teams.find((team) => team.userId === userId)!.id;

    expect(lines.map((line) => [line.type, String(line.teamId), line.userId])).toEqual([
      ['add', teamOf(DEMO_PLAYER_IDS.mate), DEMO_PLAYER_IDS.mate],
      ['cut', teamOf(DEMO_PLAYER_IDS.mate), DEMO_PLAYER_IDS.mate],
      ['add', teamOf(DEMO_PLAYER_IDS.player), DEMO_PLAYER_IDS.player],
      ['cut', teamOf(DEMO_PLAYER_IDS.player), DEMO_PLAYER_IDS.player],
      ['add', teamOf(DEMO_PLAYER_IDS.dora), DEMO_PLAYER_IDS.dora],
      ['cut', teamOf(DEMO_PLAYER_IDS.dora), DEMO_PLAYER_IDS.dora],
    ]);
    const lastGameOf = (week: number) =>
      Math.max(...real.games.filter((g) => g.week === week).map((g) => new Date(`${g.date}T23:59:59Z`).getTime()));
    const firstGameOf = (week: number) =>
      Math.min(...real.games.filter((g) => g.week === week).map((g) => new Date(`${g.date}T00:00:00Z`).getTime()));
    for (const line of lines) {
      expect(line.at.getTime()).toBeLessThan(Date.now());
      expect(line.at.getTime()).toBeGreaterThan(season.draftEndsAt.getTime());
    }
    // Between rounds: Dóra's and Levente's after round 1, Máté's after round 2, each before the next round's games.
    const [mateAdd, , playerAdd, playerCut, doraAdd, doraCut] = lines;
    for (const [line, round] of [
      [doraCut, 1],
      [doraAdd, 1],
      [playerCut, 1],
      [playerAdd, 1],
      [mateAdd, 2],
    ] as const) {
      expect(line!.at.getTime()).toBeGreaterThan(lastGameOf(round));
      expect(line!.at.getTime()).toBeLessThan(firstGameOf(round + 1));
    }
    // The cut players are on no roster of the league; each added one is on his manager's bench since the add.
    const onRosters = await RosterPlayer.find({ leagueSeasonId }).lean();
    const rosters = await Roster.find({ leagueSeasonId }).lean();
    for (const line of lines) {
      const held = onRosters.find((p) => String(p.playerId) === String(line.playerId));
      if (line.type === 'cut') expect(held).toBeUndefined();
      else {
        const roster = rosters.find((r) => String(r._id) === String(held!.rosterId))!;
        expect(String(roster.fantasyTeamId)).toBe(String(line.teamId));
        expect([held!.fantasyPosition, held!.addedAt.getTime()]).toEqual(['BENCH', line.at.getTime()]);
      }
      // A player the draft never took: a free agent then.
      if (line.type === 'add') expect(draft.picks.some((pick) => pick.playerId === String(line.playerId))).toBe(false);
    }
    // And the packed lineups scoring reads follow the changes.
    for (const roster of rosters.filter((r) => lines.some((line) => String(line.teamId) === String(r.fantasyTeamId)))) {
      const added = lines.find((line) => line.type === 'add' && String(line.teamId) === String(roster.fantasyTeamId))!;
      const cut = lines.find((line) => line.type === 'cut' && String(line.teamId) === String(roster.fantasyTeamId))!;
      expect(roster.lineup).toContain(String(added.playerId));
      expect(roster.lineup).not.toContain(String(cut.playerId));
    }
  });

  it("when it has run, then the demo player's roster holds an injured starter and a bench player of his position (what /team shows)", async () => {
    const draft = (await readDraft(leagueSeasonId))!;
    const teamId = draft.teams.find((team) => team.userId === DEMO_PLAYER_IDS.player)!.id;
    const roster = (await Roster.findOne({ leagueSeasonId, fantasyTeamId: new Types.ObjectId(teamId) }).lean())!;
    const held = await RosterPlayer.find({ rosterId: roster._id }).lean();
    const real = await peerCollection('players')
      .find({ _id: { $in: held.map((player) => player.playerId) } }, { projection: { status: 1, position: 1 } })
      .toArray();

    const injured = real.filter((player) => player.status === 'injured');
    expect(injured).toHaveLength(1);
    const starter = held.find((player) => player.playerId.equals(injured[0]!._id))!;
    expect(starter.fantasyPosition).not.toBe('BENCH');
    const benchPositions = held
      .filter((player) => player.fantasyPosition === 'BENCH')
      .map((player) => real.find((p) => p._id.equals(player.playerId))!.position);
    expect(benchPositions).toContain(injured[0]!.position);
  });

  it('when it has run, then every roster kept the lineup it started each played round with: a move after round 1 shows from round 2 on', async () => {
    const rosters = await Roster.find({ leagueSeasonId }).lean();
    const lines = await RosterActivity.find({ leagueId: new Types.ObjectId(DEMO_MIDSEASON_LEAGUE_ID) }).lean();
    const snapshots = await RosterSnapshot.find({
      rosterId: mongoose.trusted({ $in: rosters.map((r) => r._id) }),
    }).lean();
    const lineupOfRound = (teamId: string, week: number) => {
      const roster = rosters.find((r) => String(r.fantasyTeamId) === teamId)!;
      return snapshots.find((s) => s.rosterId.equals(roster._id) && s.week === week)!.lineup;
    };

    expect(snapshots).toHaveLength(NB_TEAMS * 3);
    const draft = (await readDraft(leagueSeasonId))!;
    const doraTeam = draft.teams.find((team) => team.userId === DEMO_PLAYER_IDS.dora)!.id;
    const cut = lines.find((line) => line.type === 'cut' && String(line.teamId) === doraTeam)!;
    const added = lines.find((line) => line.type === 'add' && String(line.teamId) === doraTeam)!;
    expect(lineupOfRound(doraTeam, 1)).toContain(String(cut.playerId));
    expect(lineupOfRound(doraTeam, 1)).not.toContain(String(added.playerId));
    for (const week of [2, 3]) {
      expect(lineupOfRound(doraTeam, week)).toContain(String(added.playerId));
      expect(lineupOfRound(doraTeam, week)).not.toContain(String(cut.playerId));
    }
  });

  it('when it has run, then the rosters are open (the real season between rounds) and the played rounds are scored', async () => {
    const season = (await LeagueSeason.findById(leagueSeasonId).lean())!;
    const openness = await rosterOpenness(deps.stats, season);
    const rosters = await Roster.find({ leagueSeasonId }).lean();
    const points = await RosterWeekPoints.find({
      rosterId: mongoose.trusted({ $in: rosters.map((r) => r._id) }),
    }).lean();

    expect(openness).toEqual({ status: 'open', lockedWeek: null, closedReason: null, currentWeek: 3 });
    expect(points).toHaveLength(NB_TEAMS * 3);
    expect(new Set(points.map((p) => p.week))).toEqual(new Set([1, 2, 3]));
    expect(points.every((p) => p.points > 0)).toBe(true);
  });

  it("when it has run, then the deleted user's team plays its best lineup, and its played rounds kept their drafted one", async () => {
    const draft = (await readDraft(leagueSeasonId))!;
    const team = draft.teams.find((candidate) => candidate.userId === DEMO_DELETED_USER_ID)!;
    const roster = (await Roster.findOne({ leagueSeasonId, fantasyTeamId: new Types.ObjectId(team.id) }).lean())!;
    const snapshots = await RosterSnapshot.find({ rosterId: roster._id }).sort({ week: 1 }).lean();

    expect(await AutoLineup.exists({ _id: roster._id })).not.toBeNull();
    expect(snapshots.map(({ week }) => week)).toEqual([1, 2, 3]);
    // Set for it already: the drafted lineup the rounds were played with is not its best, and setting it again is idle.
    expect(roster.lineup).not.toBe(snapshots[2]!.lineup);
    await setBestLineup(deps.stats, roster as StoredRoster);
    expect((await Roster.findById(roster._id).lean())!.lineup).toBe(roster.lineup);
  });

  it("when it has run, then the league's admin has offered the demo player a trade, pending, bench player for bench player of one position, and told him", async () => {
    const proposals = await TradeProposal.find({ leagueSeasonId }).lean();
    const draft = (await readDraft(leagueSeasonId))!;
    const teamOf = (userId: string) => draft.teams.find((team) => team.userId === userId)!.id;
    const positions = new Map(
      unpackPool((await DraftPool.findById(leagueSeasonId).lean())!.players).map((p) => [p.id, p.position]),
    );

    expect(proposals).toHaveLength(1);
    const [proposal] = proposals;
    expect(proposal).toMatchObject({ status: 'pending' });
    expect([String(proposal!.fromTeamId), String(proposal!.toTeamId)]).toEqual([
      teamOf(DEMO_PLAYER_IDS.bence),
      teamOf(DEMO_PLAYER_IDS.player),
    ]);
    const [offered, wanted] = await Promise.all(
      [proposal!.fromRosterPlayerId, proposal!.toRosterPlayerId].map((id) => RosterPlayer.findById(id).lean()),
    );
    expect([offered!.fantasyPosition, wanted!.fantasyPosition]).toEqual(['BENCH', 'BENCH']);
    expect(positions.get(String(offered!.playerId))).toBe(positions.get(String(wanted!.playerId)));
    const told = await mongoose.connection
      .db!.collection('notifications')
      .countDocuments({ userId: new Types.ObjectId(DEMO_PLAYER_IDS.player), kind: 'tradeProposed' });
    expect(told).toBe(1);
  });

  it("when it has run, then the league's waivers are on with the demo player's claim waiting for the published run", async () => {
    const claims = await WaiverClaim.find({ leagueSeasonId }).lean();
    const periods = await WaiverPeriod.find({ leagueSeasonId }).lean();
    const draft = (await readDraft(leagueSeasonId))!;
    const mine = draft.teams.find((team) => team.userId === DEMO_PLAYER_IDS.player)!.id;

    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ doneAt: null });
    // Published as the sweep does when it sees the lock: the next day at 10:00 in Budapest.
    expect(periods[0]!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(periods[0]!.runAt.getTime()).toBeLessThanOrEqual(runAtAfter(new Date(), 10).getTime());
    expect(claims).toHaveLength(1);
    expect(String(claims[0]!.teamId)).toBe(mine);
    const dropped = await RosterPlayer.findById(claims[0]!.drop).lean();
    expect(dropped).toMatchObject({ fantasyPosition: 'BENCH', rosterId: claims[0]!.rosterId });
    expect(await RosterPlayer.exists({ leagueSeasonId, playerId: claims[0]!.playerId })).toBeNull();
  });

  it('when it runs again, then nothing changes', async () => {
    const before = await playedState();

    await playDemoMidseason(deps, leagueSeasonId);

    expect(await playedState()).toEqual(before);
  });

  it('when the owner has started a round before a rerun and no offer exists yet, then the job finishes without one', async () => {
    const season = (await LeagueSeason.findById(leagueSeasonId).lean())!;
    const realSeasonId = String(season.realSeasonId);
    const proposals = await TradeProposal.find({ leagueSeasonId }).lean();
    const setRoundActive = async (active: boolean) => {
      await peerCollection('seasons').updateOne(
        { _id: new Types.ObjectId(realSeasonId) },
        { $set: { isWeekActive: active, currentWeek: active ? 4 : 3 } },
      );
      forgetRealSeason(realSeasonId);
    };
    await TradeProposal.deleteMany({ leagueSeasonId });
    await setRoundActive(true);
    try {
      await expect(playDemoMidseason(deps, leagueSeasonId)).resolves.toBeUndefined();

      expect(await TradeProposal.countDocuments({ leagueSeasonId })).toBe(0);
    } finally {
      await setRoundActive(false);
      await TradeProposal.insertMany(proposals);
      // The live round 4 the rerun saw is the owner's, not the demo's: its points go with it.
      await RosterWeekPoints.deleteMany({ week: 4 });
    }
  });

  it('when a run stopped half-way through the draft, then the next one finishes it exactly as one run would have', async () => {
    const full = await playedState();
    // As a run killed after its 60th claimed pick, 40 of them mirrored in the Draft, leaves it.
    const draft = (await Draft.findById(leagueSeasonId).lean())!;
    await Draft.updateOne({ _id: leagueSeasonId }, { $set: { picks: draft.picks.slice(0, 40) } });
    await DraftPick.deleteMany({ leagueSeasonId, pickNo: mongoose.trusted({ $gt: 60 }) });
    // Nor are there rosters yet, nor what their changes write (their cards and the played rounds' lineups).
    await Promise.all([
      RosterPlayer.deleteMany({ leagueSeasonId }),
      Roster.deleteMany({ leagueSeasonId }),
      RosterCard.deleteMany({}),
      RosterSnapshot.deleteMany({}),
      RosterActivity.deleteMany({ leagueSeasonId }),
      RosterWeekPoints.deleteMany({}),
      LeagueSeason.updateOne({ _id: leagueSeasonId }, { $set: { status: 'drafting' } }),
    ]);

    await playDemoMidseason(deps, leagueSeasonId);

    expect(await playedState()).toEqual(full);
  });

  it('when a run stopped between a cut and its add, then the next one adds the player without cutting anyone else', async () => {
    const full = await playedState();
    const last = (await RosterActivity.findOne({ leagueSeasonId, type: 'add' }).sort({ at: -1 }).lean())!;
    const added = (await RosterPlayer.findOne({ leagueSeasonId, playerId: last.playerId }).lean())!;
    await RosterPlayer.deleteOne({ _id: added._id });
    await RosterActivity.deleteOne({ _id: last._id });

    await playDemoMidseason(deps, leagueSeasonId);

    expect(await playedState()).toEqual(full);
  });
});
