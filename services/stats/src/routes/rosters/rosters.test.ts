import request from 'supertest';
import type { Express } from 'express';
import { Types } from 'mongoose';
import {
  asOwner,
  asUser,
  asVisitor,
  createPlayer,
  createSeason,
  createStat,
  createTeams,
  playedFor,
  setUpStatsTests,
} from '../../testing/season-fixtures';

let app: Express;

setUpStatsTests('stats_rosters', (built) => {
  app = built;
});

/**
 * Wolves, Eagles and Bulls play a season (Rams do not). Mover played round 1 for the Eagles and has since moved to
 * the Wolves; Quinn and Coach are on the Eagles today (Quinn played round 1); Bob is on the Bulls.
 */
async function world(status: 'ongoing' | 'finished' = 'ongoing') {
  const [wolves, eagles, bulls, rams] = await createTeams('Wolves', 'Eagles', 'Bulls', 'Rams');
  const { season, games } = await createSeason(
    [
      { week: 1, team1: eagles!._id, team2: wolves!._id },
      { week: 2, team1: bulls!._id, team2: eagles!._id },
    ],
    { status, currentWeek: 2 },
  );
  const quinn = await createPlayer(eagles!._id, 'QB', 'Quinn Back');
  const coach = await createPlayer(eagles!._id, 'HC', 'Coach Eagles');
  const mover = await createPlayer(wolves!._id, 'RB', 'Mover Runner');
  const bob = await createPlayer(bulls!._id, 'WR', 'Bob Catch');
  await createPlayer(rams!._id, 'K', 'Rams Kicker');
  await createStat(games[0]!, quinn, { pass_yds: 100, td: 1 }, 16);
  await createStat(games[0]!, mover, { rush_yds: 50 }, 5);
  await createStat(playedFor(games[1]!, eagles!._id), quinn, { pass_yds: 10 }, 1);
  // Mover's round-2 line for his new club must not count for the Eagles.
  await createStat(playedFor(games[1]!, wolves!._id), mover, { rush_yds: 20 }, 2);
  return { season, wolves: wolves!, eagles: eagles!, bulls: bulls!, rams: rams!, quinn, coach, mover, bob };
}

type World = Awaited<ReturnType<typeof world>>;

describe('GET /seasons/:id/teams', () => {
  it('when the season is running, then its clubs come by name with everyone who played for them or is on them today', async () => {
    const w = await world();

    const res = await request(app)
      .get(`/seasons/${w.season.id}/teams`)
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: w.bulls.id, name: 'Bulls', status: 'active', nbPlayers: 1, logoUrl: null },
      // Quinn, Coach, and Mover (played for them in round 1).
      { id: w.eagles.id, name: 'Eagles', status: 'active', nbPlayers: 3, logoUrl: null },
      { id: w.wolves.id, name: 'Wolves', status: 'active', nbPlayers: 1, logoUrl: null },
    ]);
  });

  it('when the season is finished, then only players with statistics for the club count', async () => {
    const w = await world('finished');

    const res = await request(app)
      .get(`/seasons/${w.season.id}/teams`)
      .set(await asUser());

    expect(res.status).toBe(200);
    expect(res.body.map((team: { name: string; nbPlayers: number }) => [team.name, team.nbPlayers])).toEqual([
      ['Bulls', 0],
      ['Eagles', 2],
      ['Wolves', 1],
    ]);
  });

  it.each([
    ['unknown', () => new Types.ObjectId().toHexString()],
    ['malformed', () => 'current'],
  ])('when the season is %s, then 404', async (_case, id) => {
    const res = await request(app)
      .get(`/seasons/${id()}/teams`)
      .set(await asVisitor());

    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('GET /seasons/:id/teams/:teamId/players', () => {
  it('when the season is running, then the club players come by position then name with what they did for the club', async () => {
    const w = await world();

    const res = await request(app)
      .get(`/seasons/${w.season.id}/teams/${w.eagles.id}/players`)
      .set(await asOwner());

    expect(res.status).toBe(200);
    expect(res.body.map((player: { name: string }) => player.name)).toEqual([
      'Quinn Back',
      'Mover Runner',
      'Coach Eagles',
    ]);
    expect(res.body[0].scores).toEqual(expect.objectContaining({ pass_yds: 110, td: 1, fantasy_points: 17 }));
    // Mover is on the Wolves today: only his round for the Eagles counts here.
    expect(res.body[1]).toEqual(
      expect.objectContaining({
        id: w.mover.id,
        team: { id: w.wolves.id, name: 'Wolves' },
        scores: expect.objectContaining({ rush_yds: 50, fantasy_points: 5 }),
      }),
    );
    expect(res.body[2].scores).toEqual(expect.objectContaining({ fantasy_points: 0 }));
  });

  it('when the season is finished, then only the players with statistics for the club come', async () => {
    const w = await world('finished');
    await createPlayer(w.eagles._id, 'TE', 'Signed Later');

    const res = await request(app)
      .get(`/seasons/${w.season.id}/teams/${w.eagles.id}/players`)
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body.map((player: { name: string }) => player.name)).toEqual(['Quinn Back', 'Mover Runner']);
  });

  it('when the club has nobody in the season, then an empty list', async () => {
    const w = await world('finished');

    const res = await request(app)
      .get(`/seasons/${w.season.id}/teams/${w.bulls.id}/players`)
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it.each([
    [
      'the season is unknown',
      (w: World) => `/seasons/${new Types.ObjectId().toHexString()}/teams/${w.eagles.id}/players`,
    ],
    [
      'the club is unknown',
      (w: World) => `/seasons/${w.season.id}/teams/${new Types.ObjectId().toHexString()}/players`,
    ],
    [
      'the club id is malformed',
      (w: World) => `/seasons/${w.season.id}/teams/${encodeURIComponent('{"$ne":null}')}/players`,
    ],
  ])('when %s, then 404', async (_case, path) => {
    const w = await world();

    const res = await request(app)
      .get(path(w))
      .set(await asVisitor());

    expect(res.status).toBe(404);
  });

  it('when called directly without the internal token, then 401', async () => {
    const w = await world();

    const res = await request(app).get(`/seasons/${w.season.id}/teams/${w.eagles.id}/players`);

    expect(res.status).toBe(401);
  });
});

describe('GET /teams/:id/rosters/current/players', () => {
  it("when a season is running, then the club's squad comes by position then name with what they did for it this season", async () => {
    const w = await world();

    const res = await request(app)
      .get(`/teams/${w.eagles.id}/rosters/current/players`)
      .set(await asOwner());

    expect(res.status).toBe(200);
    expect(res.body.map((player: { name: string }) => player.name)).toEqual([
      'Quinn Back',
      'Mover Runner',
      'Coach Eagles',
    ]);
    expect(res.body[0].scores).toEqual(expect.objectContaining({ pass_yds: 110, td: 1, fantasy_points: 17 }));
    expect(res.body[1]).toEqual(
      expect.objectContaining({ id: w.mover.id, scores: expect.objectContaining({ fantasy_points: 5 }) }),
    );
  });

  it('when the club plays no game of the season, then its players today come without points', async () => {
    const w = await world();

    const res = await request(app)
      .get(`/teams/${w.rams.id}/rosters/current/players`)
      .set(await asUser());

    expect(res.status).toBe(200);
    expect(res.body.map((player: { name: string }) => player.name)).toEqual(['Rams Kicker']);
    expect(res.body[0].scores).toEqual(expect.objectContaining({ fantasy_points: 0 }));
  });

  it('when no season is running (the last one finished), then 404 "There is no active season"', async () => {
    const w = await world('finished');

    const res = await request(app)
      .get(`/teams/${w.eagles.id}/rosters/current/players`)
      .set(await asVisitor());

    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('There is no active season');
  });

  it.each([
    ['unknown', () => new Types.ObjectId().toHexString()],
    ['malformed', () => encodeURIComponent('{"$ne":null}')],
  ])('when the club id is %s, then 404', async (_case, id) => {
    await world();

    const res = await request(app)
      .get(`/teams/${id()}/rosters/current/players`)
      .set(await asVisitor());

    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});
