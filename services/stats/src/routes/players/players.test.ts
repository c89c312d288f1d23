import request from 'supertest';
import type { Express } from 'express';
import mongoose, { Types } from 'mongoose';
import { IMAGE_UPLOAD } from '@hfl/contracts';
import { TEST_IMAGES, testEnv } from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadStatsConfig } from '../../config';
import { Player } from '../../models/player';
import { SeasonModel } from '../../models/season';
import {
  asVisitorAtContent,
  clearStoredFiles,
  contentUrl,
  startContent,
  storedFileIds,
} from '../../testing/content-peer';
import {
  asOwner,
  asUser,
  asVisitor,
  createPlayer,
  createSeason,
  createStat,
  createTeams,
  NEXT_YEAR,
  UNREACHABLE_URL,
  playedFor,
  setUpStatsTests,
} from '../../testing/season-fixtures';

let app: Express;
setUpStatsTests(
  'stats_players',
  (built) => {
    app = built;
  },
  { peers: startContent },
);

beforeEach(clearStoredFiles);

const THIS_YEAR = new Date().getUTCFullYear();

/** A valid quarterback as the service receives it (birthDate YYYY-MM-DD). */
const quarterback = (teamId: string) => ({
  teamId,
  name: 'Kovács Bence',
  position: 'QB',
  birthDate: `${THIS_YEAR - 30}-01-01`,
  height: 188,
  weight: 95,
  jerseyNumber: 7,
  status: 'active',
  analysis: 'Quick release',
});

/** The multipart form the owner page sends: every field as text ('' for an empty one), `photo` as a file. */
function multipart(req: request.Test, fields: Record<string, unknown>, photo?: Buffer): request.Test {
  for (const [name, value] of Object.entries(fields)) req.field(name, value === null ? '' : String(value));
  return photo ? req.attach('photo', photo, { filename: 'photo.png', contentType: 'image/png' }) : req;
}

const storedPlayers = async () => Player.find().sort({ _id: 1 }).lean();

describe('POST /players', () => {
  it('when the owner adds a player with a photo, then 201 with the details, the player stored and the photo in content', async () => {
    const [eagles] = await createTeams('Eagles');

    const res = await multipart(
      request(app)
        .post('/players')
        .set(await asOwner()),
      quarterback(eagles!.id),
      TEST_IMAGES.png,
    );

    expect(res.status).toBe(201);
    const files = await storedFileIds();
    expect(files).toHaveLength(1);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Kovács Bence',
      position: 'QB',
      group: 'offense',
      status: 'active',
      jerseyNumber: 7,
      team: { id: eagles!.id, name: 'Eagles' },
      photoUrl: `/api/files/${files[0]}`,
      photo: files[0],
      scores: expect.objectContaining({ pass_yds: 0, fantasy_points: 0 }),
      birthDate: `${THIS_YEAR - 30}-01-01`,
      height: 188,
      weight: 95,
      analysis: 'Quick release',
      age: 30,
      weeks: [],
      outlook: { recentRounds: [], seasonAverage: null, comingRound: null },
    });
    expect(await storedPlayers()).toEqual([
      expect.objectContaining({
        name: 'Kovács Bence',
        position: 'QB',
        birthDate: `${THIS_YEAR - 30}-01-01`,
        height: 188,
        weight: 95,
        jerseyNumber: 7,
        teamId: eagles!._id,
        photoFileId: files[0],
      }),
    ]);
    const served = await request(contentUrl())
      .get(`/files/${files[0]}`)
      .set(await asVisitorAtContent());
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('when the owner adds a player as JSON without a photo, then 201 and no file is stored', async () => {
    const [eagles] = await createTeams('Eagles');

    const res = await request(app)
      .post('/players')
      .set(await asOwner())
      .send(quarterback(eagles!.id));

    expect(res.status).toBe(201);
    expect(res.body.photoUrl).toBeNull();
    expect(await storedPlayers()).toEqual([expect.objectContaining({ name: 'Kovács Bence', photoFileId: null })]);
    expect(await storedFileIds()).toEqual([]);
  });

  it('when the player is a DEF, then birth date, height, weight and jersey are stored as null whatever was sent', async () => {
    const [eagles] = await createTeams('Eagles');

    const res = await multipart(
      request(app)
        .post('/players')
        .set(await asOwner()),
      {
        ...quarterback(eagles!.id),
        name: 'Eagles Defense',
        position: 'DEF',
        birthDate: 'not a date',
        height: 'tall',
      },
    );

    expect(res.status).toBe(201);
    expect(res.body).toEqual(
      expect.objectContaining({
        birthDate: null,
        age: null,
        height: null,
        weight: null,
        jerseyNumber: null,
        group: 'defense',
      }),
    );
    expect(await storedPlayers()).toEqual([
      expect.objectContaining({ position: 'DEF', birthDate: null, height: null, weight: null, jerseyNumber: null }),
    ]);
  });

  it('when the player is a head coach, then the measures are null and the birth date is kept', async () => {
    const [eagles] = await createTeams('Eagles');

    const res = await request(app)
      .post('/players')
      .set(await asOwner())
      .send({ ...quarterback(eagles!.id), position: 'HC', height: 300, weight: null, jerseyNumber: 0 });

    expect(res.status).toBe(201);
    expect(await storedPlayers()).toEqual([
      expect.objectContaining({
        position: 'HC',
        birthDate: `${THIS_YEAR - 30}-01-01`,
        height: null,
        weight: null,
        jerseyNumber: null,
      }),
    ]);
  });

  it.each([
    ['no name', { name: '' }, 'name', 'Name is required'],
    ['no position', { position: '' }, 'position', 'Position is required'],
    ['an unknown position', { position: 'LB' }, 'position', 'Position is required'],
    ['no birth date', { birthDate: '' }, 'birthDate', 'This date is invalid, use DD/MM/YYYY format'],
    [
      'an impossible birth date',
      { birthDate: '2000-02-30' },
      'birthDate',
      'This date is invalid, use DD/MM/YYYY format',
    ],
    [
      'a display-format birth date',
      { birthDate: '01/01/2000' },
      'birthDate',
      'This date is invalid, use DD/MM/YYYY format',
    ],
    ['no height', { height: '' }, 'height', 'Height must be an integer'],
    ['a height in words', { height: 'tall' }, 'height', 'Height must be an integer'],
    ['a fractional height', { height: '180.5' }, 'height', 'Height must be an integer'],
    ['a height of 149', { height: '149' }, 'height', 'Height must be between 150 and 250 cm'],
    ['a height of 251', { height: '251' }, 'height', 'Height must be between 150 and 250 cm'],
    ['a weight of 39', { weight: '39' }, 'weight', 'Weight must be between 40 and 200 kg'],
    ['a weight of 201', { weight: '201' }, 'weight', 'Weight must be between 40 and 200 kg'],
    ['a fractional weight', { weight: '80.2' }, 'weight', 'Weight must be an integer'],
    ['jersey number 0', { jerseyNumber: '0' }, 'jerseyNumber', 'Jersey number must be between 1 and 99'],
    ['jersey number 100', { jerseyNumber: '100' }, 'jerseyNumber', 'Jersey number must be between 1 and 99'],
    ['a jersey number in words', { jerseyNumber: 'seven' }, 'jerseyNumber', 'Jersey number must be an integer'],
    ['an unknown status', { status: 'retired' }, 'status', 'Invalid value'],
    ['no team', { teamId: '' }, 'teamId', 'Please select team'],
    ['a malformed team', { teamId: 'eagles' }, 'teamId', 'Please select team'],
    ['an unknown team', { teamId: new Types.ObjectId().toHexString() }, 'teamId', 'Unknown team'],
  ])(
    'when the form has %s, then 400 on that field and neither player nor photo is stored',
    async (_case, change, property, message) => {
      const [eagles] = await createTeams('Eagles');

      const res = await multipart(
        request(app)
          .post('/players')
          .set(await asOwner()),
        { ...quarterback(eagles!.id), ...change },
        TEST_IMAGES.png,
      );

      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'input_invalid',
        message: 'Invalid data provided',
        violations: [expect.objectContaining({ property, message })],
      });
      expect(await storedPlayers()).toEqual([]);
      expect(await storedFileIds()).toEqual([]);
    },
  );

  it.each([
    ['the bounds', { height: 150, weight: 40, jerseyNumber: 1 }],
    ['the other bounds', { height: 250, weight: 200, jerseyNumber: 99 }],
  ])('when the measures are at %s, then the player is stored', async (_case, measures) => {
    const [eagles] = await createTeams('Eagles');

    const res = await request(app)
      .post('/players')
      .set(await asOwner())
      .send({ ...quarterback(eagles!.id), ...measures });

    expect(res.status).toBe(201);
    expect(await storedPlayers()).toEqual([expect.objectContaining(measures)]);
  });

  it.each([
    ['an operator as the name', { name: { $gt: '' } }, 'name'],
    ['an operator as the team', { teamId: { $ne: null } }, 'teamId'],
    ['an operator as the height', { height: { $gt: 0 } }, 'height'],
    ['a list as the position', { position: ['QB'] }, 'position'],
  ])('when the JSON has %s, then 400 and nothing is stored', async (_case, change, property) => {
    const [eagles] = await createTeams('Eagles');

    const res = await request(app)
      .post('/players')
      .set(await asOwner())
      .send({ ...quarterback(eagles!.id), ...change });

    expect(res.status).toBe(400);
    expect(res.body.error.violations.map((v: { property: string }) => v.property)).toEqual([property]);
    expect(await storedPlayers()).toEqual([]);
  });

  it('when the photo is larger than 5 MB, then 400 on the photo and nothing is stored', async () => {
    const [eagles] = await createTeams('Eagles');
    const big = Buffer.concat([TEST_IMAGES.png, Buffer.alloc(IMAGE_UPLOAD.maxBytes + 1 - TEST_IMAGES.png.length)]);

    const res = await multipart(
      request(app)
        .post('/players')
        .set(await asOwner()),
      quarterback(eagles!.id),
      big,
    );

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      expect.objectContaining({ property: 'photo', message: 'File too large' }),
    ]);
    expect(await storedPlayers()).toEqual([]);
    expect(await storedFileIds()).toEqual([]);
  });

  it('when the photo is not a picture by its bytes (text called photo.png), then 400 on the photo and nothing is stored', async () => {
    const [eagles] = await createTeams('Eagles');

    const res = await multipart(
      request(app)
        .post('/players')
        .set(await asOwner()),
      quarterback(eagles!.id),
      Buffer.from('not a picture'),
    );

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      expect.objectContaining({ property: 'photo', message: 'Unsupported Format' }),
    ]);
    expect(await storedPlayers()).toEqual([]);
    expect(await storedFileIds()).toEqual([]);
  });

  it('when content cannot store the photo, then 503 and no player is stored', async () => {
    const [eagles] = await createTeams('Eagles');
    const withoutContent = buildApp(
      loadStatsConfig(testEnv(mongoose.connection.name, { CONTENT_URL: UNREACHABLE_URL })),
    );

    const res = await multipart(
      request(withoutContent)
        .post('/players')
        .set(await asOwner()),
      quarterback(eagles!.id),
      TEST_IMAGES.png,
    );

    expect(res.status).toBe(503);
    expect(await storedPlayers()).toEqual([]);
  });

  it('when a user who is not the owner tries, then 403 and nothing is stored', async () => {
    const [eagles] = await createTeams('Eagles');

    const res = await multipart(
      request(app)
        .post('/players')
        .set(await asUser()),
      quarterback(eagles!.id),
      TEST_IMAGES.png,
    );

    expect(res.status).toBe(403);
    expect(await storedPlayers()).toEqual([]);
    expect(await storedFileIds()).toEqual([]);
  });

  it('when a visitor tries, then 401', async () => {
    const [eagles] = await createTeams('Eagles');

    const res = await request(app)
      .post('/players')
      .set(await asVisitor())
      .send(quarterback(eagles!.id));

    expect(res.status).toBe(401);
    expect(await storedPlayers()).toEqual([]);
  });
});

describe('POST /players/:id', () => {
  /** A quarterback stored through the API with a photo. */
  async function storedQuarterback() {
    const [eagles] = await createTeams('Eagles');
    const res = await multipart(
      request(app)
        .post('/players')
        .set(await asOwner()),
      quarterback(eagles!.id),
      TEST_IMAGES.png,
    );
    return { eagles: eagles!, id: res.body.id as string, photo: res.body.photo as string };
  }

  it('when the owner changes the fields without a photo, then 200 and the photo is kept', async () => {
    const { eagles, id, photo } = await storedQuarterback();

    const res = await multipart(
      request(app)
        .post(`/players/${id}`)
        .set(await asOwner()),
      {
        ...quarterback(eagles.id),
        name: 'Kovács Bence Jr.',
        status: 'injured',
        jerseyNumber: 8,
      },
    );

    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.objectContaining({ id, name: 'Kovács Bence Jr.', status: 'injured', jerseyNumber: 8, photo }),
    );
    expect(await storedPlayers()).toEqual([
      expect.objectContaining({ name: 'Kovács Bence Jr.', status: 'injured', photoFileId: photo }),
    ]);
    expect(await storedFileIds()).toEqual([photo]);
  });

  it('when a new photo comes, then it replaces the old one, which is removed from content', async () => {
    const { eagles, id, photo } = await storedQuarterback();

    const res = await multipart(
      request(app)
        .post(`/players/${id}`)
        .set(await asOwner()),
      quarterback(eagles.id),
      TEST_IMAGES.gif,
    );

    expect(res.status).toBe(200);
    const files = await storedFileIds();
    expect(files).toHaveLength(1);
    expect(files[0]).not.toBe(photo);
    expect(res.body.photoUrl).toBe(`/api/files/${files[0]}`);
    expect(await storedPlayers()).toEqual([expect.objectContaining({ photoFileId: files[0] })]);
  });

  it('when removePhoto is true, then the photo is cleared and removed from content', async () => {
    const { eagles, id } = await storedQuarterback();

    const res = await multipart(
      request(app)
        .post(`/players/${id}`)
        .set(await asOwner()),
      {
        ...quarterback(eagles.id),
        removePhoto: 'true',
      },
    );

    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ photo: null, photoUrl: null }));
    expect(await storedPlayers()).toEqual([expect.objectContaining({ photoFileId: null })]);
    expect(await storedFileIds()).toEqual([]);
  });

  it('when the player becomes a DEF, then the birth date and measures are cleared', async () => {
    const { eagles, id } = await storedQuarterback();

    const res = await request(app)
      .post(`/players/${id}`)
      .set(await asOwner())
      .send({ ...quarterback(eagles.id), position: 'DEF' });

    expect(res.status).toBe(200);
    expect(await storedPlayers()).toEqual([
      expect.objectContaining({ position: 'DEF', birthDate: null, height: null, weight: null, jerseyNumber: null }),
    ]);
  });

  it('when the update is invalid, then 400, the player and the old photo stay and the new photo is not stored', async () => {
    const { eagles, id, photo } = await storedQuarterback();
    const before = await storedPlayers();

    const res = await multipart(
      request(app)
        .post(`/players/${id}`)
        .set(await asOwner()),
      { ...quarterback(eagles.id), height: '400' },
      TEST_IMAGES.gif,
    );

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([expect.objectContaining({ property: 'height' })]);
    expect(await storedPlayers()).toEqual(before);
    expect(await storedFileIds()).toEqual([photo]);
  });

  it('when content cannot store the new photo, then 503 and the player keeps the old one', async () => {
    const { eagles, id, photo } = await storedQuarterback();
    const before = await storedPlayers();
    const withoutContent = buildApp(
      loadStatsConfig(testEnv(mongoose.connection.name, { CONTENT_URL: UNREACHABLE_URL })),
    );

    const res = await multipart(
      request(withoutContent)
        .post(`/players/${id}`)
        .set(await asOwner()),
      { ...quarterback(eagles.id), name: 'Changed' },
      TEST_IMAGES.gif,
    );

    expect(res.status).toBe(503);
    expect(await storedPlayers()).toEqual(before);
    expect(await storedFileIds()).toEqual([photo]);
  });

  it.each([
    ['unknown', () => new Types.ObjectId().toHexString()],
    ['malformed', () => 'not-an-id'],
  ])('when the player id is %s, then 404 and no photo is left behind', async (_case, id) => {
    const [eagles] = await createTeams('Eagles');

    const res = await multipart(
      request(app)
        .post(`/players/${id()}`)
        .set(await asOwner()),
      quarterback(eagles!.id),
      TEST_IMAGES.png,
    );

    expect(res.status).toBe(404);
    expect(await storedFileIds()).toEqual([]);
  });

  it('when a user who is not the owner tries, then 403 and the player is unchanged', async () => {
    const { eagles, id } = await storedQuarterback();
    const before = await storedPlayers();

    const res = await request(app)
      .post(`/players/${id}`)
      .set(await asUser())
      .send({ ...quarterback(eagles.id), name: 'Hacked' });

    expect(res.status).toBe(403);
    expect(await storedPlayers()).toEqual(before);
  });
});

describe('DELETE /players/:id', () => {
  it('when the player has no statistics, then 204, the player is gone and so is the photo', async () => {
    const [eagles] = await createTeams('Eagles');
    const created = await multipart(
      request(app)
        .post('/players')
        .set(await asOwner()),
      quarterback(eagles!.id),
      TEST_IMAGES.png,
    );

    const res = await request(app)
      .delete(`/players/${created.body.id}`)
      .set(await asOwner());

    expect(res.status).toBe(204);
    expect(await storedPlayers()).toEqual([]);
    expect(await storedFileIds()).toEqual([]);
  });

  it('when the player has statistics, then 409 and the player stays', async () => {
    const [eagles, wolves] = await createTeams('Eagles', 'Wolves');
    const qb = await createPlayer(eagles!._id, 'QB', 'Quinn Back');
    const { games } = await createSeason([{ week: 1, team1: eagles!._id, team2: wolves!._id }], {
      status: 'finished',
      currentWeek: 1,
    });
    await createStat(games[0]!, qb, { td: 1 }, 6);

    const res = await request(app)
      .delete(`/players/${qb.id}`)
      .set(await asOwner());

    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'conflict',
      message: 'This player has statistics and cannot be deleted; set the status to inactive instead',
    });
    expect(await Player.countDocuments()).toBe(1);
  });

  it.each([
    ['unknown', () => new Types.ObjectId().toHexString()],
    ['malformed', () => 'abc'],
  ])('when the id is %s, then 404', async (_case, id) => {
    const res = await request(app)
      .delete(`/players/${id()}`)
      .set(await asOwner());

    expect(res.status).toBe(404);
  });

  it('when a user who is not the owner tries, then 403 and the player stays', async () => {
    const [eagles] = await createTeams('Eagles');
    const qb = await createPlayer(eagles!._id, 'QB', 'Quinn Back');

    const res = await request(app)
      .delete(`/players/${qb.id}`)
      .set(await asUser());

    expect(res.status).toBe(403);
    expect(await Player.countDocuments()).toBe(1);
  });
});

describe('POST /players/:id/transfer/:teamId', () => {
  it('when the owner moves a player to another club, then 200 and the player is on it', async () => {
    const [eagles, wolves] = await createTeams('Eagles', 'Wolves');
    const qb = await createPlayer(eagles!._id, 'QB', 'Quinn Back');

    const res = await request(app)
      .post(`/players/${qb.id}/transfer/${wolves!.id}`)
      .set(await asOwner());

    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ id: qb.id, team: { id: wolves!.id, name: 'Wolves' } }));
    expect((await Player.findById(qb._id).lean())!.teamId).toEqual(wolves!._id);
  });

  it.each([
    ['the same club', (teams: { id: string }[]) => teams[0]!.id],
    ['an unknown club', () => new Types.ObjectId().toHexString()],
    ['a malformed club id', () => 'wolves'],
  ])('when the target is %s, then 400 "Please select team" and the player stays', async (_case, target) => {
    const teams = await createTeams('Eagles', 'Wolves');
    const qb = await createPlayer(teams[0]!._id, 'QB', 'Quinn Back');

    const res = await request(app)
      .post(`/players/${qb.id}/transfer/${target(teams)}`)
      .set(await asOwner());

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'teamId', message: 'Please select team' }]);
    expect((await Player.findById(qb._id).lean())!.teamId).toEqual(teams[0]!._id);
  });

  it('when the player is unknown, then 404', async () => {
    const [, wolves] = await createTeams('Eagles', 'Wolves');

    const res = await request(app)
      .post(`/players/${new Types.ObjectId().toHexString()}/transfer/${wolves!.id}`)
      .set(await asOwner());

    expect(res.status).toBe(404);
  });

  it('when a user who is not the owner tries, then 403 and the player stays', async () => {
    const [eagles, wolves] = await createTeams('Eagles', 'Wolves');
    const qb = await createPlayer(eagles!._id, 'QB', 'Quinn Back');

    const res = await request(app)
      .post(`/players/${qb.id}/transfer/${wolves!.id}`)
      .set(await asUser());

    expect(res.status).toBe(403);
    expect((await Player.findById(qb._id).lean())!.teamId).toEqual(eagles!._id);
  });
});

describe('GET /players', () => {
  /**
   * Eagles and Wolves; a finished season (round 1) and the current one (rounds 1–2). In the current season Ádám
   * (QB, Eagles) scores 10.1 + 20.25, Bence (RB, Wolves) 15 in round 2, the Wolves' K 3 in round 1; Zoli (WR) nothing.
   */
  async function league() {
    const [eagles, wolves] = await createTeams('Eagles', 'Wolves');
    const adam = await createPlayer(eagles!._id, 'QB', 'Ádám Kiss');
    const zoli = await createPlayer(eagles!._id, 'WR', 'Zoli Nagy');
    const bence = await createPlayer(wolves!._id, 'RB', 'Bence Tóth');
    const kicker = await createPlayer(wolves!._id, 'K', "Dan O'Neil (Jr.)");
    const old = await createSeason([{ week: 1, team1: eagles!._id, team2: wolves!._id }], {
      status: 'finished',
      currentWeek: 1,
    });
    await SeasonModel.updateOne({ _id: old.season._id }, { startsAt: '2020-03-01' });
    const current = await createSeason(
      [
        { week: 1, team1: eagles!._id, team2: wolves!._id },
        { week: 2, team1: wolves!._id, team2: eagles!._id },
      ],
      { status: 'ongoing', currentWeek: 2, isWeekActive: true },
    );
    // The old season started earlier but is not current: the current one wins even though both exist.
    await createStat(old.games[0]!, zoli, { catch_yds: 100 }, 10);
    await createStat(current.games[0]!, adam, { pass_yds: 101, td: 0 }, 10.1);
    await createStat(playedFor(current.games[1]!, eagles!._id), adam, { pass_yds: 142, td: 1, _2pt: 1 }, 20.25);
    await createStat(playedFor(current.games[1]!, wolves!._id), bence, { rush_yds: 90, td: 1 }, 15);
    await createStat(playedFor(current.games[0]!, wolves!._id), kicker, { fg: 1 }, 3);
    return { eagles: eagles!, wolves: wolves!, adam, zoli, bence, kicker, old: old.season, current: current.season };
  }

  const names = (body: { name: string }[]) => body.map((player) => player.name);

  it('when a visitor asks without options, then everyone comes with the current season totals, best fantasy points first', async () => {
    const w = await league();

    const res = await request(app)
      .get('/players')
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Ádám Kiss', 'Bence Tóth', "Dan O'Neil (Jr.)", 'Zoli Nagy']);
    expect(res.body[0]).toEqual(
      expect.objectContaining({
        id: w.adam.id,
        team: { id: w.eagles.id, name: 'Eagles' },
        scores: expect.objectContaining({ pass_yds: 243, td: 1, _2pt: 1, rush_yds: 0, fantasy_points: 30.35 }),
      }),
    );
    expect(res.body[3].scores).toEqual(expect.objectContaining({ catch_yds: 0, fantasy_points: 0 }));
  });

  it('when one round is asked, then only its statistics count', async () => {
    await league();

    const res = await request(app)
      .get('/players')
      .query({ week: 2 })
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(
      res.body.map((p: { name: string; scores: { fantasy_points: number } }) => [p.name, p.scores.fantasy_points]),
    ).toEqual([
      ['Ádám Kiss', 20.25],
      ['Bence Tóth', 15],
      ["Dan O'Neil (Jr.)", 0],
      ['Zoli Nagy', 0],
    ]);
  });

  it('when another season is asked, then its totals count', async () => {
    const w = await league();

    const res = await request(app)
      .get('/players')
      .query({ season: w.old.id })
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual(
      expect.objectContaining({
        name: 'Zoli Nagy',
        scores: expect.objectContaining({ catch_yds: 100, fantasy_points: 10 }),
      }),
    );
  });

  it.each([
    [
      'team and position',
      (w: Awaited<ReturnType<typeof league>>) => ({ team: w.wolves.id, position: 'RB' }),
      ['Bence Tóth'],
    ],
    ['a club', (w: Awaited<ReturnType<typeof league>>) => ({ team: w.eagles.id }), ['Ádám Kiss', 'Zoli Nagy']],
    ['a part of a name in another case', () => ({ term: 'NAGY' }), ['Zoli Nagy']],
    ['a term with accents', () => ({ term: 'ádám' }), ['Ádám Kiss']],
    ['a term with regular expression characters', () => ({ term: "o'neil (jr." }), ["Dan O'Neil (Jr.)"]],
    ['a term that is a regular expression', () => ({ term: '.*' }), []],
  ])('when filtered by %s, then only those players come', async (_case, query, expected) => {
    const w = await league();

    const res = await request(app)
      .get('/players')
      .query(query(w))
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expected);
  });

  it.each([
    ['name', 'asc', ['Ádám Kiss', 'Bence Tóth', "Dan O'Neil (Jr.)", 'Zoli Nagy']],
    ['name', 'desc', ['Zoli Nagy', "Dan O'Neil (Jr.)", 'Bence Tóth', 'Ádám Kiss']],
    // Ties (the same club) by name.
    ['team', 'asc', ['Ádám Kiss', 'Zoli Nagy', 'Bence Tóth', "Dan O'Neil (Jr.)"]],
    ['team', 'desc', ['Bence Tóth', "Dan O'Neil (Jr.)", 'Ádám Kiss', 'Zoli Nagy']],
    ['position', 'asc', ['Ádám Kiss', 'Bence Tóth', 'Zoli Nagy', "Dan O'Neil (Jr.)"]],
    ['fantasy_points', 'asc', ['Zoli Nagy', "Dan O'Neil (Jr.)", 'Bence Tóth', 'Ádám Kiss']],
    // Three players at 0 yards rushing: by name.
    ['rush_yds', 'desc', ['Bence Tóth', 'Ádám Kiss', "Dan O'Neil (Jr.)", 'Zoli Nagy']],
    ['td', 'asc', ["Dan O'Neil (Jr.)", 'Zoli Nagy', 'Ádám Kiss', 'Bence Tóth']],
  ])('when sorted by %s %s, then the order follows it, ties by name', async (sort, sortDirection, expected) => {
    await league();

    const res = await request(app)
      .get('/players')
      .query({ sort, sortDirection })
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expected);
  });

  it('when there is no season at all, then every player has zeros', async () => {
    const [eagles] = await createTeams('Eagles');
    await createPlayer(eagles!._id, 'QB', 'Quinn Back');

    const res = await request(app)
      .get('/players')
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(Object.values(res.body[0].scores as Record<string, number>).every((value) => value === 0)).toBe(true);
  });

  it('when the season is unknown, then 404', async () => {
    const res = await request(app)
      .get('/players')
      .query({ season: new Types.ObjectId().toHexString() })
      .set(await asVisitor());

    expect(res.status).toBe(404);
  });

  it('when paging through the points order, then each page continues the sorted list and X-Total-Count counts the filtered players', async () => {
    const w = await league();

    const pages = [];
    for (const offset of [0, 2, 4])
      pages.push(
        await request(app)
          .get('/players')
          .query({ limit: 2, offset })
          .set(await asVisitor()),
      );
    const wolves = await request(app)
      .get('/players')
      .query({ team: w.wolves.id, limit: 1 })
      .set(await asVisitor());

    expect(pages.map((page) => names(page.body))).toEqual([
      ['Ádám Kiss', 'Bence Tóth'],
      ["Dan O'Neil (Jr.)", 'Zoli Nagy'],
      [],
    ]);
    expect(pages.map((page) => page.headers['x-total-count'])).toEqual(['4', '4', '4']);
    expect(names(wolves.body)).toEqual(['Bence Tóth']);
    expect(wolves.headers['x-total-count']).toBe('2');
  });

  it('when there are more players than the largest page and no limit is asked, then the first 100 come back', async () => {
    const [eagles] = await createTeams('Eagles');
    for (let i = 1; i <= 101; i++) await createPlayer(eagles!._id, 'WR', `Player ${String(i).padStart(3, '0')}`);

    const res = await request(app)
      .get('/players')
      .query({ sort: 'name', sortDirection: 'asc' })
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('101');
    expect(res.body).toHaveLength(100);
    expect(res.body[99].name).toBe('Player 100');
  });

  it.each([
    ['limit', '101', 'The limit must be a whole number from 1 to 100'],
    ['limit', '1&limit=2', 'The limit must be a whole number from 1 to 100'],
    ['offset', '-3', 'The offset must be a whole number, at least 0'],
  ])('when the %s is %s, then 400 in the envelope with its message', async (property, value, message) => {
    const res = await request(app)
      .get(`/players?${property}=${value}`)
      .set(await asVisitor());

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'input_invalid',
      message: 'Invalid data provided',
      violations: [{ property, message }],
    });
  });

  it.each([
    ['a malformed season', 'season=abc'],
    ['a malformed team', 'team=eagles'],
    ['an unknown position', 'position=LB'],
    ['round 0', 'week=0'],
    ['round 100', 'week=100'],
    ['a fractional round', 'week=1.5'],
    ['an unknown sort', 'sort=password'],
    ['a wrong direction', 'sortDirection=up'],
    ['a term given twice', 'term=a&term=b'],
    ['a team given twice', 'team=a&team=b'],
    ['a term too long', `term=${'x'.repeat(101)}`],
  ])('when the query has %s, then 400 in the envelope', async (_case, query) => {
    const res = await request(app)
      .get(`/players?${query}`)
      .set(await asVisitor());

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
  });
});

describe('GET /players/:id', () => {
  it('when a visitor asks, then the record comes with the current season week by week, their sum and the age', async () => {
    const [eagles, wolves] = await createTeams('Eagles', 'Wolves');
    const qb = await createPlayer(eagles!._id, 'QB', 'Quinn Back', { jerseyNumber: 12 });
    await Player.updateOne(
      { _id: qb._id },
      { birthDate: `${THIS_YEAR - 25}-01-01`, height: 190, weight: 100, analysis: 'Strong arm' },
    );
    const { games } = await createSeason(
      [
        { week: 2, team1: wolves!._id, team2: eagles!._id },
        { week: 1, team1: eagles!._id, team2: wolves!._id },
      ],
      { status: 'ongoing', currentWeek: 2, isWeekActive: true },
    );
    await createStat(playedFor(games[0]!, eagles!._id), qb, { pass_yds: 200, td: 2 }, 32);
    await createStat(games[1]!, qb, { pass_yds: 50, int: 1 }, -1);

    const res = await request(app)
      .get(`/players/${qb.id}`)
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.objectContaining({
        id: qb.id,
        birthDate: `${THIS_YEAR - 25}-01-01`,
        age: 25,
        height: 190,
        weight: 100,
        analysis: 'Strong arm',
        photo: null,
        scores: expect.objectContaining({ pass_yds: 250, td: 2, int: 1, fantasy_points: 31 }),
      }),
    );
    expect(res.body.weeks).toEqual([
      expect.objectContaining({ week: 1, game: 'Eagles – Wolves', pass_yds: 50, int: 1, td: 0, fantasy_points: -1 }),
      expect.objectContaining({ week: 2, game: 'Wolves – Eagles', pass_yds: 200, td: 2, fantasy_points: 32 }),
    ]);
  });

  it("when rounds have statistics, then the last three come newest first with his points (none where he did not play), the average per round played and his club's game in the coming round", async () => {
    const [eagles, wolves, bulls] = await createTeams('Eagles', 'Wolves', 'Bulls');
    const qb = await createPlayer(eagles!._id, 'QB', 'Quinn Back', { status: 'injured' });
    const { games } = await createSeason(
      [
        { week: 1, team1: eagles!._id, team2: wolves!._id, hasStats: true },
        { week: 2, team1: bulls!._id, team2: eagles!._id, hasStats: true },
        { week: 3, team1: eagles!._id, team2: bulls!._id, hasStats: true },
        // Eagles rest in round 4.
        { week: 4, team1: wolves!._id, team2: bulls!._id, hasStats: true },
        { week: 5, team1: wolves!._id, team2: eagles!._id, date: `${NEXT_YEAR}-05-09`, time: '15:00' },
        { week: 6, team1: eagles!._id, team2: bulls!._id },
      ],
      { status: 'ongoing', currentWeek: 4 },
    );
    await createStat(games[0]!, qb, { td: 1 }, 10);
    await createStat(playedFor(games[1]!, eagles!._id), qb, { td: 3 }, 20.5);

    const res = await request(app)
      .get(`/players/${qb.id}`)
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body.status).toBe('injured');
    expect(res.body.outlook).toEqual({
      recentRounds: [
        { week: 4, points: null },
        { week: 3, points: null },
        { week: 2, points: 20.5 },
      ],
      seasonAverage: 15.25,
      comingRound: {
        week: 5,
        game: {
          opponent: { id: wolves!.id, name: 'Wolves' },
          home: false,
          date: `${NEXT_YEAR}-05-09`,
          // 15:00 in Budapest's summer time.
          kickoff: `${NEXT_YEAR}-05-09 13:00:00`,
        },
      },
    });
  });

  it.each([
    ['his club rests in the coming round', { status: 'ongoing', currentWeek: 1 }, { week: 2, game: null }],
    ['every round has started', { status: 'ongoing', currentWeek: 3 }, null],
    ['the season is finished', { status: 'finished', currentWeek: 2, nbWeeks: 3 }, null],
  ] as const)('when %s, then the coming round says so', async (_case, state, comingRound) => {
    const [eagles, wolves, bulls] = await createTeams('Eagles', 'Wolves', 'Bulls');
    const qb = await createPlayer(eagles!._id, 'QB', 'Quinn Back');
    await createSeason(
      [
        { week: 1, team1: eagles!._id, team2: wolves!._id },
        { week: 2, team1: wolves!._id, team2: bulls!._id },
        { week: 3, team1: bulls!._id, team2: eagles!._id },
      ],
      state,
    );

    const res = await request(app)
      .get(`/players/${qb.id}`)
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body.outlook).toEqual({ recentRounds: [], seasonAverage: null, comingRound });
  });

  it('when there is no season at all, then the details have no outlook to give', async () => {
    const [eagles] = await createTeams('Eagles');
    const qb = await createPlayer(eagles!._id, 'QB', 'Quinn Back');

    const res = await request(app)
      .get(`/players/${qb.id}`)
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body.outlook).toEqual({ recentRounds: [], seasonAverage: null, comingRound: null });
  });

  it('when another season is asked, then its weeks come', async () => {
    const [eagles, wolves] = await createTeams('Eagles', 'Wolves');
    const qb = await createPlayer(eagles!._id, 'QB', 'Quinn Back');
    const old = await createSeason([{ week: 3, team1: eagles!._id, team2: wolves!._id }], {
      status: 'finished',
      currentWeek: 3,
    });
    await createSeason([{ week: 1, team1: eagles!._id, team2: wolves!._id }], { status: 'drafting' });
    await createStat(old.games[0]!, qb, { td: 1 }, 6);

    const current = await request(app)
      .get(`/players/${qb.id}`)
      .set(await asVisitor());
    const res = await request(app)
      .get(`/players/${qb.id}`)
      .query({ season: old.season.id })
      .set(await asVisitor());

    expect(current.body.weeks).toEqual([]);
    expect(res.status).toBe(200);
    expect(res.body.weeks).toEqual([expect.objectContaining({ week: 3, td: 1, fantasy_points: 6 })]);
  });

  it.each([
    ['unknown', () => new Types.ObjectId().toHexString(), ''],
    ['malformed', () => 'not-an-id', ''],
    ['known but the season unknown', () => 'player', `?season=${new Types.ObjectId().toHexString()}`],
  ])('when the player is %s, then 404', async (_case, id, query) => {
    const [eagles] = await createTeams('Eagles');
    const qb = await createPlayer(eagles!._id, 'QB', 'Quinn Back');
    const given = id();
    const playerId = given === 'player' ? qb.id : given;

    const res = await request(app)
      .get(`/players/${playerId}${query}`)
      .set(await asVisitor());

    expect(res.status).toBe(404);
  });

  it('when the season is malformed, then 400', async () => {
    const [eagles] = await createTeams('Eagles');
    const qb = await createPlayer(eagles!._id, 'QB', 'Quinn Back');

    const res = await request(app)
      .get(`/players/${qb.id}?season[$ne]=x&season=1`)
      .set(await asVisitor());

    expect(res.status).toBe(400);
  });
});
