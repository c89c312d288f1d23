import mongoose from 'mongoose';
import {
  DEMO_DELETED_USER_ID,
  DEMO_DRAFT_LEAGUE_ID,
  DEMO_MIDSEASON_LEAGUE_ID,
  DEMO_PLAYER_IDS,
  DEMO_PREVIOUS_SEASON_ID,
  DEMO_REAL_TEAM_IDS,
  DEMO_SEASON_ID,
  DEMO_TEAM_LOGO_IDS,
} from '@hfl/contracts';
import { loadConfig } from '@hfl/kit';
import type { DemoAccount } from './demo-accounts';
import { seedAll, seedConfigSchema, seedOptions } from './seed';

/** The databases `npm start` seeds; this jest run's database server is its own, so nobody else uses them. */
const DATABASES = ['hfl_accounts', 'hfl_content', 'hfl_leagues', 'hfl_stats', 'hfl_fantasy'] as const;

const mongoUrl = () => process.env.MONGO_URL!;
let client: mongoose.mongo.MongoClient;

beforeAll(async () => {
  client = await new mongoose.mongo.MongoClient(mongoUrl()).connect();
});

afterAll(async () => {
  for (const name of DATABASES) await client.db(name).dropDatabase();
  await client.close();
});

/** Every document of every collection of the seeded databases, in a stable order. */
async function everything(): Promise<Record<string, unknown[]>> {
  const state: Record<string, unknown[]> = {};
  for (const name of DATABASES) {
    const db = client.db(name);
    for (const { name: collection } of await db.listCollections().toArray()) {
      state[`${name}.${collection}`] = await db.collection(collection).find({}).sort({ _id: 1 }).toArray();
    }
  }
  return state;
}

const ids = (docs: { _id: unknown }[]) => docs.map((doc) => String(doc._id));

/** The tests of what a run on fresh databases made share one run; the reruns below run on top of it. */
describe('seedAll', () => {
  let accounts: DemoAccount[];

  beforeAll(async () => {
    accounts = await seedAll(mongoUrl());
  });

  it("when run on fresh databases, then the demo leagues' members are the demo players and their logos content's", async () => {
    expect(accounts.map((a) => `${a.role} ${a.email}`)).toEqual([
      'SUPER_ADMIN owner@hfl.local',
      'USER player@hfl.local',
    ]);
    const users = await client.db('hfl_accounts').collection('users').find({}).toArray();
    const logos = await client.db('hfl_content').collection('team_logos').find({}).sort({ _id: 1 }).toArray();
    const leagues = client.db('hfl_leagues');
    expect(ids(users)).toEqual(expect.arrayContaining(Object.values(DEMO_PLAYER_IDS)));
    expect(ids(logos)).toEqual(Object.values(DEMO_TEAM_LOGO_IDS));
    expect(await leagues.collection('leagues').countDocuments()).toBe(4);
    const memberIds = await leagues.collection('memberships').distinct('userId');
    expect(memberIds.length).toBeGreaterThan(0);
    // Every member is a demo player, but for the one team whose manager's account is gone ("deleted user").
    expect(memberIds).toContain(DEMO_DELETED_USER_ID);
    expect(ids(users)).not.toContain(DEMO_DELETED_USER_ID);
    expect(ids(users)).toEqual(expect.arrayContaining(memberIds.filter((id) => id !== DEMO_DELETED_USER_ID)));
    const logoIds = (await leagues.collection('fantasy_teams').distinct('logoFileId')).map(String);
    expect(logoIds.length).toBeGreaterThan(0);
    expect(ids(logos)).toEqual(expect.arrayContaining(logoIds));
    // Each database keeps its own seed marks, unique by key (a concurrent run cannot claim an item twice).
    const markIndexes = await leagues.collection('seedmarks').indexes();
    expect(markIndexes.find((index) => index.key.key === 1)?.unique).toBe(true);
    // And nothing of one service lands in another's database (its collections and indexes are built in its own).
    const collections = async (name: string) =>
      (await client.db(name).listCollections().toArray()).map((c) => c.name).sort();
    expect(await collections('hfl_accounts')).toEqual(['emailtemplates', 'users']);
    expect(await collections('hfl_content')).toEqual([
      'ads',
      'blogposts',
      'files.chunks',
      'files.files',
      'seedmarks',
      'settings',
      'team_logos',
    ]);
    expect(await collections('hfl_leagues')).toEqual([
      'fantasy_teams',
      'invite_links',
      'leagues',
      'memberships',
      'seedmarks',
      'slot_claims',
    ]);
    expect(await collections('hfl_stats')).toEqual([
      'games',
      'player_stats',
      'players',
      'seasons',
      'seedmarks',
      'teams',
    ]);
    // Agenda's MongoBackend makes its (empty) log collection when it connects, though job logging is off.
    expect(await collections('hfl_fantasy')).toEqual([
      'agendaJobs',
      'agenda_logs',
      'current_league_seasons',
      'league_seasons',
      'seedmarks',
    ]);
  });

  it("when run, then the full demo league's draft is scheduled to start at once, for the demo season", async () => {
    const fantasy = client.db('hfl_fantasy');
    const seasons = await fantasy
      .collection('league_seasons')
      .find({ leagueId: new mongoose.Types.ObjectId(DEMO_DRAFT_LEAGUE_ID) })
      .toArray();
    expect(seasons).toHaveLength(1);
    expect(String(seasons[0]!.realSeasonId)).toBe(DEMO_SEASON_ID);
    expect(seasons[0]!.status).toBe('pending');
    const jobs = await fantasy.collection('agendaJobs').find({ name: 'draft.start' }).toArray();
    expect(jobs.map((job) => job.data)).toEqual([{ leagueSeasonId: String(seasons[0]!._id) }]);
    expect(
      await client
        .db('hfl_leagues')
        .collection('leagues')
        .countDocuments({ _id: new mongoose.Types.ObjectId(DEMO_DRAFT_LEAGUE_ID) }),
    ).toBe(1);
  });

  it("when run, then the mid-season league's season is dated before the demo season began and its job is scheduled once", async () => {
    await seedAll(mongoUrl());
    await seedAll(mongoUrl());

    const fantasy = client.db('hfl_fantasy');
    const seasons = await fantasy
      .collection('league_seasons')
      .find({ leagueId: new mongoose.Types.ObjectId(DEMO_MIDSEASON_LEAGUE_ID) })
      .toArray();
    expect(seasons).toHaveLength(1);
    const real = await client
      .db('hfl_stats')
      .collection('seasons')
      .findOne({ _id: new mongoose.Types.ObjectId(DEMO_SEASON_ID) });
    // Inside the real season's draft window, over before its first day.
    expect(seasons[0]!.draftStartsAt.getTime()).toBeGreaterThanOrEqual(real!.draftWindow.startDate.getTime());
    expect(seasons[0]!.draftEndsAt.getTime()).toBeLessThanOrEqual(real!.draftWindow.endDate.getTime());
    expect(seasons[0]!.draftEndsAt.getTime()).toBeLessThan(new Date(`${real!.startsAt}T00:00:00Z`).getTime());
    const jobs = await fantasy.collection('agendaJobs').find({ name: 'demo.midseasonLeague' }).toArray();
    expect(jobs.map((job) => job.data)).toEqual([{ leagueSeasonId: String(seasons[0]!._id) }]);
    expect(
      await client
        .db('hfl_leagues')
        .collection('leagues')
        .countDocuments({ _id: new mongoose.Types.ObjectId(DEMO_MIDSEASON_LEAGUE_ID) }),
    ).toBe(1);
  });

  it("when run, then the real league has its clubs, the demo season and last year's under the shared ids", async () => {
    const stats = client.db('hfl_stats');
    expect(ids(await stats.collection('teams').find({}).sort({ _id: 1 }).toArray())).toEqual(
      Object.values(DEMO_REAL_TEAM_IDS),
    );
    expect(ids(await stats.collection('seasons').find({}).sort({ _id: 1 }).toArray())).toEqual([
      DEMO_SEASON_ID,
      DEMO_PREVIOUS_SEASON_ID,
    ]);
    expect(await stats.collection('players').countDocuments()).toBeGreaterThanOrEqual(8 * 35);
  });

  it('when run again, then every database is left exactly as it was', async () => {
    const before = await everything();

    const accounts = await seedAll(mongoUrl());

    expect(accounts).toHaveLength(2);
    expect(await everything()).toEqual(before);
  });
});

describe('the production seed', () => {
  const production = { NODE_ENV: 'production', MONGO_URL: 'mongodb://mongo:27017/' };
  const owner = { email: 'boss@hfl-fantasy.hu', password: 'Production-Owner-2026!' };

  beforeEach(async () => {
    for (const name of DATABASES) await client.db(name).dropDatabase();
  });

  it('when OWNER_EMAIL or OWNER_PASSWORD is missing in production, then it refuses, naming the variables', () => {
    expect(() => loadConfig(seedConfigSchema, production)).toThrow(
      /OWNER_EMAIL is not set: the production seed makes the owner \(SUPER_ADMIN\) account from OWNER_EMAIL and OWNER_PASSWORD \(or OWNER_PASSWORD_FILE\)[\s\S]*OWNER_PASSWORD is not set/,
    );
    expect(() => loadConfig(seedConfigSchema, { ...production, OWNER_EMAIL: owner.email })).toThrow(
      /OWNER_PASSWORD is not set/,
    );
  });

  it('when the owner is given, then production seeds run without the demo', () => {
    const config = loadConfig(seedConfigSchema, {
      ...production,
      OWNER_EMAIL: ' Boss@HFL-Fantasy.hu ',
      OWNER_PASSWORD: owner.password,
    });

    expect(seedOptions(config)).toEqual({ demo: false, owner });
    expect(seedOptions(loadConfig(seedConfigSchema, { MONGO_URL: production.MONGO_URL }))).toEqual({
      demo: true,
      owner: undefined,
    });
  });

  it('when run in production, then exactly the owner from the environment exists, with no demo player, league, season, draft or post', async () => {
    const printed = await seedAll(mongoUrl(), { demo: false, owner });

    expect(printed).toEqual([]);
    const users = await client.db('hfl_accounts').collection('users').find({}).toArray();
    expect(users.map((u) => [u.email, u.roles])).toEqual([[owner.email, ['SUPER_ADMIN']]]);
    expect(users[0]!.passwordHash).not.toContain(owner.password);
    expect(await client.db('hfl_leagues').collection('leagues').countDocuments()).toBe(0);
    expect(await client.db('hfl_stats').collection('seasons').countDocuments()).toBe(0);
    expect(await client.db('hfl_fantasy').collection('league_seasons').countDocuments()).toBe(0);
    expect(await client.db('hfl_content').collection('blogposts').countDocuments()).toBe(0);
    // The real league's clubs, the default settings and the pre-made team logos are there.
    expect(ids(await client.db('hfl_stats').collection('teams').find({}).sort({ _id: 1 }).toArray())).toEqual(
      Object.values(DEMO_REAL_TEAM_IDS),
    );
    expect(await client.db('hfl_content').collection('settings').countDocuments()).toBe(1);
    expect(ids(await client.db('hfl_content').collection('team_logos').find({}).sort({ _id: 1 }).toArray())).toEqual(
      Object.values(DEMO_TEAM_LOGO_IDS),
    );
  });

  it('when the owner account exists, then a later run with another password leaves it as it was', async () => {
    await seedAll(mongoUrl(), { demo: false, owner });
    const before = await client.db('hfl_accounts').collection('users').findOne({ email: owner.email });

    await seedAll(mongoUrl(), { demo: false, owner: { ...owner, password: 'Another-Password-2026!' } });

    expect(await client.db('hfl_accounts').collection('users').find({}).toArray()).toEqual([before]);
  });
});
