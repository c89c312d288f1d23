import type { Express } from 'express';
import mongoose, { Types, type Model } from 'mongoose';
import request from 'supertest';
import {
  DEMO_MIDSEASON_LEAGUE_ID,
  DEMO_PLAYER_IDS,
  DEMO_PREVIOUS_SEASON_ID,
  DEMO_SEASON_ID,
  DRAFT_ROUNDS,
  type LeaderboardRow,
  type LeagueGamesView,
  type LeagueSeasonSummary,
  type RosterView,
  type StandingsView,
} from '@hfl/contracts';
import { createAgenda, ServiceUnavailableError } from '@hfl/kit';
import {
  connectTestDatabase,
  dropTestDatabase,
  seedPeers,
  startPeers,
  testDatabaseName,
  testEnv,
  UNREACHABLE_URL,
  allowTestTime,
  testTime,
} from '@hfl/kit/testing';
import type { Agenda } from 'agenda';
import { buildApp } from '../app';
import { loadFantasyConfig } from '../config';
import { buildRuntime } from '../runtime';
import { DEMO_JOBS, playDemoLeague } from '../jobs/demo';
import { Draft, readDraft } from '../models/draft';
import { DraftPick } from '../models/draft-pick';
import { DraftPool } from '../models/draft-pool';
import { CurrentLeagueSeason, LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import { LeagueWeekPoints } from '../models/league-week-points';
import { Roster } from '../models/roster';
import { RosterActivity } from '../models/roster-activity';
import { RosterCard } from '../models/roster-card';
import { RosterLock } from '../models/unique-lock';
import { RosterPlayer } from '../models/roster-player';
import { RosterWeekPoints } from '../models/roster-week-points';
import { ScoredWeek } from '../models/scored-week';
import { SeasonSchedule } from '../models/season-schedule';
import { TradeClaim, TradeDecision, TradeProposal } from '../models/trade-proposal';
import { Trophy } from '../models/trophy';
import { seed } from '../seed';
import { asUser } from '../testing/support';
import { playDemoMidseason, type DemoDeps } from './midseason-league';
import { leaveOneTrophyUnseen } from './demo-trophies';
import { playDemoPastSeason } from './past-season';

/**
 * The demo league's finished season of last year, made as `npm start` makes it: the peers' demo seeds and services
 * (as in midseason-league.test.ts), fantasy's seed, then the demo job's two halves, the mid-season first, as the
 * worker runs them; the fantasy app answers the league's reads.
 */

allowTestTime(60_000);

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
  RosterCard,
  RosterLock,
  RosterWeekPoints,
  ScoredWeek,
  SeasonSchedule,
  LeagueWeekPoints,
  Trophy,
  TradeProposal,
  TradeDecision,
  TradeClaim,
];
const NB_TEAMS = 8;
/** Last year's real season: seven regular rounds, then the semifinals and the final. */
const PAST_WEEKS = 9;
const LEAGUE = DEMO_MIDSEASON_LEAGUE_ID;

let deps: DemoDeps;
let app: Express;
let agenda: Agenda | undefined;
let currentId: string;
const took = { midseason: 0, pastSeason: 0 };
/** The league's current-season reads as they answered before last year's season was played. */
const before = new Map<string, Answer>();

interface Answer {
  status: number;
  total: string | undefined;
  body: unknown;
}

/**
 * Runs a half of the demo job as the worker does: a peer that does not answer in time (a loaded machine) fails the
 * attempt and the job is tried again (its steps are idempotent), here at once and at most three times.
 */
async function asTheJobRuns(run: () => Promise<void>): Promise<number> {
  const start = performance.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run();
      break;
    } catch (err) {
      if (!(err instanceof ServiceUnavailableError) || attempt === 3) throw err;
      process.stdout.write(`demo job: attempt ${attempt} failed (${String(err.cause)}), tried again\n`);
    }
  }
  return Math.round(performance.now() - start);
}

const read = async (path: string, userId: string = DEMO_PLAYER_IDS.player): Promise<Answer> => {
  const res = await request(app)
    .get(path)
    .set(await asUser(userId));
  // The server's clock, which the draft room sends along, is the one thing that moves between two reads.
  const body: unknown = Array.isArray(res.body) ? res.body : { ...(res.body as object), serverTime: undefined };
  return { status: res.status, total: res.headers['x-total-count'] as string | undefined, body };
};

const pastSeason = async () =>
  (await LeagueSeason.findOne({
    leagueId: new Types.ObjectId(LEAGUE),
    realSeasonId: new Types.ObjectId(DEMO_PREVIOUS_SEASON_ID),
  }).lean<LeagueSeasonFields>())!;

/** The demo player's roster players of a league season, and one of another team's (a trade's two sides). */
async function tradePair(leagueSeasonId: Types.ObjectId): Promise<{ a: string; b: string }> {
  const draft = (await readDraft(leagueSeasonId))!;
  const mine = draft.teams.find((team) => team.userId === DEMO_PLAYER_IDS.player)!.id;
  const rosters = await Roster.find({ leagueSeasonId }).lean();
  const own = rosters.find((roster) => String(roster.fantasyTeamId) === mine)!;
  const other = rosters.find((roster) => String(roster.fantasyTeamId) !== mine)!;
  const [a, b] = await Promise.all(
    [own, other].map((roster) => RosterPlayer.findOne({ rosterId: roster._id, fantasyPosition: 'BENCH' }).lean()),
  );
  return { a: String(a!._id), b: String(b!._id) };
}

interface ReadIds {
  a: string;
  b: string;
  teamId: string;
}
let ids: ReadIds;

/** Every read of "the league's current season": the draft pages, rosters, games, standings, free agents, a trade. */
const CURRENT_READS: ReadonlyArray<[string, (ids: ReadIds) => string]> = [
  ['the current season', () => `/leagues/${LEAGUE}/seasons/current`],
  ['the draft room', () => `/leagues/${LEAGUE}/draft`],
  ['the draft teams', () => `/leagues/${LEAGUE}/draft-teams`],
  ['the draft pool', () => `/leagues/${LEAGUE}/draft/pool`],
  ['my roster', () => `/leagues/${LEAGUE}/rosters/me`],
  ['the rosters', () => `/leagues/${LEAGUE}/rosters`],
  ["a team's roster", ({ teamId }) => `/leagues/${LEAGUE}/rosters/${teamId}`],
  ['the available players', () => `/leagues/${LEAGUE}/available-players?limit=100`],
  ['the activity', () => `/leagues/${LEAGUE}/activity`],
  ['the games', () => `/leagues/${LEAGUE}/games`],
  ['the standings', () => `/leagues/${LEAGUE}/standings`],
  ['a trade preview', ({ a, b }) => `/leagues/${LEAGUE}/trade-proposal/${a}/${b}`],
];

beforeAll(async () => {
  const dbName = testDatabaseName('fantasy_demo_past');
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
  app = buildApp(config);
  await seed();
  const [job] = await mongoose.connection
    .db!.collection('agendaJobs')
    .find({ name: DEMO_JOBS.midseasonLeague })
    .toArray();
  currentId = (job!.data as { leagueSeasonId: string }).leagueSeasonId;
  // The job's first half, then the league's reads of its current season, then its second half.
  took.midseason = await asTheJobRuns(() => playDemoMidseason(deps, currentId));
  const teamId = String((await Roster.findOne({ leagueSeasonId: currentId }).lean())!.fantasyTeamId);
  ids = { ...(await tradePair(new Types.ObjectId(currentId))), teamId };
  for (const [, path] of CURRENT_READS) before.set(path(ids), await read(path(ids)));
  took.pastSeason = await asTheJobRuns(() => playDemoPastSeason(deps, currentId));
  await leaveOneTrophyUnseen(currentId);
  process.stdout.write(`demo job: mid-season ${took.midseason} ms, last year's season ${took.pastSeason} ms\n`);
}, testTime(120_000));

afterAll(dropTestDatabase);

/** What the demo job leaves of last year's season, without the ids each write draws (a rerun must leave the same). */
async function pastState({ withSchedule = true } = {}) {
  const season = await pastSeason();
  const leagueSeasonId = season._id;
  const rosters = await Roster.find({ leagueSeasonId }).lean();
  const teamOf = new Map(rosters.map((r) => [String(r._id), String(r.fantasyTeamId)]));
  const schedule = await SeasonSchedule.findById(leagueSeasonId).lean();
  return {
    season: { id: String(season._id), status: season.status, draftStartsAt: season.draftStartsAt },
    current: await CurrentLeagueSeason.findById(LEAGUE).lean(),
    draft: await Draft.findById(leagueSeasonId).lean(),
    picks: await DraftPick.find({ leagueSeasonId }).sort({ pickNo: 1 }).lean(),
    rosters: rosters
      .map(({ fantasyTeamId, lineup, status }) => ({ team: String(fantasyTeamId), lineup, status }))
      .sort((a, b) => a.team.localeCompare(b.team)),
    players: (await RosterPlayer.find({ leagueSeasonId }).lean())
      .map(({ rosterId, playerId, fantasyPosition, activityStatus, addedAt }) => ({
        team: teamOf.get(String(rosterId)),
        playerId: String(playerId),
        fantasyPosition,
        activityStatus,
        addedAt,
      }))
      .sort((a, b) => a.playerId.localeCompare(b.playerId)),
    points: (await RosterWeekPoints.find({ realSeasonId: new Types.ObjectId(DEMO_PREVIOUS_SEASON_ID) }).lean())
      .map(({ rosterId, week, points, benchPoints }) => ({
        team: teamOf.get(String(rosterId)),
        week,
        points,
        benchPoints,
      }))
      .sort((a, b) => `${a.team}:${a.week}`.localeCompare(`${b.team}:${b.week}`)),
    // The games, so their awards, follow the schedule's seed.
    trophies: withSchedule
      ? (await Trophy.find({ leagueSeasonId }).lean())
          .map(({ key, points }) => ({ key, points }))
          .sort((a, b) => a.key.localeCompare(b.key))
      : null,
    schedule: withSchedule && schedule ? { ...schedule, createdAt: undefined } : null,
    weeks: withSchedule
      ? (await LeagueWeekPoints.find({ leagueSeasonId }).sort({ week: 1 }).lean()).map(({ week, teams }) => ({
          week,
          teams,
        }))
      : null,
  };
}

const standingsOf = async (leagueSeasonId: string) => {
  const res = await read(`/leagues/${LEAGUE}/standings/season/${leagueSeasonId}`);
  expect(res.status).toBe(200);
  return res.body as StandingsView;
};

describe("the demo job: the league's finished season of last year", () => {
  it("when it has run, then the league has last year's season finished beside its current one, the same teams drafted before that season began, in time", async () => {
    const season = await pastSeason();
    const real = (await deps.stats.season(DEMO_PREVIOUS_SEASON_ID))!;
    const [draft, currentDraft] = await Promise.all([readDraft(season._id), readDraft(currentId)]);

    expect(season.status).toBe('finished');
    expect(String((await CurrentLeagueSeason.findById(LEAGUE).lean())!.seasonId)).toBe(currentId);
    expect(draft!.teams.map((team) => team.id).sort()).toEqual(currentDraft!.teams.map((team) => team.id).sort());
    expect(draft!.picks).toHaveLength(NB_TEAMS * DRAFT_ROUNDS);
    expect(await DraftPick.countDocuments({ leagueSeasonId: season._id })).toBe(NB_TEAMS * DRAFT_ROUNDS);
    expect(draft!.picks[0]!.at.getTime()).toBeGreaterThan(season.draftStartsAt.getTime());
    expect(draft!.picks.at(-1)!.at.getTime()).toBeLessThanOrEqual(season.draftEndsAt.getTime());
    expect(season.draftEndsAt.getTime()).toBeLessThan(new Date(`${real.startsAt}T00:00:00Z`).getTime());
    const rosters = await Roster.find({ leagueSeasonId: season._id }).lean();
    const players = await RosterPlayer.find({ leagueSeasonId: season._id }).lean();
    expect(rosters).toHaveLength(NB_TEAMS);
    expect(players).toHaveLength(NB_TEAMS * DRAFT_ROUNDS);
    expect(new Set(players.map((p) => String(p.playerId))).size).toBe(players.length);
  });

  it('when it has run, then every round of last year is final and its standings show the final results and final places 1–3', async () => {
    const season = await pastSeason();
    const standings = await standingsOf(String(season._id));
    const games = await read(`/leagues/${LEAGUE}/games/season/${String(season._id)}?week=${PAST_WEEKS}`);
    const points = await RosterWeekPoints.find({ realSeasonId: new Types.ObjectId(DEMO_PREVIOUS_SEASON_ID) }).lean();

    expect(points).toHaveLength(NB_TEAMS * PAST_WEEKS);
    expect(points.some((p) => p.points > 0)).toBe(true);
    expect(standings.seasonId).toBe(String(season._id));
    expect(standings.rows).toHaveLength(NB_TEAMS);
    expect(standings.countedWeeks).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(standings.regularSeasonOver).toBe(true);
    // Every team is placed by the playoffs (its games for every place), the podium first.
    expect(standings.finalPlaces.map((place) => place.place)).toEqual(
      Array.from({ length: NB_TEAMS }, (_, i) => i + 1),
    );
    expect(new Set(standings.finalPlaces.map((place) => place.team.id)).size).toBe(NB_TEAMS);
    expect(games.status).toBe(200);
    const view = games.body as LeagueGamesView;
    expect(view.seasonId).toBe(String(season._id));
    expect(view.weeks.map((week) => [week.week, week.kind, week.state])).toEqual(
      Array.from({ length: PAST_WEEKS }, (_, i) => [i + 1, i < 7 ? 'regular' : 'playoff', 'final']),
    );
    expect(view.games.length).toBeGreaterThan(0);
    expect(view.games.every((game) => game.state === 'final' && game.gameResult !== null)).toBe(true);
  });

  it("when it has run, then last year's podium holds the season trophies, every locked round its weekly awards, and only the demo player's latest trophy waits unseen", async () => {
    const season = await pastSeason();
    const standings = await standingsOf(String(season._id));
    const past = await Trophy.find({ leagueSeasonId: season._id }).lean();
    const current = await Trophy.find({ leagueSeasonId: new Types.ObjectId(currentId) }).lean();
    const podium = (type: string) => past.filter((trophy) => trophy.type === type).map((trophy) => trophy.teamId);

    expect([podium('champion'), podium('runnerUp'), podium('thirdPlace')]).toEqual(
      standings.finalPlaces.slice(0, 3).map((place) => [place.team.id]),
    );
    expect(new Set(past.filter((t) => t.type === 'teamOfTheWeek').map((t) => t.week))).toEqual(
      new Set(Array.from({ length: PAST_WEEKS }, (_, i) => i + 1)),
    );
    // The mid-season's locked rounds (1 and 2; round 3 is frozen) have theirs.
    expect([...new Set(current.map((trophy) => trophy.week))].sort()).toEqual([1, 2]);
    // One of the demo player's waits: this season's latest, or last year's when this season gave him none.
    const unseen = [...past, ...current].filter((trophy) => trophy.viewedAt === null);
    const hisNow = current.filter((trophy) => trophy.userId === DEMO_PLAYER_IDS.player);
    expect(unseen.map((trophy) => [trophy.userId, String(trophy.leagueSeasonId)])).toEqual([
      [DEMO_PLAYER_IDS.player, hisNow.length > 0 ? currentId : String(season._id)],
    ]);
  });

  it.each([
    ['the current', DEMO_SEASON_ID],
    ["last year's", DEMO_PREVIOUS_SEASON_ID],
  ])(
    "when %s season's leaderboard is read, then it ranks the demo league's eight teams by their points",
    async (_, seasonId) => {
      const res = await read(`/leaderboard/${seasonId}?limit=100`);
      const rows = (res.body as LeaderboardRow[]).filter((row) => row.league.id === LEAGUE);

      expect(res.status).toBe(200);
      expect(rows).toHaveLength(NB_TEAMS);
      expect(rows.some((row) => row.points > 0)).toBe(true);
      expect(rows.map((row) => row.points)).toEqual([...rows.map((row) => row.points)].sort((a, b) => b - a));
    },
  );

  it("when the league's seasons are listed, then both are, the mid-season one first and current, last year's finished", async () => {
    const res = await read(`/leagues/${LEAGUE}/seasons`);
    const season = await pastSeason();

    expect(res.status).toBe(200);
    expect(
      (res.body as LeagueSeasonSummary[]).map(({ id, realSeasonId, status, isCurrent, name }) => ({
        id,
        realSeasonId,
        status,
        isCurrent,
        named: name !== '',
      })),
    ).toEqual([
      { id: currentId, realSeasonId: expect.any(String), status: 'ongoing', isCurrent: true, named: true },
      {
        id: String(season._id),
        realSeasonId: DEMO_PREVIOUS_SEASON_ID,
        status: 'finished',
        isCurrent: false,
        named: true,
      },
    ]);
  });

  it.each(CURRENT_READS)(
    "when %s of the league's current season is read, then it answers as before last year's season was played",
    async (_name, path) => {
      const answer = await read(path(ids));

      expect(answer.status).toBe(200);
      expect(answer).toEqual(before.get(path(ids)));
      const body = answer.body as { seasonId?: string; id?: string };
      if (body.seasonId !== undefined) expect(body.seasonId).toBe(currentId);
    },
  );

  it("when the demo player reads his roster, then it is the current season's, open, not last year's", async () => {
    const roster = (await read(`/leagues/${LEAGUE}/rosters/me`)).body as RosterView;
    const current = await Roster.findById(roster.id).lean();

    expect([roster.seasonId, String(current!.leagueSeasonId), roster.status]).toEqual([currentId, currentId, 'open']);
    expect(((await read(`/leagues/${LEAGUE}/seasons/current`)).body as { id: string }).id).toBe(currentId);
  });

  it("when a trade names last year's roster players, then they are on no roster of the current season (404)", async () => {
    const { a, b } = await tradePair((await pastSeason())._id);

    const res = await read(`/leagues/${LEAGUE}/trade-proposal/${a}/${b}`);

    expect(res.status).toBe(404);
  });

  it('when the demo job runs again, then nothing changes', async () => {
    const state = await pastState();

    await playDemoLeague(deps, currentId);

    expect(await pastState()).toEqual(state);
  });

  it('when a run stopped part-way through the scoring, then the next one scores and finishes the season as one run would have', async () => {
    const state = await pastState();
    const season = await pastSeason();
    const rosters = await Roster.find({ leagueSeasonId: season._id }).lean();
    const late = mongoose.trusted({ $gte: 5 });
    await Promise.all([
      RosterWeekPoints.deleteMany({ rosterId: mongoose.trusted({ $in: rosters.map((r) => r._id) }), week: late }),
      LeagueWeekPoints.deleteMany({ leagueSeasonId: season._id, week: late }),
      LeagueSeason.updateOne({ _id: season._id }, { $set: { status: 'ongoing' } }),
    ]);

    await playDemoLeague(deps, currentId);

    expect(await pastState()).toEqual(state);
  });

  it('when a run stopped half-way through the draft, then the next one finishes the season with the same draft, rosters and points', async () => {
    const state = await pastState({ withSchedule: false });
    const season = await pastSeason();
    const draft = (await Draft.findById(season._id).lean())!;
    const rosters = await Roster.find({ leagueSeasonId: season._id }).lean();
    await Draft.updateOne({ _id: season._id }, { $set: { picks: draft.picks.slice(0, 40) } });
    await Promise.all([
      DraftPick.deleteMany({ leagueSeasonId: season._id, pickNo: mongoose.trusted({ $gt: 60 }) }),
      RosterPlayer.deleteMany({ leagueSeasonId: season._id }),
      Roster.deleteMany({ leagueSeasonId: season._id }),
      RosterCard.deleteMany({ rosterId: mongoose.trusted({ $in: rosters.map((r) => r._id) }) }),
      RosterWeekPoints.deleteMany({ rosterId: mongoose.trusted({ $in: rosters.map((r) => r._id) }) }),
      SeasonSchedule.deleteOne({ _id: season._id }),
      LeagueWeekPoints.deleteMany({ leagueSeasonId: season._id }),
      LeagueSeason.updateOne({ _id: season._id }, { $set: { status: 'drafting' } }),
    ]);

    await playDemoLeague(deps, currentId);

    expect(await pastState({ withSchedule: false })).toEqual(state);
    expect((await standingsOf(String(season._id))).finalPlaces.slice(0, 3).map((place) => place.place)).toEqual([
      1, 2, 3,
    ]);
  });

  it.each([
    ['both seasons are played', 'finished', 0],
    ["last year's season is not finished", 'ongoing', 1],
  ] as const)(
    "when the services start again and %s (last year's season %s), then the seed schedules the demo job %i time(s)",
    async (_, status, jobs) => {
      const agendaJobs = mongoose.connection.db!.collection('agendaJobs');
      const season = await pastSeason();
      await agendaJobs.deleteMany({ name: DEMO_JOBS.midseasonLeague });
      await LeagueSeason.updateOne({ _id: season._id }, { $set: { status } });

      await seed();

      expect(
        await agendaJobs.countDocuments({ name: DEMO_JOBS.midseasonLeague, 'data.leagueSeasonId': currentId }),
      ).toBe(jobs);
      await LeagueSeason.updateOne({ _id: season._id }, { $set: { status: 'finished' } });
    },
  );
});
