import request from 'supertest';
import type { Express } from 'express';
import { Types } from 'mongoose';
import type { SeasonPayload } from '@hfl/contracts';
import huValidation from '@hfl/contracts/locales/hu/validation.json' with { type: 'json' };
import { internalHeaders } from '@hfl/kit/testing';
import { Game } from '../../models/game';
import { SeasonModel } from '../../models/season';
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
  seasonBody,
  setUpStatsTests,
} from '../../testing/season-fixtures';

let app: Express;

const HU_TOO_MANY_TEAMS = huValidation.maxFantasyTeamsTooMany;

setUpStatsTests('stats_seasons', (built) => {
  app = built;
});

async function fourTeams() {
  const [a, b, c, d] = await createTeams('Eagles', 'Wolves', 'Bulls', 'Rams');
  return [a!._id, b!._id, c!._id, d!._id] as const;
}

/** Two rounds of two games between four teams. */
async function twoRounds() {
  const [a, b, c, d] = await fourTeams();
  return {
    teams: [a, b, c, d] as const,
    games: [
      { week: 1, team1: a, team2: b },
      { week: 1, team1: c, team2: d },
      { week: 2, team1: a, team2: c },
      { week: 2, team1: b, team2: d },
    ],
  };
}

const storedGames = async (seasonId: Types.ObjectId) =>
  (await Game.find({ seasonId }).sort({ week: 1, date: 1, _id: 1 }).lean()).map((game) => ({
    week: game.week,
    date: game.date,
    team1: game.team1Id.toHexString(),
    team2: game.team2Id.toHexString(),
  }));

describe('POST /seasons', () => {
  it('when the owner creates a valid season, then it is stored drafting with its schedule and counts', async () => {
    const { games } = await twoRounds();
    const body = seasonBody(games);
    // The first game's kickoff is known (on the league's clock); the others' not yet.
    body.games[0]!.time = '15:00';

    const res = await request(app)
      .post('/seasons')
      .set(await asOwner())
      .send(body);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: String(NEXT_YEAR),
      status: 'drafting',
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      draftWindow: body.draftWindow,
      nbWeeks: 2,
      nbTeams: 4,
      nbPlayoffWeeks: 1,
      nbMaxFantasyTeams: 4,
      currentWeek: 0,
      isWeekActive: false,
      frozenWeeks: [],
      actions: { startWeek: true, freezeWeek: false, lockWeeks: [], finish: false, recalculate: false },
    });
    expect(res.body.games).toHaveLength(4);
    expect(res.body.games[0]).toEqual({
      id: expect.any(String),
      week: 1,
      date: body.games[0]!.date,
      time: '15:00',
      team1: { id: body.games[0]!.team1, name: 'Eagles', score: null },
      team2: { id: body.games[0]!.team2, name: 'Wolves', score: null },
      hasStats: false,
    });
    expect(res.body.games[1].time).toBeNull();
    const stored = await SeasonModel.findById(res.body.id).lean();
    expect(stored).toMatchObject({ status: 'drafting', nbWeeks: 2, nbTeams: 4, activeKey: 'active', version: 0 });
    expect(stored!.draftWindow!.startDate.toISOString()).toBe(`${NEXT_YEAR}-03-01T10:00:00.000Z`);
    expect(await storedGames(stored!._id)).toEqual(
      body.games.map(({ week, date, team1, team2 }) => ({ week, date, team1, team2 })),
    );
  });

  it('when a season is not finished yet, then another is refused with 409 and nothing is stored', async () => {
    const { games } = await twoRounds();
    await createSeason(games, { status: 'ongoing', currentWeek: 1 });

    const res = await request(app)
      .post('/seasons')
      .set(await asOwner())
      .send(seasonBody(games));

    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'conflict', message: 'Finish the active season before adding a new one' });
    expect(await SeasonModel.countDocuments()).toBe(1);
    expect(await Game.countDocuments()).toBe(4);
  });

  it('when the other seasons are finished, then a new one is created', async () => {
    const { games } = await twoRounds();
    await createSeason(games, { status: 'finished', currentWeek: 2 });

    const res = await request(app)
      .post('/seasons')
      .set(await asOwner())
      .send(seasonBody(games));

    expect(res.status).toBe(201);
    expect(await SeasonModel.countDocuments()).toBe(2);
  });

  it('when 5 creations arrive at once, then exactly one season is created', async () => {
    const { games } = await twoRounds();

    const answers = await Promise.all(
      Array.from({ length: 5 }, async () =>
        request(app)
          .post('/seasons')
          .set(await asOwner())
          .send(seasonBody(games)),
      ),
    );

    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await SeasonModel.countDocuments()).toBe(1);
    expect(await Game.countDocuments()).toBe(4);
  });

  it('when the schedule names unknown teams, then 400 on those fields and nothing is stored', async () => {
    const { games } = await twoRounds();
    const ghost = new Types.ObjectId();

    const res = await request(app)
      .post('/seasons')
      .set(await asOwner())
      .send(seasonBody([...games, { week: 2, team1: games[0]!.team1, team2: ghost }]));

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'games[4].team2', message: 'Unknown team' }]);
    expect(await SeasonModel.countDocuments()).toBe(0);
  });

  const today = new Date();
  const yesterday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1, 10));
  const utc = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

  /** Form rules of section 5: each broken rule → the field and the spec's message. */
  const RULES: [string, (body: SeasonPayload) => unknown, string, string][] = [
    [
      'no draft window',
      (b) => ({ ...b, draftWindow: undefined }),
      'draftWindow',
      'Please choose date/time for the draft window',
    ],
    [
      'a draft end before its start',
      (b) => ({
        ...b,
        draftWindow: { startDate: `${NEXT_YEAR}-03-01 10:00:00`, endDate: `${NEXT_YEAR}-03-01 09:00:00` },
      }),
      'draftWindow.endDate',
      'End date should be after start date',
    ],
    [
      'a draft window of 2 h 45',
      (b) => ({
        ...b,
        draftWindow: { startDate: `${NEXT_YEAR}-03-01 10:00:00`, endDate: `${NEXT_YEAR}-03-01 12:45:00` },
      }),
      'draftWindow.endDate',
      'Draft window should be at least 3 hours long',
    ],
    [
      'a draft time off the 15-minute steps',
      (b) => ({
        ...b,
        draftWindow: { startDate: `${NEXT_YEAR}-03-01 10:10:00`, endDate: `${NEXT_YEAR}-03-01 14:00:00` },
      }),
      'draftWindow.startDate',
      'Please choose a time in 15-minute steps',
    ],
    [
      'a draft window starting yesterday',
      (b) => ({ ...b, draftWindow: { startDate: utc(yesterday), endDate: `${NEXT_YEAR}-03-01 14:00:00` } }),
      'draftWindow.startDate',
      'Dates before today cannot be chosen',
    ],
    [
      'a draft ending after the season starts',
      (b) => ({ ...b, startsAt: `${NEXT_YEAR}-03-01` }),
      'startsAt',
      'Draft end date should be before the season start date',
    ],
    [
      'a season ending before it starts',
      (b) => ({ ...b, endsAt: `${NEXT_YEAR}-03-09` }),
      'endsAt',
      'End date should be after start date',
    ],
    ['no season start', (b) => ({ ...b, startsAt: '' }), 'startsAt', 'Please choose the season start date'],
    [
      '3 playoff weeks',
      (b) => ({ ...b, nbPlayoffWeeks: 3 }),
      'nbPlayoffWeeks',
      'Please choose the number of playoff weeks',
    ],
    [
      '2 playoff weeks for 2 rounds',
      (b) => ({ ...b, nbPlayoffWeeks: 2 }),
      'nbPlayoffWeeks',
      'Too little weeks for this playoff setting, add more weeks or reduce playoff weeks number.',
    ],
    [
      'more fantasy teams than real teams',
      (b) => ({ ...b, nbMaxFantasyTeams: 6 }),
      'nbMaxFantasyTeams',
      'Too many teams selected. Total of 4 real life teams participate in this season, you cannot select more than this number for Max Fantasy Teams.',
    ],
    ['no games', (b) => ({ ...b, games: [] }), 'games', 'Please add at least one game'],
    [
      'a team against itself',
      (b) => ({ ...b, games: [{ ...b.games[0]!, team2: b.games[0]!.team1 }] }),
      'games[0].team2',
      'Teams should differ',
    ],
    [
      'a game date that is no date',
      (b) => ({ ...b, games: [{ ...b.games[0]!, date: '31/04/2027' }] }),
      'games[0].date',
      'This date is invalid, use DD/MM/YYYY format',
    ],
    [
      'a kickoff that is no time',
      (b) => ({ ...b, games: [{ ...b.games[0]!, time: '25:00' }] }),
      'games[0].time',
      'Kickoff time is invalid, use HH:mm (e.g. 15:00)',
    ],
    [
      'round 100',
      (b) => ({ ...b, games: [{ ...b.games[0]!, week: 100 }] }),
      'games[0].week',
      'Round must be a number from 1 to 99',
    ],
    [
      'an operator as a team',
      (b) => ({ ...b, games: [{ ...b.games[0]!, team1: { $gt: '' } }] }),
      'games[0].team1',
      'Please select team',
    ],
    [
      'an operator as the playoff weeks',
      (b) => ({ ...b, nbPlayoffWeeks: { $gt: 0 } }),
      'nbPlayoffWeeks',
      'Please choose the number of playoff weeks',
    ],
  ];

  it.each(RULES)(
    'when the season has %s, then 400 on the field and nothing is stored',
    async (_case, change, property, message) => {
      const { games } = await twoRounds();

      const res = await request(app)
        .post('/seasons')
        .set(await asOwner())
        .send(change(seasonBody(games)) as object);

      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('input_invalid');
      expect(res.body.error.violations).toContainEqual({ property, message });
      expect(await SeasonModel.countDocuments()).toBe(0);
      expect(await Game.countDocuments()).toBe(0);
    },
  );

  it('when the Hungarian owner picks too many fantasy teams, then the message names N in Hungarian', async () => {
    const { games } = await twoRounds();
    const hungarianOwner = await internalHeaders({
      userId: new Types.ObjectId().toHexString(),
      roles: ['SUPER_ADMIN'],
      locale: 'hu',
    });

    const res = await request(app)
      .post('/seasons')
      .set(hungarianOwner)
      .send({ ...seasonBody(games), nbMaxFantasyTeams: 8 });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      { property: 'nbMaxFantasyTeams', message: HU_TOO_MANY_TEAMS.replace('{{count}}', '4') },
    ]);
  });

  it.each([
    ['a player', 403, 'not_allowed', asUser],
    ['a visitor', 401, 'authentication_required', asVisitor],
  ] as const)('when %s tries, then %i and nothing is stored', async (_who, status, code, headers) => {
    const { games } = await twoRounds();

    const res = await request(app)
      .post('/seasons')
      .set(await headers())
      .send(seasonBody(games));

    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(await SeasonModel.countDocuments()).toBe(0);
  });
});

describe('reading seasons', () => {
  it('when there are none, then the list is empty and current and latest answer 404', async () => {
    const list = await request(app)
      .get('/seasons')
      .set(await asVisitor());
    const current = await request(app)
      .get('/seasons/current')
      .set(await asVisitor());
    const latest = await request(app)
      .get('/seasons/latest')
      .set(await asVisitor());

    expect([list.status, list.body]).toEqual([200, []]);
    expect([current.status, current.body.error.message]).toEqual([404, 'There is no active season']);
    expect(latest.status).toBe(404);
  });

  it('when there are seasons, then the list is newest first without games, and current, latest and by id read them', async () => {
    const { games } = await twoRounds();
    const { season: older } = await createSeason(games, { status: 'finished', currentWeek: 2 });
    await SeasonModel.updateOne(
      { _id: older._id },
      { $set: { startsAt: `${NEXT_YEAR - 2}-09-01`, endsAt: `${NEXT_YEAR - 1}-01-31` } },
    );
    const { season: current } = await createSeason(games.slice().reverse(), {
      status: 'ongoing',
      currentWeek: 1,
      isWeekActive: true,
    });

    const list = await request(app)
      .get('/seasons')
      .set(await asVisitor());
    const byCurrent = await request(app)
      .get('/seasons/current')
      .set(await asUser());
    const latest = await request(app)
      .get('/seasons/latest')
      .set(await asVisitor());
    const byId = await request(app)
      .get(`/seasons/${older.id}`)
      .set(await asVisitor());

    expect(list.body.map((s: { id: string; name: string }) => [s.id, s.name])).toEqual([
      [current.id, String(NEXT_YEAR)],
      [older.id, `${NEXT_YEAR - 2}/${NEXT_YEAR - 1}`],
    ]);
    expect(list.body[0].games).toBeUndefined();
    expect(byCurrent.body.id).toBe(current.id);
    // Games by round, then date.
    expect(byCurrent.body.games.map((game: { week: number }) => game.week)).toEqual([1, 1, 2, 2]);
    expect(byCurrent.body.actions).toEqual({
      startWeek: false,
      freezeWeek: true,
      lockWeeks: [1],
      finish: false,
      recalculate: true,
    });
    expect(latest.body.id).toBe(current.id);
    expect(byId.body).toMatchObject({ id: older.id, status: 'finished' });
  });

  it.each([['not-an-id'], [new Types.ObjectId().toHexString()], ['%7B%22%24gt%22%3A%22%22%7D']])(
    'when the season id is %s, then 404',
    async (id) => {
      const res = await request(app)
        .get(`/seasons/${id}`)
        .set(await asVisitor());

      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    },
  );
});

describe('POST /seasons/:id', () => {
  it('when the owner edits a season whose draft window has passed but is kept, then it is saved', async () => {
    const { games } = await twoRounds();
    const past = { startDate: new Date('2020-01-01T10:00:00Z'), endDate: new Date('2020-01-01T14:00:00Z') };
    const { season } = await createSeason(games, { status: 'ongoing', currentWeek: 1, draftWindow: past });
    const body = seasonBody(games, {
      draftWindow: { startDate: '2020-01-01 10:00:00', endDate: '2020-01-01 14:00:00' },
      endsAt: `${NEXT_YEAR}-09-30`,
    });

    const res = await request(app)
      .post(`/seasons/${season.id}`)
      .set(await asOwner())
      .send(body);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ endsAt: `${NEXT_YEAR}-09-30`, status: 'ongoing', currentWeek: 1 });
    expect((await SeasonModel.findById(season._id).lean())!.endsAt).toBe(`${NEXT_YEAR}-09-30`);
  });

  it('when the edit moves the draft window into the past, then 400', async () => {
    const { games } = await twoRounds();
    const { season } = await createSeason(games);
    const body = seasonBody(games, {
      draftWindow: { startDate: '2020-01-01 10:00:00', endDate: '2020-01-01 14:00:00' },
    });

    const res = await request(app)
      .post(`/seasons/${season.id}`)
      .set(await asOwner())
      .send(body);

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      { property: 'draftWindow.startDate', message: 'Dates before today cannot be chosen' },
    ]);
  });

  it('when the schedule changes, then sent games are updated, new ones created and missing ones deleted', async () => {
    const { teams, games } = await twoRounds();
    const { season, games: stored } = await createSeason(games);
    const [a, b, c, d] = teams;
    const body = seasonBody([]);
    body.games = [
      { id: stored[0]!.id, team1: b.toHexString(), team2: a.toHexString(), week: 1, date: `${NEXT_YEAR}-04-02` },
      { id: stored[2]!.id, team1: a.toHexString(), team2: c.toHexString(), week: 3, date: `${NEXT_YEAR}-04-20` },
      { team1: c.toHexString(), team2: d.toHexString(), week: 3, date: `${NEXT_YEAR}-04-21` },
    ];

    const res = await request(app)
      .post(`/seasons/${season.id}`)
      .set(await asOwner())
      .send(body);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nbWeeks: 3, nbTeams: 4 });
    const keptIds = (await Game.find({ seasonId: season._id }).lean()).map((game) => game._id.toHexString());
    expect(keptIds).toEqual(expect.arrayContaining([stored[0]!.id, stored[2]!.id]));
    expect(keptIds).not.toContain(stored[1]!.id);
    expect(await storedGames(season._id)).toEqual(
      body.games.map(({ week, date, team1, team2 }) => ({ week, date, team1, team2 })),
    );
  });

  it.each([
    ['deleted', (g: ScheduleGame[]) => g.slice(1)],
    ['moved to another round', (g: ScheduleGame[]) => [{ ...g[0]!, week: 2 }, ...g.slice(1)]],
    ['given other teams', (g: ScheduleGame[]) => [{ ...g[0]!, team1: g[0]!.team2, team2: g[0]!.team1 }, ...g.slice(1)]],
  ])('when a game with statistics would be %s, then 409 and nothing changes', async (_case, change) => {
    const { games } = await twoRounds();
    const { season, games: stored } = await createSeason(
      games.map((game, i) => ({ ...game, hasStats: i === 0 })),
      { status: 'ongoing', currentWeek: 1, isWeekActive: true },
    );
    const before = await storedGames(season._id);
    const sent = stored.map((game) => ({
      id: game.id as string,
      team1: game.team1Id.toHexString(),
      team2: game.team2Id.toHexString(),
      week: game.week,
      date: game.date,
    }));

    const res = await request(app)
      .post(`/seasons/${season.id}`)
      .set(await asOwner())
      .send({ ...seasonBody([]), games: change(sent) });

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('A game that has statistics cannot be removed or moved to another round');
    expect(await storedGames(season._id)).toEqual(before);
  });

  it('when a game with statistics only changes its date, then it is saved', async () => {
    const { games } = await twoRounds();
    const { season, games: stored } = await createSeason(
      games.map((game, i) => ({ ...game, hasStats: i === 0 })),
      { status: 'ongoing', currentWeek: 1, isWeekActive: true },
    );
    const sent = stored.map((game) => ({
      id: game.id as string,
      team1: game.team1Id.toHexString(),
      team2: game.team2Id.toHexString(),
      week: game.week,
      date: game.week === 1 ? `${NEXT_YEAR}-05-05` : game.date,
    }));

    const res = await request(app)
      .post(`/seasons/${season.id}`)
      .set(await asOwner())
      .send({ ...seasonBody([]), games: sent });

    expect(res.status).toBe(200);
    expect((await Game.findById(stored[0]!._id).lean())!.date).toBe(`${NEXT_YEAR}-05-05`);
  });

  it('when the schedule would end before the current round, then 409 and nothing changes', async () => {
    const { teams, games } = await twoRounds();
    const { season } = await createSeason([...games, { week: 3, team1: teams[0], team2: teams[3] }], {
      status: 'ongoing',
      currentWeek: 3,
    });
    const before = await storedGames(season._id);

    const res = await request(app)
      .post(`/seasons/${season.id}`)
      .set(await asOwner())
      .send(seasonBody(games));

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('The schedule must keep the rounds already played');
    expect(await storedGames(season._id)).toEqual(before);
  });

  it('when a sent game id is not one of the season, then 400 on it', async () => {
    const { games } = await twoRounds();
    const { season } = await createSeason(games);
    const body = seasonBody(games);
    body.games[0] = { ...body.games[0]!, id: new Types.ObjectId().toHexString() };

    const res = await request(app)
      .post(`/seasons/${season.id}`)
      .set(await asOwner())
      .send(body);

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      { property: 'games[0].id', message: 'The requested item does not exist' },
    ]);
  });

  it('when the season is finished, then 409 and nothing changes', async () => {
    const { games } = await twoRounds();
    const { season } = await createSeason(games, { status: 'finished', currentWeek: 2 });

    const res = await request(app)
      .post(`/seasons/${season.id}`)
      .set(await asOwner())
      .send(seasonBody(games, { endsAt: `${NEXT_YEAR}-09-30` }));

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This season is finished');
    expect((await SeasonModel.findById(season._id).lean())!.endsAt).toBe(`${NEXT_YEAR}-08-31`);
  });

  it.each([
    ['a player', 403, asUser],
    ['a visitor', 401, asVisitor],
  ] as const)('when %s tries, then %i', async (_who, status, headers) => {
    const { games } = await twoRounds();
    const { season } = await createSeason(games);

    const res = await request(app)
      .post(`/seasons/${season.id}`)
      .set(await headers())
      .send(seasonBody(games, { endsAt: `${NEXT_YEAR}-09-30` }));

    expect(res.status).toBe(status);
    expect((await SeasonModel.findById(season._id).lean())!.endsAt).toBe(`${NEXT_YEAR}-08-31`);
  });
});

type ScheduleGame = { id?: string; team1: string; team2: string; week: number; date: string };

describe('POST /seasons/:id/schedule', () => {
  it('when the owner saves a new schedule, then it replaces the old one and the counts follow', async () => {
    const { teams, games } = await twoRounds();
    const { season } = await createSeason(games);
    const [a, b, c, d] = teams.map((team) => team.toHexString()) as [string, string, string, string];
    const schedule = [1, 2, 3].flatMap((week) => [
      { team1: a, team2: b, week, date: `${NEXT_YEAR}-05-0${week}` },
      { team1: c, team2: d, week, date: `${NEXT_YEAR}-05-0${week}` },
    ]);

    const res = await request(app)
      .post(`/seasons/${season.id}/schedule`)
      .set(await asOwner())
      .send({ games: schedule });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nbWeeks: 3, nbTeams: 4 });
    expect(res.body.games).toHaveLength(6);
    expect(await storedGames(season._id)).toEqual(
      schedule.map(({ week, date, team1, team2 }) => ({ week, date, team1, team2 })),
    );
    expect(await SeasonModel.findById(season._id).lean()).toMatchObject({ nbWeeks: 3, nbTeams: 4 });
  });

  it("when the new schedule has fewer real teams than the season's fantasy teams, then 400 naming N", async () => {
    const { teams, games } = await twoRounds();
    const { season } = await createSeason(games);
    const [a, b, c] = teams.map((team) => team.toHexString()) as [string, string, string];
    const schedule = [
      { team1: a, team2: b, week: 1, date: `${NEXT_YEAR}-05-01` },
      { team1: b, team2: c, week: 2, date: `${NEXT_YEAR}-05-08` },
    ];

    const res = await request(app)
      .post(`/seasons/${season.id}/schedule`)
      .set(await asOwner())
      .send({ games: schedule });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      {
        property: 'nbMaxFantasyTeams',
        message:
          'Too many teams selected. Total of 3 real life teams participate in this season, you cannot select more than this number for Max Fantasy Teams.',
      },
    ]);
    expect(await Game.countDocuments()).toBe(4);
  });

  it('when the schedule leaves no more rounds than playoff weeks, then 400 on nbPlayoffWeeks', async () => {
    const { games } = await twoRounds();
    const { season } = await createSeason(games);
    const before = await storedGames(season._id);

    const res = await request(app)
      .post(`/seasons/${season.id}/schedule`)
      .set(await asOwner())
      .send({ games: seasonBody(games.filter((game) => game.week === 1)).games });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      {
        property: 'nbPlayoffWeeks',
        message: 'Too little weeks for this playoff setting, add more weeks or reduce playoff weeks number.',
      },
    ]);
    expect(await storedGames(season._id)).toEqual(before);
  });

  it.each([
    [{ games: [] }, 'games', 'Please add at least one game'],
    [{ games: { $gt: '' } }, 'games', 'Please add at least one game'],
  ])('when the body is %j, then 400', async (body, property, message) => {
    const { games } = await twoRounds();
    const { season } = await createSeason(games);

    const res = await request(app)
      .post(`/seasons/${season.id}/schedule`)
      .set(await asOwner())
      .send(body);

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property, message }]);
    expect(await Game.countDocuments()).toBe(4);
  });

  it('when a player tries, then 403', async () => {
    const { games } = await twoRounds();
    const { season } = await createSeason(games);

    const res = await request(app)
      .post(`/seasons/${season.id}/schedule`)
      .set(await asUser())
      .send({ games: [] });

    expect(res.status).toBe(403);
  });
});

describe('round points', () => {
  async function scoredRound() {
    const { teams, games } = await twoRounds();
    const { season, games: stored } = await createSeason([...games, { week: 1, team1: teams[0], team2: teams[3] }], {
      status: 'ongoing',
      currentWeek: 1,
      isWeekActive: true,
    });
    const qb = await createPlayer(teams[0], 'QB', 'Quinn Back');
    const rb = await createPlayer(teams[2], 'RB', 'Randy Runner');
    // The QB plays twice in round 1 (games 0 and 4); round 2's line must not count.
    await createStat(stored[0]!, qb, { td: 1 }, 6);
    await createStat(stored[4]!, qb, { td: 2 }, 12.5);
    await createStat(stored[1]!, rb, { td: 3 }, 18.25);
    await createStat(stored[2]!, qb, { td: 9 }, 54);
    return { season, qb, rb, teams };
  }

  it('when the owner reads a round, then its games and every line best first', async () => {
    const { season, qb, rb, teams } = await scoredRound();

    const res = await request(app)
      .get(`/seasons/${season.id}/points?week=1`)
      .set(await asOwner());

    expect(res.status).toBe(200);
    expect(res.body.week).toBe(1);
    expect(res.body.games).toHaveLength(3);
    expect(res.body.players).toEqual([
      {
        id: rb.id,
        name: 'Randy Runner',
        position: 'RB',
        team: { id: teams[2].toHexString(), name: 'Bulls' },
        game: 'Bulls – Rams',
        fantasy_points: 18.25,
      },
      {
        id: qb.id,
        name: 'Quinn Back',
        position: 'QB',
        team: { id: teams[0].toHexString(), name: 'Eagles' },
        game: 'Eagles – Rams',
        fantasy_points: 12.5,
      },
      {
        id: qb.id,
        name: 'Quinn Back',
        position: 'QB',
        team: { id: teams[0].toHexString(), name: 'Eagles' },
        game: 'Eagles – Wolves',
        fantasy_points: 6,
      },
    ]);
  });

  it.each([[''], ['?week=0'], ['?week=100'], ['?week=x'], ['?week[$gt]=1']])(
    'when the round query is "%s", then 400',
    async (query) => {
      const { season } = await scoredRound();

      const res = await request(app)
        .get(`/seasons/${season.id}/points${query}`)
        .set(await asVisitor());

      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('input_invalid');
    },
  );

  it("when fantasy asks for a round's player points, then each player gets the sum of their games", async () => {
    const { season, qb, rb } = await scoredRound();

    const res = await request(app)
      .get(`/internal/seasons/${season.id}/weeks/1/player-points`)
      .set(await asService());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ [qb.id]: 18.5, [rb.id]: 18.25 });
  });

  it.each([
    ['the owner', 403, asOwner],
    ['a player', 403, asUser],
    ['a visitor', 403, asVisitor],
  ] as const)('when %s asks for the internal player points, then %i', async (_who, status, headers) => {
    const { season } = await scoredRound();

    const res = await request(app)
      .get(`/internal/seasons/${season.id}/weeks/1/player-points`)
      .set(await headers());

    expect(res.status).toBe(status);
  });
});

describe('the last round a late draft may start before', () => {
  /** Six rounds of two games between four teams: with one playoff week, regular rounds 1–5. */
  async function sixRounds() {
    const [a, b, c, d] = await fourTeams();
    return Array.from({ length: 6 }, (_, i) => [
      { week: i + 1, team1: a, team2: b },
      { week: i + 1, team1: c, team2: d },
    ]).flat();
  }

  it('when the owner sets it, then it is stored and shown; emptied, the default is back', async () => {
    const games = await sixRounds();
    const created = await request(app)
      .post('/seasons')
      .set(await asOwner())
      .send(seasonBody(games, { lateDraftLastRound: 2 }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ lateDraftLastRound: 2, roundStarts: [] });

    const edited = await request(app)
      .post(`/seasons/${created.body.id}`)
      .set(await asOwner())
      .send({ ...seasonBody(games), lateDraftLastRound: '' });
    expect(edited.status).toBe(200);
    expect(edited.body.lateDraftLastRound).toBeNull();
    expect((await SeasonModel.findById(created.body.id).lean())!.lateDraftLastRound).toBeNull();
  });

  it('when it would leave fewer than 3 regular rounds, then 400 on the field naming the latest round', async () => {
    const res = await request(app)
      .post('/seasons')
      .set(await asOwner())
      .send(seasonBody(await sixRounds(), { lateDraftLastRound: 4 }));

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      {
        property: 'lateDraftLastRound',
        message: 'A late draft must leave at least 3 regular rounds: choose round 3 or earlier',
      },
    ]);
    expect(await SeasonModel.countDocuments()).toBe(0);
  });

  it('when the owner starts rounds, then the season says when each one started', async () => {
    const created = await request(app)
      .post('/seasons')
      .set(await asOwner())
      .send(seasonBody(await sixRounds()));
    const before = Date.now();
    await request(app)
      .post('/seasons/current/start-week')
      .set(await asOwner())
      .expect(200);

    const res = await request(app)
      .get(`/seasons/${created.body.id}`)
      .set(await asVisitor())
      .expect(200);

    expect(res.body.roundStarts).toEqual([{ week: 1, at: expect.any(String) }]);
    const at = new Date(`${res.body.roundStarts[0].at.replace(' ', 'T')}Z`).getTime();
    expect(at).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });
});
