import {
  DEFAULT_SCORE_CONFIG,
  DEMO_PREVIOUS_SEASON_ID,
  DEMO_REAL_TEAM_IDS,
  DEMO_SEASON_ID,
  POSITIONS,
  ageOn,
  derivedStats,
  enteredStatKeys,
  fantasyPoints,
  formatUtcDateTime,
  playerCreateSchema,
  seasonSchema,
  toIsoDate,
  type PlayerStats,
  type Position,
  type ScoreConfig,
} from '@hfl/contracts';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { SeedMark } from '@hfl/kit/seed-marks';
import { connectTestDatabase, dropTestDatabase, testDatabaseName, testEnv } from '@hfl/kit/testing';
import { ValidationError } from 'yup';
import { buildApp } from './app';
import { loadStatsConfig } from './config';
import { Game } from './models/game';
import { Player } from './models/player';
import { PlayerStat } from './models/player-stat';
import { RealTeam } from './models/real-team';
import { CURRENT_SCORE_CONFIG_KEY, ScoreConfigModel } from './models/score-config';
import { SeasonModel } from './models/season';
import { seed } from './seed';
import { asOwner } from './testing/season-fixtures';

const MODELS = [RealTeam, Player, SeasonModel, Game, PlayerStat, ScoreConfigModel, SeedMark];

/** Connects to a database nobody has used yet, with the models' indexes built, and returns its name. */
async function connectEmptyDatabase(): Promise<string> {
  const dbName = testDatabaseName('stats_seed');
  await connectTestDatabase(dbName);
  await Promise.all(MODELS.map((model) => (model as typeof RealTeam).init()));
  return dbName;
}

const CLUB_NAMES = [
  'Budapest Wolves',
  'Fehérvár Enthroners',
  'Budapest Cowbells',
  'Győr Sharks',
  'Miskolc Steelers',
  'Budapest Eagles',
  'Dunaújváros Gorillaz',
  'Nyíregyháza Tigers',
];

const DAY_MS = 86_400_000;
const todayUtc = () => new Date(`${toIsoDate(new Date())}T00:00:00.000Z`);
const daysFromToday = (days: number) => toIsoDate(new Date(todayUtc().getTime() + days * DAY_MS));

async function emptyDatabase(): Promise<void> {
  await Promise.all(MODELS.map((model) => (model as typeof RealTeam).deleteMany({})));
}

/** Every seeded document, in a stable order. */
async function databaseState() {
  const all = (model: (typeof MODELS)[number]): Promise<unknown[]> =>
    (model as typeof RealTeam).find({}).sort({ _id: 1 }).lean();
  return {
    teams: await all(RealTeam),
    players: await all(Player),
    seasons: await all(SeasonModel),
    games: await all(Game),
    stats: await all(PlayerStat),
    marks: await all(SeedMark),
  };
}

/** The season as the season form would send it, with the schedule. */
async function seasonPayload() {
  const season = await SeasonModel.findById(DEMO_SEASON_ID).orFail();
  const games = await Game.find({ seasonId: season._id }).sort({ week: 1, date: 1 });
  const draftWindow = {
    startDate: formatUtcDateTime(season.draftWindow!.startDate),
    endDate: formatUtcDateTime(season.draftWindow!.endDate),
  };
  return {
    draftWindow,
    payload: {
      draftWindow,
      startsAt: season.startsAt,
      endsAt: season.endsAt,
      nbPlayoffWeeks: season.nbPlayoffWeeks,
      nbMaxFantasyTeams: season.nbMaxFantasyTeams,
      games: games.map((game) => ({
        id: game.id as string,
        team1: String(game.team1Id),
        team2: String(game.team2Id),
        date: game.date,
        week: game.week,
      })),
    },
  };
}

/** The seed inserts its players, games and statistics as built, without mongoose: they must be what the model makes. */
async function expectModelDocuments(model: typeof Player | typeof Game | typeof PlayerStat): Promise<void> {
  const paths = Object.keys(model.schema.paths).filter((path) => path !== '__v');
  const docs: Record<string, unknown>[] = await (model as typeof Player).find({}).lean();
  expect(docs.length).toBeGreaterThan(0);
  for (const doc of docs) {
    expect(paths.filter((path) => !(path in doc))).toEqual([]);
    await expect(new (model as typeof Player)(doc).validate()).resolves.toBeUndefined();
  }
}

/** The tests that only read what one run made share it. */

/** Dunaújváros Gorillaz's starting running back (the first of the club's running backs): the demo's injury news. */
async function injuredStarter() {
  const clubId = new Types.ObjectId(DEMO_REAL_TEAM_IDS['dunaujvaros-gorillaz']);
  return (await Player.find({ teamId: clubId, position: 'RB' }).sort({ _id: 1 }).limit(1).lean())[0]!;
}

describe('stats seed, run once on an empty database', () => {
  beforeAll(async () => {
    await connectEmptyDatabase();
    await seed();
  });

  afterAll(dropTestDatabase);

  describe('the clubs and their players', () => {
    it('when run on an empty database, then the eight HFL clubs are active, each with 35+ players on every position, one DEF and one HC', async () => {
      const teams = await RealTeam.find({}).sort({ _id: 1 });
      expect(teams.map((team) => [team.id as string, team.name, team.status])).toEqual(
        Object.values(DEMO_REAL_TEAM_IDS).map((id, i) => [id, CLUB_NAMES[i], 'active']),
      );
      for (const team of teams) {
        const players = await Player.find({ teamId: team._id });
        const count = (position: Position) => players.filter((player) => player.position === position).length;
        expect(players.length).toBeGreaterThanOrEqual(35);
        expect(POSITIONS.every((position) => count(position) > 0)).toBe(true);
        expect([count('DEF'), count('HC')]).toEqual([1, 1]);
        expect(players.find((player) => player.position === 'DEF')?.name).toBe(`${team.name} Defense`);
      }
    });

    it('when run, then every player passes the Add Player rules, jerseys are unique per club, names league-wide, and ages are 19–38', async () => {
      const players = await Player.find({}).lean();
      const today = new Date();
      for (const { name, position, birthDate, height, weight, jerseyNumber, status, analysis, teamId } of players) {
        const sent = {
          name,
          position,
          birthDate,
          height,
          weight,
          jerseyNumber,
          status,
          analysis,
          teamId: String(teamId),
        };
        // Casting changes nothing: no value the form would drop (a DEF's birth date, an HC's measures) was stored.
        expect(playerCreateSchema.validateSync(sent)).toEqual({ ...sent, removePhoto: false });
        if (position !== 'DEF' && position !== 'HC') {
          expect(ageOn(birthDate!, today)).toBeGreaterThanOrEqual(19);
          expect(ageOn(birthDate!, today)).toBeLessThanOrEqual(38);
        }
      }
      expect(
        players.filter((p) => p.position === 'DEF').every((p) => p.birthDate === null && p.jerseyNumber === null),
      ).toBe(true);
      expect(players.filter((p) => p.position === 'HC').every((p) => p.birthDate !== null && p.height === null)).toBe(
        true,
      );
      for (const teamId of Object.values(DEMO_REAL_TEAM_IDS)) {
        const jerseys = players
          .filter((p) => String(p.teamId) === teamId && p.jerseyNumber !== null)
          .map((p) => p.jerseyNumber);
        expect(new Set(jerseys).size).toBe(jerseys.length);
      }
      const people = players.filter((p) => p.position !== 'DEF').map((p) => p.name);
      expect(new Set(people).size).toBe(people.length);
      // Mostly active, a few injured or inactive; some have a scouting note.
      const unavailable = players.filter((p) => p.status !== 'active').length;
      expect(unavailable).toBeGreaterThan(0);
      expect(unavailable).toBeLessThan(players.length * 0.15);
      expect(players.some((p) => p.status === 'injured') && players.some((p) => p.status === 'inactive')).toBe(true);
      expect(players.filter((p) => p.analysis !== '').length).toBeGreaterThan(players.length * 0.2);
    });

    it("when run, then Dunaújváros Gorillaz's starting running back is injured after playing the season's rounds so far", async () => {
      const starter = await injuredStarter();

      expect(starter.status).toBe('injured');
      const lines = await PlayerStat.find({
        playerId: starter._id,
        seasonId: new Types.ObjectId(DEMO_SEASON_ID),
      }).lean();
      expect(lines.map((line) => line.week).sort()).toEqual([1, 2, 3]);
    });

    it('when run, then the players, games and statistics are whole documents that pass the models', async () => {
      await expectModelDocuments(Player);
      await expectModelDocuments(Game);
      await expectModelDocuments(PlayerStat);
    });
  });

  describe('the demo season', () => {
    it('when run, then the season started 22 days ago, is ongoing between rounds (round 3 frozen, round 4 not started) and passes the season rules with its stored draft window', async () => {
      const season = await SeasonModel.findById(DEMO_SEASON_ID).orFail();
      expect(season.toObject()).toMatchObject({
        startsAt: daysFromToday(-22),
        nbPlayoffWeeks: 2,
        nbMaxFantasyTeams: 8,
        nbWeeks: 9,
        nbTeams: 8,
        status: 'ongoing',
        currentWeek: 3,
        isWeekActive: false,
        frozenWeeks: [3],
        activeKey: 'active',
      });
      expect(season.draftWindow!.endDate.getTime()).toBeLessThanOrEqual(
        new Date(`${season.startsAt}T00:00:00Z`).getTime(),
      );
      const { payload, draftWindow } = await seasonPayload();
      expect(() =>
        seasonSchema.validateSync(payload, { context: { now: new Date(), storedDraftWindow: draftWindow } }),
      ).not.toThrow();
      // Only the rule a new season must meet fails: its draft window is in the past.
      let refused: ValidationError | undefined;
      try {
        seasonSchema.validateSync(payload, { context: { now: new Date() }, abortEarly: false });
      } catch (error) {
        refused = error as ValidationError;
      }
      expect(refused?.inner.map((violation) => [violation.path, violation.message])).toEqual([
        ['draftWindow.startDate', 'validation:dateInPast'],
      ]);
    });

    it('when run, then every club meets every other once in rounds 1–7, one game a week, and rounds 8–9 are the semifinals and the final', async () => {
      const games = await Game.find({ seasonId: DEMO_SEASON_ID }).sort({ week: 1, date: 1 });
      const pair = (game: (typeof games)[number]) => [String(game.team1Id), String(game.team2Id)].sort().join('-');
      const regular = games.filter((game) => game.week <= 7);
      expect(regular).toHaveLength(28);
      expect(new Set(regular.map(pair)).size).toBe(28);
      for (let week = 1; week <= 7; week++) {
        const teams = regular
          .filter((game) => game.week === week)
          .flatMap((game) => [String(game.team1Id), String(game.team2Id)]);
        expect(new Set(teams).size).toBe(8);
      }
      const [wolves, enthroners, cowbells, sharks] = Object.values(DEMO_REAL_TEAM_IDS);
      expect(games.filter((game) => game.week > 7).map((game) => [game.week, pair(game)])).toEqual([
        [8, [wolves, sharks].sort().join('-')],
        [8, [enthroners, cowbells].sort().join('-')],
        [9, [wolves, enthroners].sort().join('-')],
      ]);
      // Round 3 was played in the last days, round 4 is next weekend.
      expect(games.filter((game) => game.week === 3).every((game) => game.date < daysFromToday(0))).toBe(true);
      expect(games.filter((game) => game.week === 4).every((game) => game.date > daysFromToday(0))).toBe(true);
      const season = await SeasonModel.findById(DEMO_SEASON_ID).orFail();
      expect(season.endsAt).toBe(games.at(-1)!.date);
    });

    it('when run, then rounds 1–3 hold scores, the clubs’ active players and each one’s statistics with the points they are worth; later rounds are empty', async () => {
      const games = await Game.find({ seasonId: DEMO_SEASON_ID });
      const stats = await PlayerStat.find({ seasonId: DEMO_SEASON_ID }).lean();
      // Active then: today's active players and the running back hurt after round 3.
      const hurt = await injuredStarter();
      const players = (await Player.find().lean()).filter(
        (player) => player.status === 'active' || player._id.equals(hurt._id),
      );
      const activeIds = (teamId: unknown) =>
        players
          .filter((player) => String(player.teamId) === String(teamId))
          .map((player) => String(player._id))
          .sort();
      for (const game of games.filter((g) => g.week <= 3)) {
        expect(game.hasStats).toBe(true);
        for (const [teamId, listed, own, opponent] of [
          [game.team1Id, game.team1Players, game.score1!, game.score2!],
          [game.team2Id, game.team2Players, game.score2!, game.score1!],
        ] as const) {
          expect(own).toBeGreaterThanOrEqual(0);
          expect(own).toBeLessThanOrEqual(60);
          expect(listed.map(String).sort()).toEqual(activeIds(teamId));
          const lines = stats.filter((s) => String(s.gameId) === game.id && String(s.teamId) === String(teamId));
          expect(lines.map((s) => String(s.playerId)).sort()).toEqual(listed.map(String).sort());
          for (const { position, stats: line } of lines) {
            expect(Object.keys(line).sort()).toEqual(
              [
                ...enteredStatKeys(position as Position),
                ...Object.keys(derivedStats(position as Position, own, opponent)),
              ].sort(),
            );
            expect(line).toMatchObject(derivedStats(position as Position, own, opponent));
          }
          const passing = Math.max(
            ...lines.filter((s) => s.position === 'QB').map((s) => (s.stats as PlayerStats).pass_yds!),
          );
          expect(passing).toBeGreaterThanOrEqual(100);
          expect(passing).toBeLessThanOrEqual(350);
        }
        // Each defence's interceptions are the other side's interceptions thrown.
        const total = (teamId: unknown, key: keyof PlayerStats, position?: Position) =>
          stats
            .filter(
              (s) =>
                String(s.gameId) === game.id &&
                String(s.teamId) === String(teamId) &&
                (!position || s.position === position),
            )
            .reduce((sum, s) => sum + ((s.stats as PlayerStats)[key] ?? 0), 0);
        expect(total(game.team1Id, 'defense_int', 'DEF')).toBe(total(game.team2Id, 'int'));
        expect(total(game.team2Id, 'defense_int', 'DEF')).toBe(total(game.team1Id, 'int'));
      }
      for (const line of stats) {
        expect(line.points).toBe(
          fantasyPoints(line.position as Position, line.stats as PlayerStats, DEFAULT_SCORE_CONFIG),
        );
      }
      expect(stats.some((line) => line.points > 0)).toBe(true);
      for (const game of games.filter((g) => g.week > 3)) {
        expect([game.hasStats, game.score1, game.score2, game.team1Players.length, game.team2Players.length]).toEqual([
          false,
          null,
          null,
          0,
          0,
        ]);
      }
      expect(new Set(stats.map((line) => line.week))).toEqual(new Set([1, 2, 3]));
    });
  });

  describe("last year's season", () => {
    it('when run, then it started 52 weeks before the current one, was played to the end and is finished as the lifecycle leaves it', async () => {
      const [previous, current] = await Promise.all([
        SeasonModel.findById(DEMO_PREVIOUS_SEASON_ID).orFail(),
        SeasonModel.findById(DEMO_SEASON_ID).orFail(),
      ]);
      expect(previous.toObject()).toMatchObject({
        startsAt: daysFromToday(-22 - 364),
        nbWeeks: 9,
        nbTeams: 8,
        status: 'finished',
        currentWeek: 9,
        isWeekActive: false,
        frozenWeeks: [],
        activeKey: DEMO_PREVIOUS_SEASON_ID,
      });
      expect(previous.endsAt < current.startsAt).toBe(true);
      expect(previous.draftWindow!.endDate.getTime()).toBeLessThanOrEqual(
        new Date(`${previous.startsAt}T00:00:00Z`).getTime(),
      );
      const games = await Game.find({ seasonId: DEMO_PREVIOUS_SEASON_ID });
      expect(games).toHaveLength(31);
      expect(games.every((game) => game.hasStats && game.score1 !== null && game.score2 !== null)).toBe(true);
      expect(previous.endsAt).toBe(
        games
          .map((game) => game.date)
          .sort()
          .at(-1),
      );
      const stats = await PlayerStat.find({ seasonId: DEMO_PREVIOUS_SEASON_ID }).lean();
      expect(new Set(stats.map((line) => line.week))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
      // Its own play: not the current season's games again.
      const currentRound1 = await Game.find({ seasonId: DEMO_SEASON_ID, week: 1 }).sort({ date: 1, _id: 1 });
      const previousRound1 = games.filter((game) => game.week === 1);
      expect(previousRound1.map((game) => [game.score1, game.score2])).not.toEqual(
        currentRound1.map((game) => [game.score1, game.score2]),
      );
    });

    it("when run, then the semifinals paired the regular rounds' standings 1–4 and 2–3 at the higher seed's home, and the final their winners", async () => {
      const games = await Game.find({ seasonId: DEMO_PREVIOUS_SEASON_ID }).sort({ week: 1, date: 1, _id: 1 }).lean();
      const record = new Map<string, { wins: number; difference: number }>(
        Object.values(DEMO_REAL_TEAM_IDS).map((id) => [id, { wins: 0, difference: 0 }]),
      );
      for (const game of games.filter((g) => g.week <= 7)) {
        const margin = game.score1! - game.score2!;
        const [home, away] = [record.get(String(game.team1Id))!, record.get(String(game.team2Id))!];
        home.difference += margin;
        away.difference -= margin;
        home.wins += margin > 0 ? 1 : margin === 0 ? 0.5 : 0;
        away.wins += margin < 0 ? 1 : margin === 0 ? 0.5 : 0;
      }
      const clubs = Object.values(DEMO_REAL_TEAM_IDS);
      const seeding = [...clubs].sort(
        (a, b) =>
          record.get(b)!.wins - record.get(a)!.wins ||
          record.get(b)!.difference - record.get(a)!.difference ||
          clubs.indexOf(a) - clubs.indexOf(b),
      );
      const semifinals = games.filter((game) => game.week === 8);
      expect(semifinals.map((game) => [String(game.team1Id), String(game.team2Id)])).toEqual([
        [seeding[0], seeding[3]],
        [seeding[1], seeding[2]],
      ]);
      const winner = (game: (typeof games)[number]) =>
        String(game.score1! >= game.score2! ? game.team1Id : game.team2Id);
      const final = games.filter((game) => game.week === 9);
      expect(final.map((game) => [String(game.team1Id), String(game.team2Id)])).toEqual([semifinals.map(winner)]);
    });
  });
});

/** A test that runs the seed twice, changes what it made or starts from the owner's data needs a run of its own. */
describe('stats seed, each test on an empty database of its own', () => {
  let app: Express;

  beforeEach(async () => {
    app = buildApp(loadStatsConfig(testEnv(await connectEmptyDatabase())));
  });

  afterEach(dropTestDatabase);

  describe('the clubs and their players', () => {
    it('when run on two fresh databases, then both get the same players under the same ids', async () => {
      const squad = async () =>
        (await Player.find({}).sort({ _id: 1 }).lean()).map(
          ({ _id, name, position, jerseyNumber, status, teamId }) => ({
            id: String(_id),
            name,
            position,
            jerseyNumber,
            status,
            teamId: String(teamId),
          }),
        );
      await seed();
      const first = await squad();
      await emptyDatabase();

      await seed();

      expect(await squad()).toEqual(first);
    });
  });

  describe('the demo season', () => {
    it('when the owner locks round 3 and starts the next round, then round 4 is active (fantasy rosters lock) and round 2 cannot be locked again', async () => {
      await seed();

      const relocked = await request(app)
        .post('/seasons/current/weeks/2/finish')
        .set(await asOwner());
      const locked = await request(app)
        .post('/seasons/current/weeks/3/finish')
        .set(await asOwner());
      const started = await request(app)
        .post('/seasons/current/start-week')
        .set(await asOwner());

      expect(relocked.status).toBe(409);
      expect(locked.status).toBe(200);
      expect(started.status).toBe(200);
      expect(started.body).toMatchObject({ id: DEMO_SEASON_ID, currentWeek: 4, isWeekActive: true, frozenWeeks: [] });
      expect(await SeasonModel.findById(DEMO_SEASON_ID).orFail()).toMatchObject({ currentWeek: 4, isWeekActive: true });
    });

    it('when the owner has saved a score configuration, then the seeded points follow it', async () => {
      const custom: ScoreConfig = {
        ...(structuredClone(DEFAULT_SCORE_CONFIG) as ScoreConfig),
        td: { operation: '*', sign: '+', points: 4 },
        pass_yds: { operation: '/', sign: '+', points: 25 },
      };
      await ScoreConfigModel.create({ key: CURRENT_SCORE_CONFIG_KEY, ...custom });

      await seed();

      const stats = await PlayerStat.find({ seasonId: DEMO_SEASON_ID }).lean();
      for (const line of stats) {
        expect(line.points).toBe(fantasyPoints(line.position as Position, line.stats as PlayerStats, custom));
      }
      const quarterbacks = stats.filter((line) => line.position === 'QB' && (line.stats as PlayerStats).pass_yds! > 0);
      expect(
        quarterbacks.some(
          (line) => line.points !== fantasyPoints('QB', line.stats as PlayerStats, DEFAULT_SCORE_CONFIG),
        ),
      ).toBe(true);
    });
  });

  describe('idempotence', () => {
    it('when run twice, then the second run adds and changes nothing', async () => {
      await seed();
      const first = await databaseState();

      await seed();

      const second = await databaseState();
      expect(
        [second.teams, second.players, second.seasons, second.games, second.marks].map((docs) => docs.length),
      ).toEqual([8, 320, 2, 62, 10]);
      expect(second.stats.length).toBe(first.stats.length);
      expect(second).toEqual(first);
    });

    it('when the owner edited a club, deleted a player and removed the season, then a new run brings nothing back', async () => {
      await seed();
      const wolves = DEMO_REAL_TEAM_IDS['budapest-wolves'];
      const backup = await Player.findOne({ teamId: wolves, position: 'WR', status: 'active' })
        .sort({ _id: -1 })
        .orFail();
      await Player.deleteOne({ _id: backup._id });
      await RealTeam.updateOne({ _id: wolves }, { $set: { name: 'Wolves', status: 'inactive' } });
      await Promise.all([PlayerStat.deleteMany({}), Game.deleteMany({}), SeasonModel.deleteMany({})]);

      await seed();

      expect(await RealTeam.findById(wolves).lean()).toMatchObject({ name: 'Wolves', status: 'inactive' });
      expect(await Player.exists({ _id: backup._id })).toBeNull();
      expect(await Player.countDocuments()).toBe(319);
      expect([
        await SeasonModel.countDocuments(),
        await Game.countDocuments(),
        await PlayerStat.countDocuments(),
      ]).toEqual([0, 0, 0]);
    });

    it('when the owner already runs a season, then the clubs are seeded and no demo season is added beside it', async () => {
      const own = await SeasonModel.create({
        startsAt: daysFromToday(10),
        endsAt: daysFromToday(80),
        draftWindow: { startDate: new Date(Date.now() + DAY_MS), endDate: new Date(Date.now() + 2 * DAY_MS) },
        nbPlayoffWeeks: 1,
        nbMaxFantasyTeams: 4,
        nbWeeks: 5,
        nbTeams: 4,
        activeKey: 'active',
      });

      await seed();

      expect(await RealTeam.countDocuments()).toBe(8);
      expect((await SeasonModel.find({})).map((season) => season.id as string)).toEqual([own.id]);
      expect([await Game.countDocuments(), await PlayerStat.countDocuments()]).toEqual([0, 0]);
    });
  });
});
