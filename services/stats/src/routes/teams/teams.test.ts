import request from 'supertest';
import type { Express } from 'express';
import { Types } from 'mongoose';
import { Player } from '../../models/player';
import { RealTeam } from '../../models/real-team';
import { SeasonModel } from '../../models/season';
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

setUpStatsTests('stats_teams', (built) => {
  app = built;
});

const storedTeams = async () =>
  (await RealTeam.find().sort({ name: 1 }).lean()).map(({ name, status }) => ({ name, status }));

/** A season of the two teams in the given lifecycle status (one game in round 1). */
async function seasonWith(status: 'drafting' | 'ongoing' | 'finished', team1: Types.ObjectId, team2: Types.ObjectId) {
  return createSeason([{ week: 1, team1, team2 }], { status, currentWeek: status === 'drafting' ? 0 : 1 });
}

describe('GET /teams', () => {
  it('when a visitor asks, then every club comes by name (Hungarian order) with its players today', async () => {
    const [zebras, arpad, bulls] = await createTeams('Zebras', 'Árpád Eagles', 'Bulls');
    await RealTeam.updateOne({ _id: bulls!._id }, { status: 'bye' });
    await createPlayer(zebras!._id, 'QB', 'Zed One');
    await createPlayer(zebras!._id, 'K', 'Zed Two');
    await createPlayer(arpad!._id, 'HC', 'Árpád Coach');

    const res = await request(app)
      .get('/teams')
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: arpad!.id, name: 'Árpád Eagles', status: 'active', nbPlayers: 1, logoUrl: null },
      { id: bulls!.id, name: 'Bulls', status: 'bye', nbPlayers: 0, logoUrl: null },
      { id: zebras!.id, name: 'Zebras', status: 'active', nbPlayers: 2, logoUrl: null },
    ]);
  });

  it('when called directly without the internal token, then 401', async () => {
    const res = await request(app).get('/teams');

    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('authentication_required');
  });
});

describe('POST /teams', () => {
  it('when the owner adds a club without a status, then 201 and it is stored as active', async () => {
    const res = await request(app)
      .post('/teams')
      .set(await asOwner())
      .send({ name: '  Budapest Wolves ' });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Budapest Wolves',
      status: 'active',
      nbPlayers: 0,
      logoUrl: null,
    });
    expect(await storedTeams()).toEqual([{ name: 'Budapest Wolves', status: 'active' }]);
  });

  it('when the owner adds a club with a status, then it is kept', async () => {
    const res = await request(app)
      .post('/teams')
      .set(await asOwner())
      .send({ name: 'Miskolc Steelers', status: 'bye' });

    expect(res.status).toBe(201);
    expect(await storedTeams()).toEqual([{ name: 'Miskolc Steelers', status: 'bye' }]);
  });

  it('when a season is ongoing, then 409 and nothing is stored', async () => {
    const [a, b] = await createTeams('Eagles', 'Wolves');
    await seasonWith('ongoing', a!._id, b!._id);

    const res = await request(app)
      .post('/teams')
      .set(await asOwner())
      .send({ name: 'Late Club' });

    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'conflict',
      message: 'Teams cannot be added or deleted while a season is ongoing',
    });
    expect(await RealTeam.countDocuments({ name: 'Late Club' })).toBe(0);
  });

  it.each(['drafting', 'finished'] as const)('when the season is %s, then a club may be added', async (status) => {
    const [a, b] = await createTeams('Eagles', 'Wolves');
    await seasonWith(status, a!._id, b!._id);

    const res = await request(app)
      .post('/teams')
      .set(await asOwner())
      .send({ name: 'New Club' });

    expect(res.status).toBe(201);
  });

  it.each([
    ['no name', {}, 'name', 'Name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['an operator as the name', { name: { $gt: '' } }, 'name', 'Name is required'],
    ['an unknown status', { name: 'Club', status: 'retired' }, 'status', 'Invalid value'],
    ['an operator as the status', { name: 'Club', status: { $ne: null } }, 'status', 'Invalid value'],
  ])(
    'when the body has %s, then 400 with the violation and nothing is stored',
    async (_case, body, property, message) => {
      const res = await request(app)
        .post('/teams')
        .set(await asOwner())
        .send(body);

      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'input_invalid',
        message: 'Invalid data provided',
        violations: [{ property, message }],
      });
      expect(await RealTeam.countDocuments()).toBe(0);
    },
  );

  it('when a user who is not the owner tries, then 403 and nothing is stored', async () => {
    const res = await request(app)
      .post('/teams')
      .set(await asUser())
      .send({ name: 'Club' });

    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_allowed');
    expect(await RealTeam.countDocuments()).toBe(0);
  });

  it('when a visitor tries, then 401 and nothing is stored', async () => {
    const res = await request(app)
      .post('/teams')
      .set(await asVisitor())
      .send({ name: 'Club' });

    expect(res.status).toBe(401);
    expect(await RealTeam.countDocuments()).toBe(0);
  });
});

describe('POST /teams/:id', () => {
  it('when the owner renames a club and sets its status, then 200 with its players counted, also while a season is ongoing', async () => {
    const [eagles, wolves] = await createTeams('Eagles', 'Wolves');
    await createPlayer(eagles!._id, 'QB', 'Quinn Back');
    await seasonWith('ongoing', eagles!._id, wolves!._id);

    const res = await request(app)
      .post(`/teams/${eagles!.id}`)
      .set(await asOwner())
      .send({ name: 'Golden Eagles', status: 'inactive' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: eagles!.id,
      name: 'Golden Eagles',
      status: 'inactive',
      nbPlayers: 1,
      logoUrl: null,
    });
    expect(await storedTeams()).toEqual([
      { name: 'Golden Eagles', status: 'inactive' },
      { name: 'Wolves', status: 'active' },
    ]);
  });

  it.each([
    ['unknown', () => new Types.ObjectId().toHexString()],
    ['malformed', () => 'not-an-id'],
  ])('when the id is %s, then 404', async (_case, id) => {
    const res = await request(app)
      .post(`/teams/${id()}`)
      .set(await asOwner())
      .send({ name: 'Club' });

    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('when the name is missing, then 400 and the club is unchanged', async () => {
    const [eagles] = await createTeams('Eagles');

    const res = await request(app)
      .post(`/teams/${eagles!.id}`)
      .set(await asOwner())
      .send({ name: '', status: 'bye' });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'name', message: 'Name is required' }]);
    expect(await storedTeams()).toEqual([{ name: 'Eagles', status: 'active' }]);
  });

  it('when a user who is not the owner tries, then 403 and the club is unchanged', async () => {
    const [eagles] = await createTeams('Eagles');

    const res = await request(app)
      .post(`/teams/${eagles!.id}`)
      .set(await asUser())
      .send({ name: 'Hacked' });

    expect(res.status).toBe(403);
    expect(await storedTeams()).toEqual([{ name: 'Eagles', status: 'active' }]);
  });
});

describe('DELETE /teams/:id', () => {
  it('when the club has no players and no games, then 204 and it is gone', async () => {
    const [eagles, wolves] = await createTeams('Eagles', 'Wolves');

    const res = await request(app)
      .delete(`/teams/${eagles!.id}`)
      .set(await asOwner());

    expect(res.status).toBe(204);
    expect((await RealTeam.find().lean()).map((team) => team._id.toHexString())).toEqual([wolves!.id]);
  });

  it('when a season is ongoing, then 409 and the club stays', async () => {
    const [eagles, wolves, spare] = await createTeams('Eagles', 'Wolves', 'Spare');
    await seasonWith('ongoing', eagles!._id, wolves!._id);

    const res = await request(app)
      .delete(`/teams/${spare!.id}`)
      .set(await asOwner());

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Teams cannot be added or deleted while a season is ongoing');
    expect(await RealTeam.countDocuments()).toBe(3);
  });

  it('when a game of any season names the club (as the second team of a finished season), then 409 and it stays', async () => {
    const [eagles, wolves] = await createTeams('Eagles', 'Wolves');
    await seasonWith('finished', eagles!._id, wolves!._id);

    const res = await request(app)
      .delete(`/teams/${wolves!.id}`)
      .set(await asOwner());

    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'conflict',
      message: "This team plays in a season's schedule and cannot be deleted",
    });
    expect(await RealTeam.countDocuments()).toBe(2);
  });

  it('when the club has players, then 409 and it stays', async () => {
    const [eagles] = await createTeams('Eagles');
    await createPlayer(eagles!._id, 'QB', 'Quinn Back');

    const res = await request(app)
      .delete(`/teams/${eagles!.id}`)
      .set(await asOwner());

    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'conflict', message: "Transfer or delete the team's players first" });
    expect(await RealTeam.countDocuments()).toBe(1);
  });

  it.each([
    ['unknown', () => new Types.ObjectId().toHexString()],
    ['malformed', () => '{"$gt":""}'],
  ])('when the id is %s, then 404', async (_case, id) => {
    await createTeams('Eagles');

    const res = await request(app)
      .delete(`/teams/${encodeURIComponent(id())}`)
      .set(await asOwner());

    expect(res.status).toBe(404);
    expect(await RealTeam.countDocuments()).toBe(1);
  });

  it('when a user who is not the owner tries, then 403 and the club stays', async () => {
    const [eagles] = await createTeams('Eagles');

    const res = await request(app)
      .delete(`/teams/${eagles!.id}`)
      .set(await asUser());

    expect(res.status).toBe(403);
    expect(await RealTeam.countDocuments()).toBe(1);
  });
});

describe('a club deleted while a player is added to it', () => {
  it('when both run at once, then no player is ever left on a deleted club', async () => {
    const owner = await asOwner();
    const teams = await createTeams(...Array.from({ length: 8 }, (_, i) => `Club ${i}`));
    const [other] = await createTeams('Other');
    const mover = await createPlayer(other!._id, 'RB', 'Mover');

    const answers = await Promise.all(
      teams.flatMap((team, i) => [
        request(app).delete(`/teams/${team.id}`).set(owner),
        i % 2 === 0
          ? request(app)
              .post('/players')
              .set(owner)
              .send({ teamId: team.id, name: `Player ${i}`, position: 'DEF' })
          : request(app).post(`/players/${mover.id}/transfer/${team.id}`).set(owner),
      ]),
    );

    for (const res of answers) expect([200, 201, 204, 400, 409]).toContain(res.status);
    const clubs = new Set((await RealTeam.find().lean()).map((team) => team._id.toHexString()));
    const players = await Player.find().lean();
    expect(players.filter((player) => !clubs.has(player.teamId.toHexString()))).toEqual([]);
  });
});

describe('GET /teams/:id/players', () => {
  it('when a visitor asks, then the club players today come by position then name with the current season totals', async () => {
    const [eagles, wolves] = await createTeams('Eagles', 'Wolves');
    const coach = await createPlayer(eagles!._id, 'HC', 'Hugo Coach');
    const kicker = await createPlayer(eagles!._id, 'K', 'Kai Kicker', { jerseyNumber: 3 });
    const qb2 = await createPlayer(eagles!._id, 'QB', 'Zoltán Back');
    const qb1 = await createPlayer(eagles!._id, 'QB', 'Ádám Back', { jerseyNumber: 12 });
    await createPlayer(wolves!._id, 'QB', 'Other Club');
    const { games } = await createSeason(
      [
        { week: 1, team1: eagles!._id, team2: wolves!._id },
        { week: 2, team1: wolves!._id, team2: eagles!._id },
      ],
      { status: 'ongoing', currentWeek: 2, isWeekActive: true },
    );
    await createStat(playedFor(games[0]!, eagles!._id), qb1, { pass_yds: 120, td: 1 }, 18);
    await createStat(playedFor(games[1]!, eagles!._id), qb1, { pass_yds: 35, int: 1 }, -2.5);
    await createStat(playedFor(games[0]!, eagles!._id), kicker, { fg: 2, xp: 1 }, 7);

    const res = await request(app)
      .get(`/teams/${eagles!.id}/players`)
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual([
      'Ádám Back',
      'Zoltán Back',
      'Kai Kicker',
      'Hugo Coach',
    ]);
    expect(res.body[0]).toEqual({
      id: qb1.id,
      name: 'Ádám Back',
      position: 'QB',
      group: 'offense',
      status: 'active',
      jerseyNumber: 12,
      team: { id: eagles!.id, name: 'Eagles' },
      photoUrl: null,
      scores: expect.objectContaining({ pass_yds: 155, td: 1, int: 1, fg: 0, fantasy_points: 15.5 }),
    });
    expect(res.body[1].id).toBe(qb2.id);
    expect(res.body[1].scores).toEqual(expect.objectContaining({ pass_yds: 0, fantasy_points: 0 }));
    expect(res.body[2].scores).toEqual(expect.objectContaining({ fg: 2, xp: 1, fantasy_points: 7 }));
    expect(res.body[3]).toEqual(expect.objectContaining({ id: coach.id, group: 'hc', jerseyNumber: null }));
  });

  it('when no season is current, then the latest season to start gives the totals', async () => {
    const [eagles, wolves] = await createTeams('Eagles', 'Wolves');
    const qb = await createPlayer(eagles!._id, 'QB', 'Quinn Back');
    const older = await seasonWith('finished', eagles!._id, wolves!._id);
    const newer = await seasonWith('finished', eagles!._id, wolves!._id);
    await SeasonModel.updateOne({ _id: older.season._id }, { startsAt: '2020-03-01' });
    await createStat(older.games[0]!, qb, { td: 5 }, 30);
    await createStat(newer.games[0]!, qb, { td: 1 }, 6);

    const res = await request(app)
      .get(`/teams/${eagles!.id}/players`)
      .set(await asUser());

    expect(res.status).toBe(200);
    expect(res.body[0].scores).toEqual(expect.objectContaining({ td: 1, fantasy_points: 6 }));
  });

  it('when there is no season at all, then every score is 0', async () => {
    const [eagles] = await createTeams('Eagles');
    await createPlayer(eagles!._id, 'DEF', 'Eagles Defense');

    const res = await request(app)
      .get(`/teams/${eagles!.id}/players`)
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(Object.values(res.body[0].scores)).toEqual(Array(19).fill(0));
  });

  it.each([
    ['unknown', () => new Types.ObjectId().toHexString()],
    ['malformed', () => 'zzzzzzzzzzzzzzzzzzzzzzzz'],
  ])('when the club id is %s, then 404', async (_case, id) => {
    const res = await request(app)
      .get(`/teams/${id()}/players`)
      .set(await asVisitor());

    expect(res.status).toBe(404);
  });
});
