import request from 'supertest';
import type { Express } from 'express';
import mongoose, { Types } from 'mongoose';
import {
  DEMO_PREVIOUS_SEASON_ID,
  DEMO_SEASON_ID,
  DRAFT_INTERNAL,
  PAGE_SIZE_MAX,
  type DraftPoolPlayer,
  type PlayerSummary,
} from '@hfl/contracts';
import { SeedMark } from '@hfl/kit/seed-marks';
import { Game } from '../../models/game';
import { Player } from '../../models/player';
import { ScoreConfigModel } from '../../models/score-config';
import { SeasonModel } from '../../models/season';
import { seed } from '../../seed';
import {
  asOwner,
  asService,
  asUser,
  asVisitor,
  createPlayer,
  createSeason,
  createStat,
  createTeams,
  NEXT_YEAR,
  playedFor,
  SEASON_MODELS,
  setUpStatsTests,
} from '../../testing/season-fixtures';

let app: Express;

setUpStatsTests(
  'stats_draft_pool',
  (built) => {
    app = built;
  },
  { models: [...SEASON_MODELS, ScoreConfigModel, SeedMark] },
);

const draftPool = async (seasonId: string) =>
  request(app)
    .get(DRAFT_INTERNAL.draftPool(seasonId))
    .set(await asService());

const names = (players: DraftPoolPlayer[]) => players.map((player) => player.name);

/** The owner's players list of a season by points, every page of it. */
async function ownerListByPoints(season: string): Promise<PlayerSummary[]> {
  const players: PlayerSummary[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE_MAX) {
    const res = await request(app)
      .get('/players')
      .query({ season, sort: 'fantasy_points', sortDirection: 'desc', offset })
      .set(await asOwner());
    players.push(...(res.body as PlayerSummary[]));
    if (players.length >= Number(res.headers['x-total-count'])) return players;
  }
}

/** A finished season of the given year (March to August), its one game between the clubs, in round 1. */
async function finishedSeason(year: number, team1: Types.ObjectId, team2: Types.ObjectId) {
  const { season, games } = await createSeason([{ week: 1, team1, team2 }], {
    status: 'finished',
    startsAt: `${year}-03-10`,
    endsAt: `${year}-08-31`,
  });
  return { season, game: games[0]! };
}

describe('GET /internal/seasons/:id/draft-pool', () => {
  it("when the season has a previous one, then its clubs' players come best first by that season's points, then by the owner's order, each with his status", async () => {
    const [eagles, wolves, bulls, gone] = await createTeams('Eagles', 'Wolves', 'Bulls', 'Gone Club');
    const quinn = await createPlayer(eagles!._id, 'QB', 'Quinn Back', { jerseyNumber: 12 });
    await Player.updateOne({ _id: quinn._id }, { $set: { photoFileId: 'quinn-photo' } });
    const rob = await createPlayer(wolves!._id, 'RB', 'Rob Runner', { status: 'injured' });
    const mover = await createPlayer(eagles!._id, 'WR', 'Mo Mover');
    const anna = await createPlayer(wolves!._id, 'WR', 'Anna Wide');
    const bela = await createPlayer(eagles!._id, 'K', 'Béla Kicker');
    const elsewhere = await createPlayer(bulls!._id, 'TE', 'Zed Elsewhere');
    const older = await finishedSeason(NEXT_YEAR - 2, eagles!._id, wolves!._id);
    const previous = await finishedSeason(NEXT_YEAR - 1, eagles!._id, wolves!._id);
    const week2 = await Game.create({
      seasonId: previous.season._id,
      week: 2,
      date: `${NEXT_YEAR - 1}-04-08`,
      team1Id: eagles!._id,
      team2Id: wolves!._id,
    });
    await createStat(previous.game, quinn, { td: 2 }, 12.5);
    await createStat(week2, quinn, { td: 1 }, 6);
    await createStat(playedFor(previous.game, wolves!._id), rob, { td: 4 }, 25);
    // Points follow the player: scored for a club that is not in the new season, counted on his club today.
    await createStat(playedFor(previous.game, gone!._id), mover, { td: 2 }, 10);
    await createStat(playedFor(previous.game, bulls!._id), elsewhere, { td: 9 }, 50);
    // Only the latest season before counts: an older season's points do not.
    await createStat(playedFor(older.game, wolves!._id), anna, { td: 20 }, 100);
    const { season } = await createSeason([{ week: 1, team1: eagles!._id, team2: wolves!._id }]);

    const res = await draftPool(season.id);

    expect(res.status).toBe(200);
    expect(res.body.players).toEqual([
      {
        id: rob.id,
        name: 'Rob Runner',
        position: 'RB',
        teamId: wolves!.id,
        teamName: 'Wolves',
        jerseyNumber: null,
        photoUrl: null,
        status: 'injured',
        rank: 1,
        rankPoints: 25,
      },
      {
        id: quinn.id,
        name: 'Quinn Back',
        position: 'QB',
        teamId: eagles!.id,
        teamName: 'Eagles',
        jerseyNumber: 12,
        photoUrl: '/api/files/quinn-photo',
        status: 'active',
        rank: 2,
        rankPoints: 18.5,
      },
      {
        id: mover.id,
        name: 'Mo Mover',
        position: 'WR',
        teamId: eagles!.id,
        teamName: 'Eagles',
        jerseyNumber: null,
        photoUrl: null,
        status: 'active',
        rank: 3,
        rankPoints: 10,
      },
      {
        id: anna.id,
        name: 'Anna Wide',
        position: 'WR',
        teamId: wolves!.id,
        teamName: 'Wolves',
        jerseyNumber: null,
        photoUrl: null,
        status: 'active',
        rank: 4,
        rankPoints: 0,
      },
      {
        id: bela.id,
        name: 'Béla Kicker',
        position: 'K',
        teamId: eagles!.id,
        teamName: 'Eagles',
        jerseyNumber: null,
        photoUrl: null,
        status: 'active',
        rank: 5,
        rankPoints: 0,
      },
    ]);
  });

  it("when there is no earlier season, then every player ranks on 0 points in the owner's order, the season's own points aside", async () => {
    const [eagles, wolves] = await createTeams('Eagles', 'Wolves');
    const zoltan = await createPlayer(eagles!._id, 'QB', 'Zoltán Zord');
    const twins = [
      await createPlayer(wolves!._id, 'RB', 'Kim Same'),
      await createPlayer(eagles!._id, 'RB', 'Kim Same'),
    ];
    const adam = await createPlayer(wolves!._id, 'TE', 'Ádám Alsó');
    const { season, games } = await createSeason([{ week: 1, team1: eagles!._id, team2: wolves!._id }], {
      status: 'ongoing',
      currentWeek: 1,
    });
    // The drafted season's own statistics are not its ranking.
    await createStat(games[0]!, zoltan, { td: 5 }, 30);
    // A season ending after this one started is not "before" it.
    const [later1, later2] = await createTeams('Later One', 'Later Two');
    const later = await createSeason([{ week: 1, team1: later1!._id, team2: later2!._id }], {
      status: 'finished',
      startsAt: `${NEXT_YEAR}-01-01`,
      endsAt: `${NEXT_YEAR}-03-20`,
    });
    await createStat(playedFor(later.games[0]!, eagles!._id), adam, { td: 3 }, 18);

    const res = await draftPool(season.id);

    expect(res.status).toBe(200);
    const players = res.body.players as DraftPoolPlayer[];
    const twinIds = twins.map((twin) => twin.id as string).sort();
    expect(players.map((player) => [player.id, player.rank, player.rankPoints])).toEqual([
      [adam.id, 1, 0],
      [twinIds[0], 2, 0],
      [twinIds[1], 3, 0],
      [zoltan.id, 4, 0],
    ]);
  });

  it("when players tie on points, then the owner's order decides: names in the Hungarian alphabet", async () => {
    const [eagles, wolves] = await createTeams('Eagles', 'Wolves');
    const previous = await finishedSeason(NEXT_YEAR - 1, eagles!._id, wolves!._id);
    const tied = await Promise.all(
      ['Zoltán Zord', 'Ödön Őr', 'Oszkár Orr'].map((name) => createPlayer(eagles!._id, 'WR', name)),
    );
    for (const player of tied) await createStat(previous.game, player, { td: 1 }, 7);
    await createPlayer(wolves!._id, 'WR', 'Aladár Alul');
    const { season } = await createSeason([{ week: 1, team1: eagles!._id, team2: wolves!._id }]);

    const res = await draftPool(season.id);

    expect(res.status).toBe(200);
    expect(names(res.body.players)).toEqual(['Oszkár Orr', 'Ödön Őr', 'Zoltán Zord', 'Aladár Alul']);
    expect(res.body.players.map((player: DraftPoolPlayer) => player.rankPoints)).toEqual([7, 7, 7, 0]);
  });

  it('when the season has no schedule yet, then the pool is empty', async () => {
    const season = await SeasonModel.create({
      startsAt: `${NEXT_YEAR}-03-10`,
      endsAt: `${NEXT_YEAR}-08-31`,
      draftWindow: {
        startDate: new Date(`${NEXT_YEAR}-03-01T10:00:00Z`),
        endDate: new Date(`${NEXT_YEAR}-03-01T14:00:00Z`),
      },
      nbPlayoffWeeks: 1,
      nbMaxFantasyTeams: 4,
      nbWeeks: 0,
      nbTeams: 0,
      activeKey: 'active',
    });
    await createTeams('Eagles').then(([eagles]) => createPlayer(eagles!._id, 'QB', 'Quinn Back'));

    const res = await draftPool(season.id);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ players: [] });
  });

  it("when the demo league's 320 players are drafted the season after, then the pool is the owner's list of that season, read with one query per collection", async () => {
    await seed();
    const demo = await SeasonModel.findById(DEMO_SEASON_ID).lean();
    await SeasonModel.updateOne(
      { _id: demo!._id },
      { $set: { status: 'finished', activeKey: demo!._id.toHexString() } },
    );
    const clubs = [
      ...new Set(
        (await Game.find({ seasonId: demo!._id }).lean()).flatMap((game) => [
          game.team1Id.toHexString(),
          game.team2Id.toHexString(),
        ]),
      ),
    ];
    const year = Number(demo!.endsAt.slice(0, 4)) + 1;
    const schedule = clubs.map((id, i) => ({
      week: 1 + Math.floor(i / 2),
      team1: new Types.ObjectId(id),
      team2: new Types.ObjectId(clubs[(i + 1) % clubs.length]!),
    }));
    const { season } = await createSeason(schedule, { startsAt: `${year}-03-10`, endsAt: `${year}-08-31` });
    const ownerList = await ownerListByPoints(demo!._id.toHexString());
    const queries: string[] = [];
    mongoose.set('debug', (collection: string, method: string) => queries.push(`${collection}.${method}`));

    const res = await draftPool(season.id).finally(() => mongoose.set('debug', false));

    expect(res.status).toBe(200);
    const players = res.body.players as DraftPoolPlayer[];
    expect(players).toHaveLength(320);
    expect(players.map((player) => player.id)).toEqual(ownerList.map((player) => player.id));
    expect(players.map((player) => player.rankPoints)).toEqual(ownerList.map((player) => player.scores.fantasy_points));
    expect(players.map((player) => player.rank)).toEqual(players.map((_player, i) => i + 1));
    expect(players[0]!.rankPoints).toBeGreaterThan(0);
    // The owner's list has just read last season's totals, and its statistics have not changed since: kept, not read.
    expect(queries.sort()).toEqual(['games.find', 'players.find', 'seasons.find', 'teams.find']);
  });

  it("when the demo seasons are seeded, then the demo season's pool ranks its players by last year's points", async () => {
    await seed();
    const lastYear = await ownerListByPoints(DEMO_PREVIOUS_SEASON_ID);

    const res = await draftPool(DEMO_SEASON_ID);

    expect(res.status).toBe(200);
    const players = res.body.players as DraftPoolPlayer[];
    expect(players).toHaveLength(320);
    expect(players.map((player) => player.id)).toEqual(lastYear.map((player) => player.id));
    expect(players.map((player) => player.rankPoints)).toEqual(lastYear.map((player) => player.scores.fantasy_points));
    expect(players.filter((player) => player.rankPoints > 0).length).toBeGreaterThan(100);
    expect(names(players)).not.toEqual([...names(players)].sort((a, b) => a.localeCompare(b, 'hu')));
  });

  it.each([
    ['unknown', new Types.ObjectId().toHexString()],
    ['malformed', 'not-an-id'],
    ['an operator-looking', '{"$gt":""}'],
  ])('when the season id is %s, then 404 in the envelope', async (_label, id) => {
    const res = await draftPool(encodeURIComponent(id));

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
  });

  it.each([
    ['the owner', asOwner],
    ['a player', asUser],
    ['a visitor', asVisitor],
  ] as const)('when %s asks with a user token, then 403', async (_who, headers) => {
    const [eagles, wolves] = await createTeams('Eagles', 'Wolves');
    const { season } = await createSeason([{ week: 1, team1: eagles!._id, team2: wolves!._id }]);

    const res = await request(app)
      .get(DRAFT_INTERNAL.draftPool(season.id))
      .set(await headers());

    expect(res.status).toBe(403);
    expect(res.body.error.code).toEqual(expect.any(String));
  });
});
