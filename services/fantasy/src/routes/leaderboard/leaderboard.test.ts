import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { TOTAL_COUNT_HEADER, type LeaderboardRow as LeaderboardRowView } from '@hfl/contracts';
import {
  connectTestDatabase,
  dropTestDatabase,
  startPeers,
  testDatabaseName,
  testEnv,
  testSecret,
  allowTestTime,
  eventually,
} from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadFantasyConfig, type FantasyConfig } from '../../config';
import { healLeaderboard, refreshLeaderboard } from '../../leaderboard/refresh-leaderboard';
import { LeaderboardRow, LeaderboardStamp } from '../../models/leaderboard-row';
import { LeagueSeason } from '../../models/league-season';
import { Roster } from '../../models/roster';
import { RosterWeekPoints } from '../../models/roster-week-points';
import { ScoredWeek } from '../../models/scored-week';
import { createLeagues, type Leagues } from '../../peers/leagues';
import { readUntil } from '../../testing/draft-fixtures';
import { writeAccountsUser, writeRealSeason } from '../../testing/peer-storage';
import { startResultsWorker } from '../../testing/results-worker';
import { asUser, asUserAt, asVisitor, newUserId } from '../../testing/support';

allowTestTime(60_000);

const dbName = testDatabaseName('fantasy_leaderboard');
let app: Express;
let leagues: Leagues;
let leaguesUrl: string;
let config: FantasyConfig;

beforeAll(async () => {
  await connectTestDatabase(dbName);
  await Promise.all([LeaderboardRow.init(), LeaderboardStamp.init(), RosterWeekPoints.init(), Roster.init()]);
  const { accounts, content } = await startPeers(['accounts', 'content']);
  const { leagues: leaguesPeer, stats } = await startPeers(['leagues', 'stats'], {
    leagues: { ACCOUNTS_URL: accounts.url, CONTENT_URL: content.url },
    stats: { CONTENT_URL: content.url },
  });
  leaguesUrl = leaguesPeer.url;
  leagues = createLeagues({ leaguesUrl, internalTokenSecret: testSecret() });
  config = loadFantasyConfig(
    testEnv(dbName, { LEAGUES_URL: leaguesUrl, STATS_URL: stats.url, ACCOUNTS_URL: accounts.url }),
  );
  app = buildApp(config);
});
afterAll(dropTestDatabase);

const year = new Date().getUTCFullYear();
const timezone = 'Europe/Budapest';

/** A real season stored in stats, under way. */
const createRealSeason = () =>
  writeRealSeason([], {
    startsAt: `${year}-03-10`,
    endsAt: `${year}-08-31`,
    draftWindow: { startDate: new Date(`${year}-03-01T10:00:00Z`), endDate: new Date(`${year}-03-01T14:00:00Z`) },
    nbWeeks: 5,
    nbTeams: 4,
    status: 'ongoing',
    currentWeek: 3,
    isWeekActive: true,
    // Several at once: only one may be stats' current season, the others are told apart by a key of their own.
    activeKey: new Types.ObjectId().toHexString(),
  });

interface Manager {
  name: [string, string];
  team: string;
  /** The points of each scored round (none: never scored). */
  rounds: number[];
}

/**
 * A league made through leagues' API (the first manager creates it, the others ask to join and are accepted), its
 * season of the real season in `status` with a roster per team and the rounds' points stored as scoring stores them.
 * Each team's id and roster id by team name.
 */
async function createLeague(
  realSeasonId: Types.ObjectId,
  name: string,
  nbMaxTeams: number,
  managers: Manager[],
  status: 'pending' | 'ongoing' | 'finished' = 'ongoing',
): Promise<{ id: string; teams: Map<string, { id: string; rosterId: Types.ObjectId }> }> {
  const [first, ...others] = managers;
  const adminUserId = await writeAccountsUser(...first!.name);
  const created = await request(leaguesUrl)
    .post('/leagues')
    .set(await asUserAt('leagues', adminUserId))
    .send({ name, description: 'A league', nbMaxTeams, teamName: first!.team, timezone });
  if (created.status !== 201) throw new Error(`creating ${name}: ${created.status} ${JSON.stringify(created.body)}`);
  const leagueId = created.body.id as string;
  for (const manager of others) {
    const userId = await writeAccountsUser(...manager.name);
    const asked = await request(leaguesUrl)
      .post(`/leagues/${leagueId}/request-join`)
      .set(await asUserAt('leagues', userId))
      .send({ teamName: manager.team, timezone });
    const accepted = await request(leaguesUrl)
      .post(`/pending-members/${asked.body.id}/accept`)
      .set(await asUserAt('leagues', adminUserId));
    if (accepted.status !== 200) throw new Error(`joining ${name}: ${asked.status} ${accepted.status}`);
  }
  const [info] = await leagues.draftInfos([leagueId]);
  const past = new Date(Date.now() - 86_400_000);
  const season = await LeagueSeason.create({
    leagueId: new Types.ObjectId(leagueId),
    realSeasonId,
    status,
    draftStartsAt: past,
    draftEndsAt: past,
    clockStartsAt: past,
  });
  const teams = new Map<string, { id: string; rosterId: Types.ObjectId }>();
  for (const manager of managers) {
    const team = info!.teams.find((one) => one.name === manager.team)!;
    const roster = await Roster.create({
      leagueSeasonId: season._id,
      realSeasonId,
      fantasyTeamId: new Types.ObjectId(team.id),
    });
    await RosterWeekPoints.insertMany(
      manager.rounds.map((points, i) => ({ rosterId: roster._id, realSeasonId, week: i + 1, points, benchPoints: 1 })),
    );
    teams.set(manager.team, { id: team.id, rosterId: roster._id });
  }
  return { id: leagueId, teams };
}

const leaderboard = async (seasonId: string, query: Record<string, string | number> = {}) =>
  request(app)
    .get(`/leaderboard/${seasonId}`)
    .query(query)
    .set(await asVisitor());

/** The rows as "team rank points". */
const summary = (rows: LeaderboardRowView[]) => rows.map((row) => `${row.team.name} ${row.rank} ${row.points}`);

/**
 * The real season of most tests: a league of 4 (three teams: Tóth Titans 30, Alpha 20, Echo 20), a league of 6
 * (Bravo 20, Charlie 10, Delta never scored) and a league of 4 still before its draft (not listed).
 */
let seasonId: string;
let bulls: Awaited<ReturnType<typeof createLeague>>;
let griffins: Awaited<ReturnType<typeof createLeague>>;

beforeAll(async () => {
  const realSeasonId = await createRealSeason();
  seasonId = realSeasonId.toHexString();
  bulls = await createLeague(realSeasonId, 'Budapest Bulls', 4, [
    { name: ['Péter', 'Tóth'], team: 'Tóth Titans', rounds: [12.5, 17.5] },
    { name: ['Anna', 'Szabó'], team: 'Alpha', rounds: [10, 10] },
    { name: ['Ödön', 'Kovács'], team: 'Echo', rounds: [20] },
  ]);
  griffins = await createLeague(realSeasonId, 'Győri Griffek', 6, [
    { name: ['Béla', 'Nagy'], team: 'Bravo', rounds: [5, 15] },
    { name: ['Csaba', 'Kiss'], team: 'Charlie', rounds: [10, 0] },
    { name: ['Dóra', 'Varga'], team: 'Delta', rounds: [] },
  ]);
  await createLeague(
    realSeasonId,
    'Waiting Wolves',
    4,
    [{ name: ['Vera', 'Vass'], team: 'Pending', rounds: [] }],
    'pending',
  );
  await refreshLeaderboard(leagues, realSeasonId);
});

describe('GET /leaderboard/:seasonId', () => {
  it("when anyone asks, then every team of the real season's started leagues is ranked by its season points, ties sharing a rank and listed by name", async () => {
    const res = await leaderboard(seasonId);

    expect(res.status).toBe(200);
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('6');
    expect(summary(res.body)).toEqual([
      'Tóth Titans 1 30',
      'Alpha 2 20',
      'Bravo 2 20',
      'Echo 2 20',
      'Charlie 5 10',
      'Delta 6 0',
    ]);
    const titans = bulls.teams.get('Tóth Titans')!;
    expect(res.body[0]).toEqual({
      id: titans.id,
      rank: 1,
      league: { id: bulls.id, name: 'Budapest Bulls' },
      user: { name: 'Péter Tóth' },
      team: { id: titans.id, name: 'Tóth Titans', logoUrl: null },
      points: 30,
      nbTeams: 4,
    });
    expect(res.body[5]).toMatchObject({ league: { id: griffins.id, name: 'Győri Griffek' }, nbTeams: 6 });
    // Stored as one generation of rows the stamp names.
    const stamp = await LeaderboardStamp.findById(seasonId).lean();
    expect(await LeaderboardRow.countDocuments({ realSeasonId: seasonId })).toBe(6);
    expect(await LeaderboardRow.countDocuments({ realSeasonId: seasonId, generation: stamp!.generation })).toBe(6);
  });

  it('when a reader asks in Hungarian, then each manager is named family name first; a search finds him in either order', async () => {
    const hungarian = await request(app)
      .get(`/leaderboard/${seasonId}`)
      .query({ limit: 2 })
      .set(await asVisitor('hu'));
    const familyFirst = await leaderboard(seasonId, { term: 'tóth péter' });

    expect(hungarian.body.map((row: LeaderboardRowView) => row.user.name)).toEqual(['Tóth Péter', 'Szabó Anna']);
    expect(summary(familyFirst.body)).toEqual(['Tóth Titans 1 30']);
    // Stored as exactly the two languages, nothing else beside them on each of the season's rows.
    const stored = await LeaderboardRow.findOne({ realSeasonId: seasonId, teamName: 'Tóth Titans' }).lean();
    expect(stored!.userNames).toEqual({ en: 'Péter Tóth', hu: 'Tóth Péter' });
  });

  it('when rows were stored before names were kept in every language, then they read the one name they hold', async () => {
    const realSeasonId = await createRealSeason();
    await createLeague(realSeasonId, 'Old Rows', 4, [{ name: ['Lili', 'Lakatos'], team: 'Oldies', rounds: [3] }]);
    await refreshLeaderboard(leagues, realSeasonId);
    // Another process wrote them, as a generation this one does not keep.
    const generation = new Types.ObjectId();
    const written = await LeaderboardRow.find({ realSeasonId }).lean();
    await LeaderboardRow.collection.insertMany(
      written.map(({ _id, userNames, ...row }) => ({ ...row, generation, userName: userNames.en })),
    );
    await LeaderboardStamp.updateOne({ _id: realSeasonId }, { $set: { generation } });

    const res = await eventually(
      async () => {
        const page = await request(app)
          .get(`/leaderboard/${realSeasonId.toHexString()}`)
          .set(await asVisitor('hu'));
        return page.body[0]?.user.name === 'Lili Lakatos' && page;
      },
      10_000,
      'the rows of the other generation',
    );
    expect(res.body[0].user).toEqual({ name: 'Lili Lakatos' });
  });

  it.each([
    ['a visitor', () => asVisitor()],
    ['a signed-in user of no league', () => asUser(newUserId())],
  ])('when %s asks, then the page is given', async (_label, headers) => {
    const res = await request(app)
      .get(`/leaderboard/${seasonId}`)
      .set(await headers());

    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(6);
  });

  it.each([
    [4, ['Tóth Titans 1 30', 'Alpha 2 20', 'Echo 2 20']],
    [6, ['Bravo 1 20', 'Charlie 2 10', 'Delta 3 0']],
    [8, []],
  ])('when the Teams filter is %i, then only leagues of that size, ranked among them', async (nbTeams, expected) => {
    const res = await leaderboard(seasonId, { nbTeams });

    expect(res.status).toBe(200);
    expect(summary(res.body)).toEqual(expected);
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(expected.length));
  });

  it.each([
    ['toth', {}, ['Tóth Titans 1 30']],
    ['TÓTH', {}, ['Tóth Titans 1 30']],
    ['  péter tóth ', {}, ['Tóth Titans 1 30']],
    ['odon', {}, ['Echo 2 20']],
    ['gyor', {}, ['Bravo 2 20', 'Charlie 5 10', 'Delta 6 0']],
    ['gyor', { nbTeams: 6 }, ['Bravo 1 20', 'Charlie 2 10', 'Delta 3 0']],
    ['bulls', { nbTeams: 4 }, ['Tóth Titans 1 30', 'Alpha 2 20', 'Echo 2 20']],
    ['ALPH', {}, ['Alpha 2 20']],
    ['charlie', { nbTeams: 4 }, []],
    ['titans budapest', {}, []],
    ['nobody', {}, []],
  ])(
    'when the term is "%s" (filters %j), then the rows whose manager, team or league name holds it, their ranks unchanged',
    async (term, filters, expected) => {
      const res = await leaderboard(seasonId, { term, ...filters });

      expect(res.status).toBe(200);
      expect(summary(res.body)).toEqual(expected);
      expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(expected.length));
    },
  );

  it.each([
    [{ limit: 2 }, ['Tóth Titans 1 30', 'Alpha 2 20']],
    [{ limit: 2, offset: 2 }, ['Bravo 2 20', 'Echo 2 20']],
    [{ limit: 25, offset: 5 }, ['Delta 6 0']],
    [{ offset: 6 }, []],
    [{ nbTeams: 6, limit: 1, offset: 1 }, ['Charlie 2 10']],
  ])('when the page is %j, then its rows, X-Total-Count all the matching rows', async (query, expected) => {
    const res = await leaderboard(seasonId, query);

    expect(res.status).toBe(200);
    expect(summary(res.body)).toEqual(expected);
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('nbTeams' in query ? '3' : '6');
  });

  it.each([
    ['a size no league has', 'nbTeams=5', 'nbTeams'],
    ['a size not a number', 'nbTeams=abc', 'nbTeams'],
    ['a term over 100 characters', `term=${'a'.repeat(101)}`, 'term'],
    ['a repeated term', 'term=a&term=b', expect.any(String)],
    ['a limit of 0', 'limit=0', 'limit'],
    ['a limit over 100', 'limit=101', 'limit'],
    ['a negative offset', 'offset=-1', 'offset'],
    ['a repeated size', 'nbTeams=4&nbTeams=6', expect.any(String)],
  ])('when the query has %s, then 400 in the envelope naming it', async (_label, query, property) => {
    const res = await request(app)
      .get(`/leaderboard/${seasonId}?${query}`)
      .set(await asVisitor());

    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(res.body.error.violations).toEqual([{ property, message: expect.any(String) }]);
  });

  it.each([
    ['malformed', 'not-an-id'],
    ['an operator', encodeURIComponent('{"$gt":""}')],
    ['unknown to stats and without rows', new Types.ObjectId().toHexString()],
  ])('when the season id is %s, then 404 in the envelope', async (_label, id) => {
    const res = await leaderboard(id);

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
  });

  it('when stats knows the season but no team has rows yet, then an empty page', async () => {
    const res = await leaderboard((await createRealSeason()).toHexString());

    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('0');
  });
});

describe('refreshing the leaderboard', () => {
  it('when a round is corrected and the rows refreshed, then the points and ranks change and only the new rows stay', async () => {
    const realSeasonId = await createRealSeason();
    const id = realSeasonId.toHexString();
    const league = await createLeague(realSeasonId, 'Pécs Panthers', 4, [
      { name: ['Zoltán', 'Fekete'], team: 'Zebras', rounds: [30] },
      { name: ['Yvette', 'Fehér'], team: 'Yaks', rounds: [20] },
    ]);
    await refreshLeaderboard(leagues, realSeasonId);
    const before = await LeaderboardStamp.findById(id).lean();
    expect(summary((await leaderboard(id)).body)).toEqual(['Zebras 1 30', 'Yaks 2 20']);

    // The round's correction: the Yaks' points go up.
    await RosterWeekPoints.updateOne(
      { rosterId: league.teams.get('Yaks')!.rosterId, week: 1 },
      { $set: { points: 31.5 } },
    );
    await refreshLeaderboard(leagues, realSeasonId);

    expect(summary((await leaderboard(id)).body)).toEqual(['Yaks 1 31.5', 'Zebras 2 30']);
    const after = await LeaderboardStamp.findById(id).lean();
    expect(after!.generation.equals(before!.generation)).toBe(false);
    const stored = await LeaderboardRow.find({ realSeasonId }).lean();
    expect(stored.map((row) => `${row.teamName} ${row.rank} ${row.points}`).sort()).toEqual([
      'Yaks 1 31.5',
      'Zebras 2 30',
    ]);
    expect(stored.every((row) => row.generation.equals(after!.generation))).toBe(true);
  });

  it('when another process refreshed (the stamp names rows this process does not keep), then the requests read them within a second or so', async () => {
    const realSeasonId = await createRealSeason();
    const id = realSeasonId.toHexString();
    await createLeague(realSeasonId, 'Szeged Sharks', 4, [{ name: ['Xénia', 'Molnár'], team: 'Xylos', rounds: [5] }]);
    await refreshLeaderboard(leagues, realSeasonId);
    expect(summary((await leaderboard(id)).body)).toEqual(['Xylos 1 5']);

    // Another process's rows: a new generation written straight to the collection, then the stamp moved to it.
    const generation = new Types.ObjectId();
    const [row] = await LeaderboardRow.find({ realSeasonId }).lean();
    await LeaderboardRow.create({ ...row, _id: undefined, generation, points: 7 });
    await LeaderboardStamp.updateOne({ _id: realSeasonId }, { $set: { generation } });

    // Within the second a stamp once read is taken as it was: every read asked after it sees the new rows, however
    // long a busy machine takes to answer each read.
    const { value: rows, missedAt } = await readUntil(
      async () => (await leaderboard(id)).body as LeaderboardRowView[],
      (page) => page[0]?.points === 7,
      15_000,
      "the other process's rows",
    );
    expect(summary(rows)).toEqual(['Xylos 1 7']);
    for (const after of missedAt) expect(after).toBeLessThan(1_050);
  });

  it('when a refresh is asked while one runs, then the calls share one refresh after it and the rows end right', async () => {
    const realSeasonId = await createRealSeason();
    await createLeague(realSeasonId, 'Debrecen Dragons', 4, [
      { name: ['Wanda', 'Balogh'], team: 'Wolves', rounds: [1] },
    ]);

    const [first, second, third] = [1, 2, 3].map(() => refreshLeaderboard(leagues, realSeasonId));

    expect(await Promise.all([first, second, third])).toEqual([1, 1, 1]);
    expect(second).toBe(third);
    expect(await LeaderboardRow.countDocuments({ realSeasonId })).toBe(1);
  });

  it('when stats says rounds were scored (POST /internal/week-points), then the leaderboard follows by itself', async () => {
    const realSeasonId = await createRealSeason();
    const id = realSeasonId.toHexString();
    await createLeague(realSeasonId, 'Eger Eagles', 4, [
      { name: ['Vilma', 'Tót'], team: 'Vipers', rounds: [8, 9] },
      { name: ['Ubul', 'Sas'], team: 'Unicorns', rounds: [12, 0] },
    ]);
    // The rounds' points above stand for a past scoring, which marks the rounds it wrote.
    await ScoredWeek.insertMany([1, 2].map((week) => ({ realSeasonId, week, resultsAt: new Date() })));
    await refreshLeaderboard(leagues, realSeasonId);
    expect(summary((await leaderboard(id)).body)).toEqual(['Vipers 1 17', 'Unicorns 2 12']);

    // Round 1 scored again from stats, where nobody has points: both rosters' round 1 is 0 now.
    const worker = await startResultsWorker(config);
    try {
      const told = await worker.tellChanged(app, { seasonId: id, weeks: [1] });
      expect(told.status).toBe(202);
      expect(told.outcome).toBeNull();
    } finally {
      await worker.stop();
    }

    const rows = await eventually(
      async () => {
        const page = (await leaderboard(id)).body as LeaderboardRowView[];
        return page[0]?.points === 9 ? page : null;
      },
      10_000,
      'the leaderboard refreshed after the scoring',
    );
    expect(summary(rows)).toEqual(['Vipers 1 9', 'Unicorns 2 0']);
  });
});

describe("the results sweep's healing of the leaderboard", () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it.each([
    ['a round scored 3 min ago, after the rows (10 min old)', { rows: 10, scored: 3, season: 20 }, true],
    ['a round scored 1 min ago (its refresh may be under way)', { rows: 10, scored: 1, season: 20 }, false],
    ['rows newer than every change', { rows: 2, scored: 3, season: 20 }, false],
    ['a draft completed 5 min ago, after the rows', { rows: 10, scored: null, season: 5 }, true],
    ['no rows yet, a round scored 3 min ago', { rows: null, scored: 3, season: 20 }, true],
    ['no rows, no round scored, the league season not started', { rows: null, scored: null, season: null }, false],
  ] as const)('when %s, then refreshed: %s', async (_label, ago, healed) => {
    const realSeasonId = await createRealSeason();
    const id = realSeasonId.toHexString();
    const league = await createLeague(
      realSeasonId,
      'Tatai Tigrisek',
      4,
      [{ name: ['Tamás', 'Tóth'], team: 'Tigers', rounds: [10] }],
      ago.season === null ? 'pending' : 'ongoing',
    );
    if (ago.rows !== null) {
      await refreshLeaderboard(leagues, realSeasonId);
      await LeaderboardStamp.updateOne({ _id: realSeasonId }, { $set: { at: minutesAgo(ago.rows) } });
    }
    if (ago.scored !== null) await ScoredWeek.create({ realSeasonId, week: 1, resultsAt: minutesAgo(ago.scored) });
    // Written as they were then (mongoose would stamp now).
    await LeagueSeason.collection.updateMany({ realSeasonId }, { $set: { updatedAt: minutesAgo(ago.season ?? 30) } });
    // The rows would change: the round's points were corrected.
    await RosterWeekPoints.updateOne({ rosterId: league.teams.get('Tigers')!.rosterId }, { $set: { points: 25 } });

    expect(await healLeaderboard(leagues, realSeasonId)).toBe(healed);

    const stored = await LeaderboardRow.find({ realSeasonId }, { points: 1 }).lean();
    const before = ago.rows === null ? [] : [10];
    expect(stored.map((row) => row.points)).toEqual(healed ? [25] : before);
    if (healed) expect(summary((await leaderboard(id)).body)).toEqual(['Tigers 1 25']);
  });
});
