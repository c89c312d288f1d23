import request from 'supertest';
import type { Express } from 'express';
import { Types } from 'mongoose';
import {
  DEFAULT_SCORE_CONFIG,
  derivedStats,
  enteredStatKeys,
  fantasyPoints,
  type PlayerStats,
  type PlayerSummary,
  type Position,
  type ScoreConfig,
} from '@hfl/contracts';
import { stopWithTestDatabase } from '@hfl/kit/testing';
import { Game } from '../../models/game';
import { PlayerStat } from '../../models/player-stat';
import { ScoreConfigModel } from '../../models/score-config';
import {
  asOwner,
  asUser,
  asVisitor,
  createPlayer,
  createSeason,
  createTeams,
  NEXT_YEAR,
  SEASON_MODELS,
  startFantasyRecorder,
  type FantasyRecorder,
  type SeasonStateSpec,
  setUpStatsTests,
} from '../../testing/season-fixtures';

let app: Express;
let fantasy: FantasyRecorder;

beforeAll(async () => {
  fantasy = await startFantasyRecorder();
  stopWithTestDatabase(fantasy.close);
});

setUpStatsTests(
  'stats_games',
  (built) => {
    app = built;
  },
  { peers: () => ({ FANTASY_URL: fantasy.url }), models: [...SEASON_MODELS, ScoreConfigModel] },
);

beforeEach(() => fantasy.reset());

/** Round 1 locked, round 2 active, round 3 to come (unless `state` says otherwise); one Eagles–Wolves game a round. */
async function world(state: SeasonStateSpec = { status: 'ongoing', currentWeek: 2, isWeekActive: true }) {
  const [eagles, wolves, bulls] = await createTeams('Eagles', 'Wolves', 'Bulls');
  const { season, games } = await createSeason(
    [1, 2, 3].map((week) => ({ week, team1: eagles!._id, team2: wolves!._id })),
    state,
  );
  const players = {
    qb: await createPlayer(eagles!._id, 'QB', 'Quinn Back', { jerseyNumber: 12 }),
    rb: await createPlayer(eagles!._id, 'RB', 'Ray Runner'),
    k: await createPlayer(eagles!._id, 'K', 'Kim Kicker'),
    def: await createPlayer(eagles!._id, 'DEF', 'Eagles Defense'),
    hc: await createPlayer(eagles!._id, 'HC', 'Harry Coach'),
    benched: await createPlayer(eagles!._id, 'WR', 'Ivan Inactive', { status: 'inactive' }),
    injured: await createPlayer(eagles!._id, 'WR', 'Abe Injured', { status: 'injured' }),
    wolfQb: await createPlayer(wolves!._id, 'QB', 'Wes Wolf'),
    wolfDef: await createPlayer(wolves!._id, 'DEF', 'Wolves Defense'),
    wolfHc: await createPlayer(wolves!._id, 'HC', 'Hank Coach'),
    bull: await createPlayer(bulls!._id, 'TE', 'Bo Bull'),
  };
  const [round1, round2, round3] = games as [(typeof games)[0], (typeof games)[0], (typeof games)[0]];
  return { season, teams: { eagles: eagles!, wolves: wolves!, bulls: bulls! }, players, round1, round2, round3 };
}

type World = Awaited<ReturnType<typeof world>>;

/** Every entered statistic of the position: 1 each, with some yards. */
function statsFor(position: Position): PlayerStats {
  const stats: PlayerStats = Object.fromEntries(enteredStatKeys(position).map((key) => [key, 1]));
  if (position === 'QB') stats.pass_yds = 250;
  return stats;
}

/** A complete sheet for the players listed before the first save (28–21 by default). */
function fullSheet(w: World, extra: Partial<{ scoreTeam1: number; scoreTeam2: number; force: boolean }> = {}) {
  const listed = [
    w.players.qb,
    w.players.rb,
    w.players.k,
    w.players.def,
    w.players.hc,
    w.players.injured,
    w.players.wolfQb,
    w.players.wolfDef,
    w.players.wolfHc,
  ];
  return {
    scoreTeam1: 28,
    scoreTeam2: 21,
    players: Object.fromEntries(listed.map((player) => [player.id, statsFor(player.position as Position)])),
    ...extra,
  };
}

const lineNames = (side: { players: { name: string }[] }) => side.players.map((player) => player.name);

describe('GET /games/:id', () => {
  it("when no sheet was saved yet, then each side lists its club's players not inactive, by position then name", async () => {
    const w = await world();

    const res = await request(app)
      .get(`/games/${w.round2.id}`)
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: w.round2.id,
      season: { id: w.season.id, name: String(NEXT_YEAR) },
      week: 2,
      date: w.round2.date,
      roundState: 'active',
      isDateEditable: true,
      areStatsEditable: true,
      canForceEdit: false,
      hasStats: false,
    });
    expect(res.body.team1).toMatchObject({ id: w.teams.eagles.id, name: 'Eagles', score: null });
    expect(lineNames(res.body.team1)).toEqual([
      'Quinn Back',
      'Ray Runner',
      'Abe Injured',
      'Kim Kicker',
      'Eagles Defense',
      'Harry Coach',
    ]);
    expect(lineNames(res.body.team2)).toEqual(['Wes Wolf', 'Wolves Defense', 'Hank Coach']);
    expect(res.body.team1.players[0]).toEqual({
      id: w.players.qb.id,
      name: 'Quinn Back',
      position: 'QB',
      jerseyNumber: 12,
      stats: {},
      fantasy_points: null,
    });
  });

  it.each([
    ['round 1', 'round1', { roundState: 'locked', isDateEditable: false, areStatsEditable: false, canForceEdit: true }],
    ['round 3', 'round3', { roundState: 'future', isDateEditable: true, areStatsEditable: false, canForceEdit: false }],
  ] as const)('when the game is in %s, then its flags say what may change', async (_case, round, flags) => {
    const w = await world();

    const res = await request(app)
      .get(`/games/${w[round].id}`)
      .set(await asVisitor());

    expect(res.body).toMatchObject(flags);
  });

  it.each([['nope'], [new Types.ObjectId().toHexString()]])('when the game id is %s, then 404', async (id) => {
    const res = await request(app)
      .get(`/games/${id}`)
      .set(await asVisitor());

    expect(res.status).toBe(404);
  });
});

describe('POST /games/:id/scores', () => {
  it('when the owner saves a full sheet, then stats with the derived ones and points are stored for every line', async () => {
    const w = await world();
    const sheet = fullSheet(w);

    const res = await request(app)
      .post(`/games/${w.round2.id}/scores`)
      .set(await asOwner())
      .send(sheet);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hasStats: true, team1: { score: 28 }, team2: { score: 21 } });
    const stats = await PlayerStat.find({}).lean();
    expect(stats).toHaveLength(9);
    const of = (id: string) => stats.find((stat) => stat.playerId.toHexString() === id)!;
    expect(of(w.players.def.id).stats).toEqual({ ...statsFor('DEF'), pts_allowed: 21 });
    expect(of(w.players.wolfDef.id).stats).toEqual({ ...statsFor('DEF'), pts_allowed: 28 });
    expect(of(w.players.hc.id).stats).toEqual({ win_loss: 1, pts_gained: 28, score_difference: 7 });
    expect(of(w.players.wolfHc.id).stats).toEqual({ win_loss: -1, pts_gained: 21, score_difference: -7 });
    // Win 6 + 28 × 0.25 + margin 7 (0–8) 3; the loser: -6 and -3.
    expect([of(w.players.hc.id).points, of(w.players.wolfHc.id).points]).toEqual([16, -9]);
    for (const stat of stats) {
      expect(stat.points).toBe(
        fantasyPoints(stat.position as Position, stat.stats as PlayerStats, DEFAULT_SCORE_CONFIG),
      );
      expect(stat).toMatchObject({ seasonId: w.season._id, week: 2, gameId: w.round2._id });
    }
    expect(of(w.players.qb.id).teamId).toEqual(w.teams.eagles._id);
    expect(of(w.players.wolfQb.id).teamId).toEqual(w.teams.wolves._id);
    const game = (await Game.findById(w.round2._id).lean())!;
    expect(game).toMatchObject({ score1: 28, score2: 21, hasStats: true });
    expect(game.team1Players.map(String).sort()).toEqual(
      [w.players.qb, w.players.rb, w.players.k, w.players.def, w.players.hc, w.players.injured].map((p) => p.id).sort(),
    );
    const hcLine = res.body.team1.players.find((line: { id: string }) => line.id === w.players.hc.id);
    expect(hcLine).toMatchObject({ stats: { win_loss: 1, pts_gained: 28, score_difference: 7 }, fantasy_points: 16 });
    // The round is being played: fantasy shows its new points at once, nothing is scored.
    expect(fantasy.calls).toEqual([
      { method: 'POST', path: '/internal/live-points', service: 'stats', body: { seasonId: w.season.id, week: 2 } },
    ]);
  });

  it('when the players list was read before a sheet is saved, then the list counts the sheet at once', async () => {
    const w = await world();
    const qbPoints = async () => {
      const res = await request(app)
        .get('/players')
        .query({ season: w.season.id, team: w.teams.eagles.id, position: 'QB' })
        .set(await asVisitor())
        .expect(200);
      return (res.body as PlayerSummary[])[0]!.scores.fantasy_points;
    };
    const before = await qbPoints();

    await request(app)
      .post(`/games/${w.round2.id}/scores`)
      .set(await asOwner())
      .send(fullSheet(w))
      .expect(200);

    expect(await qbPoints()).toBeCloseTo(before + fantasyPoints('QB', statsFor('QB'), DEFAULT_SCORE_CONFIG), 2);
  });

  it('when the owner saved a score configuration, then the sheet is scored with it', async () => {
    const w = await world();
    const config: ScoreConfig = {
      ...(structuredClone(DEFAULT_SCORE_CONFIG) as ScoreConfig),
      pass_yds: { operation: '/', sign: '+', points: 25 },
    };
    await request(app)
      .post('/score-configs')
      .set(await asOwner())
      .send(config)
      .expect(200);

    await request(app)
      .post(`/games/${w.round2.id}/scores`)
      .set(await asOwner())
      .send(fullSheet(w))
      .expect(200);

    const qb = (await PlayerStat.findOne({ playerId: w.players.qb._id }).lean())!;
    expect(qb.points).toBe(fantasyPoints('QB', statsFor('QB'), config));
    expect(qb.points).toBe(9.2);
  });

  it('when a tie is saved, then the coaches score nothing for margins and the defences their points allowed', async () => {
    const w = await world();

    await request(app)
      .post(`/games/${w.round2.id}/scores`)
      .set(await asOwner())
      .send(fullSheet(w, { scoreTeam1: 3, scoreTeam2: 3 }))
      .expect(200);

    const hc = (await PlayerStat.findOne({ playerId: w.players.hc._id }).lean())!;
    const def = (await PlayerStat.findOne({ playerId: w.players.def._id }).lean())!;
    expect(hc).toMatchObject({ stats: derivedStats('HC', 3, 3), points: 0 });
    expect(def.stats).toMatchObject({ pts_allowed: 3 });
    expect(def.points).toBe(6 + 3 + 3 + 6);
  });

  it('when the sheet is saved again, then the lines are overwritten, never doubled', async () => {
    const w = await world();
    await request(app)
      .post(`/games/${w.round2.id}/scores`)
      .set(await asOwner())
      .send(fullSheet(w))
      .expect(200);

    const res = await request(app)
      .post(`/games/${w.round2.id}/scores`)
      .set(await asOwner())
      .send(fullSheet(w, { scoreTeam1: 10, scoreTeam2: 30 }));

    expect(res.status).toBe(200);
    expect(await PlayerStat.countDocuments()).toBe(9);
    expect((await PlayerStat.findOne({ playerId: w.players.hc._id }).lean())!.stats).toEqual({
      win_loss: -1,
      pts_gained: 10,
      score_difference: -20,
    });
  });

  it('when a listed player misses statistics, then 400 names each missing one and nothing is stored', async () => {
    const w = await world();
    const sheet = fullSheet(w);
    const { pass_yds: _dropped, ...qbStats } = sheet.players[w.players.qb.id]!;
    sheet.players[w.players.qb.id] = qbStats;
    delete sheet.players[w.players.k.id];

    const res = await request(app)
      .post(`/games/${w.round2.id}/scores`)
      .set(await asOwner())
      .send(sheet);

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      { property: `players.${w.players.qb.id}.pass_yds`, message: 'Required' },
      ...enteredStatKeys('K').map((key) => ({ property: `players.${w.players.k.id}.${key}`, message: 'Required' })),
    ]);
    expect(await PlayerStat.countDocuments()).toBe(0);
    expect((await Game.findById(w.round2._id).lean())!.hasStats).toBe(false);
  });

  it('when players are added to a side, then they are listed there and their stats count for that club', async () => {
    const w = await world();
    const sheet = { ...fullSheet(w), addPlayersTeam1: [w.players.bull.id, w.players.benched.id] };
    sheet.players[w.players.bull.id] = statsFor('TE');
    sheet.players[w.players.benched.id] = statsFor('WR');

    const res = await request(app)
      .post(`/games/${w.round2.id}/scores`)
      .set(await asOwner())
      .send(sheet);

    expect(res.status).toBe(200);
    expect(lineNames(res.body.team1)).toEqual([
      'Quinn Back',
      'Ray Runner',
      'Abe Injured',
      'Ivan Inactive',
      'Bo Bull',
      'Kim Kicker',
      'Eagles Defense',
      'Harry Coach',
    ]);
    expect((await PlayerStat.findOne({ playerId: w.players.bull._id }).lean())!.teamId).toEqual(w.teams.eagles._id);
  });

  it('when the sheet was saved, then later changes to the club do not change its lines', async () => {
    const w = await world();
    await request(app)
      .post(`/games/${w.round2.id}/scores`)
      .set(await asOwner())
      .send(fullSheet(w))
      .expect(200);
    await createPlayer(w.teams.eagles._id, 'WR', 'New Signing');

    const res = await request(app)
      .get(`/games/${w.round2.id}`)
      .set(await asVisitor());

    expect(lineNames(res.body.team1)).not.toContain('New Signing');
    expect(res.body.team1.players).toHaveLength(6);
  });

  it.each([
    [
      'an added player who does not exist',
      (_w: World) => ({ addPlayersTeam1: [new Types.ObjectId().toHexString()] }),
      'addPlayersTeam1',
    ],
    [
      'a player added to the side he is not on',
      (w: World) => ({ addPlayersTeam2: [w.players.qb.id] }),
      'addPlayersTeam2',
    ],
    [
      'statistics of a player not in the game',
      (w: World) => ({ players: { ...fullSheet(w).players, [w.players.bull.id]: statsFor('TE') } }),
      null,
    ],
  ])('when the sheet has %s, then 400 "Some players do not play in this game"', async (_case, change, property) => {
    const w = await world();

    const res = await request(app)
      .post(`/games/${w.round2.id}/scores`)
      .set(await asOwner())
      .send({ ...fullSheet(w), ...change(w) });

    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Some players do not play in this game');
    expect(res.body.error.violations).toEqual([
      { property: property ?? `players.${w.players.bull.id}`, message: 'Some players do not play in this game' },
    ]);
    expect(await PlayerStat.countDocuments()).toBe(0);
  });

  it.each([
    ['a score over 999', { scoreTeam1: 1000 }, 'scoreTeam1', 'Score must be a number from 0 to 999'],
    ['a negative score', { scoreTeam2: -1 }, 'scoreTeam2', 'Score must be a number from 0 to 999'],
    ['a score that is text', { scoreTeam1: 'many' }, 'scoreTeam1', 'Score must be a number from 0 to 999'],
    ['an operator as the score', { scoreTeam1: { $gt: 0 } }, 'scoreTeam1', 'Score must be a number from 0 to 999'],
    ['an operator as the players', { players: { $gt: '' } }, 'players', 'Invalid data provided'],
    [
      'an operator as an added player',
      { addPlayersTeam1: [{ $gt: '' }] },
      'addPlayersTeam1[0]',
      'Invalid data provided',
    ],
  ])('when the sheet has %s, then 400 and nothing is stored', async (_case, change, property, message) => {
    const w = await world();

    const res = await request(app)
      .post(`/games/${w.round2.id}/scores`)
      .set(await asOwner())
      .send({ ...fullSheet(w), ...change });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toContainEqual({ property, message });
    expect(await PlayerStat.countDocuments()).toBe(0);
  });

  it('when a stat is not a whole number, then 400 on that stat', async () => {
    const w = await world();
    const sheet = fullSheet(w);
    sheet.players[w.players.rb.id] = { ...statsFor('RB'), td: 1.5 };

    const res = await request(app)
      .post(`/games/${w.round2.id}/scores`)
      .set(await asOwner())
      .send(sheet);

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      { property: `players.${w.players.rb.id}.td`, message: 'Must be a whole number' },
    ]);
  });

  it('when the round is frozen, then the sheet is saved without force, and fantasy shows its new points', async () => {
    const w = await world({ status: 'ongoing', currentWeek: 3, isWeekActive: true, frozenWeeks: [2] });

    const res = await request(app)
      .post(`/games/${w.round2.id}/scores`)
      .set(await asOwner())
      .send(fullSheet(w));

    expect(res.status).toBe(200);
    expect(fantasy.calls).toEqual([
      expect.objectContaining({ path: '/internal/live-points', body: { seasonId: w.season.id, week: 2 } }),
    ]);
  });

  it('when the round is locked, then only a force-edit saves it, and fantasy is told the round changed', async () => {
    const w = await world();

    const refused = await request(app)
      .post(`/games/${w.round1.id}/scores`)
      .set(await asOwner())
      .send(fullSheet(w));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This round is locked: use force edit to change its statistics');
    expect(await PlayerStat.countDocuments()).toBe(0);

    const forced = await request(app)
      .post(`/games/${w.round1.id}/scores`)
      .set(await asOwner())
      .send(fullSheet(w, { force: true }));

    expect(forced.status).toBe(200);
    expect(await PlayerStat.countDocuments({ week: 1 })).toBe(9);
    expect(fantasy.calls).toEqual([
      expect.objectContaining({
        path: '/internal/week-points',
        service: 'stats',
        body: { seasonId: w.season.id, weeks: [1] },
      }),
    ]);
  });

  it('when the round has not started, then 409 even with force', async () => {
    const w = await world();

    const res = await request(app)
      .post(`/games/${w.round3.id}/scores`)
      .set(await asOwner())
      .send(fullSheet(w, { force: true }));

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This round has not started yet');
    expect(await PlayerStat.countDocuments()).toBe(0);
  });

  it('when the season is finished, then 409 even with force', async () => {
    const w = await world({ status: 'finished', currentWeek: 3 });

    const res = await request(app)
      .post(`/games/${w.round2.id}/scores`)
      .set(await asOwner())
      .send(fullSheet(w, { force: true }));

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This season is finished');
  });

  it.each([
    ['a player', 403, asUser],
    ['a visitor', 401, asVisitor],
  ] as const)('when %s tries, then %i and nothing is stored', async (_who, status, headers) => {
    const w = await world();

    const res = await request(app)
      .post(`/games/${w.round2.id}/scores`)
      .set(await headers())
      .send(fullSheet(w));

    expect(res.status).toBe(status);
    expect(await PlayerStat.countDocuments()).toBe(0);
  });
});

describe('POST /games/:id/date', () => {
  const newDate = `${NEXT_YEAR}-06-15`;

  it.each([
    ['the active round', 'round2', {}],
    ['a future round', 'round3', {}],
    ['a frozen round', 'round2', { status: 'ongoing', currentWeek: 3, isWeekActive: true, frozenWeeks: [2] }],
  ] as const)('when the game is in %s, then the date changes', async (_case, round, state) => {
    const w = await world(Object.keys(state).length ? (state as SeasonStateSpec) : undefined);

    const res = await request(app)
      .post(`/games/${w[round].id}/date`)
      .set(await asOwner())
      .send({ date: newDate });

    expect(res.status).toBe(200);
    expect(res.body.date).toBe(newDate);
    expect((await Game.findById(w[round]._id).lean())!.date).toBe(newDate);
  });

  it.each([
    ['a locked round', {}],
    ['a finished season', { status: 'finished', currentWeek: 3 }],
  ] as const)('when the game is in %s, then 409 and the date stays', async (_case, state) => {
    const w = await world(Object.keys(state).length ? (state as SeasonStateSpec) : undefined);

    const res = await request(app)
      .post(`/games/${w.round1.id}/date`)
      .set(await asOwner())
      .send({ date: newDate });

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('The date of a locked round cannot be changed');
    expect((await Game.findById(w.round1._id).lean())!.date).toBe(w.round1.date);
  });

  it.each([[{ date: '15/06/2027' }], [{ date: `${NEXT_YEAR}-02-30` }], [{ date: { $gt: '' } }], [{}]])(
    'when the body is %j, then 400 "This date is invalid"',
    async (body) => {
      const w = await world();

      const res = await request(app)
        .post(`/games/${w.round2.id}/date`)
        .set(await asOwner())
        .send(body);

      expect(res.status).toBe(400);
      expect(res.body.error.violations).toEqual([
        { property: 'date', message: 'This date is invalid, use DD/MM/YYYY format' },
      ]);
      expect((await Game.findById(w.round2._id).lean())!.date).toBe(w.round2.date);
    },
  );

  it.each([
    ['a player', 403, asUser],
    ['a visitor', 401, asVisitor],
  ] as const)('when %s tries, then %i', async (_who, status, headers) => {
    const w = await world();

    const res = await request(app)
      .post(`/games/${w.round2.id}/date`)
      .set(await headers())
      .send({ date: newDate });

    expect(res.status).toBe(status);
    expect((await Game.findById(w.round2._id).lean())!.date).toBe(w.round2.date);
  });
});
