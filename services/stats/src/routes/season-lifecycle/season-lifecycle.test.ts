import { buildApp } from '../../app';
import { loadStatsConfig } from '../../config';
import request from 'supertest';
import type { Express } from 'express';
import { Types } from 'mongoose';
import {
  DEFAULT_SCORE_CONFIG,
  fantasyPoints,
  type PlayerSummary,
  type ScoreConfig,
  type SeasonStatus,
} from '@hfl/contracts';
import { stopWithTestDatabase, testEnv } from '@hfl/kit/testing';
import { PlayerStat } from '../../models/player-stat';
import { ScoreConfigModel } from '../../models/score-config';
import { SeasonModel, SeasonTransition } from '../../models/season';
import {
  asOwner,
  asUser,
  asVisitor,
  createPlayer,
  createSeason,
  createStat,
  createTeams,
  SEASON_MODELS,
  startFantasyRecorder,
  UNREACHABLE_URL,
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
  'stats_lifecycle',
  (built) => {
    app = built;
  },
  { peers: () => ({ FANTASY_URL: fantasy.url }), models: [...SEASON_MODELS, ScoreConfigModel] },
);

beforeEach(() => fantasy.reset());

/** A 3-round season in `state` (one game per round). */
async function seasonIn(state: SeasonStateSpec) {
  const [a, b] = await createTeams('Eagles', 'Wolves');
  return createSeason(
    [1, 2, 3].map((week) => ({ week, team1: a!._id, team2: b!._id })),
    state,
  );
}

async function storedState(id: Types.ObjectId) {
  const season = await SeasonModel.findById(id).lean();
  return {
    status: season!.status,
    currentWeek: season!.currentWeek,
    isWeekActive: season!.isWeekActive,
    frozenWeeks: season!.frozenWeeks,
    version: season!.version,
    activeKey: season!.activeKey,
  };
}

const STATES: Record<string, SeasonStateSpec> = {
  drafting: { status: 'drafting' },
  'round 1 active': { status: 'ongoing', currentWeek: 1, isWeekActive: true },
  'round 1 locked': { status: 'ongoing', currentWeek: 1 },
  'round 2 frozen': { status: 'ongoing', currentWeek: 2, frozenWeeks: [2] },
  'last round active': { status: 'ongoing', currentWeek: 3, isWeekActive: true },
  'last round locked, round 2 frozen': { status: 'ongoing', currentWeek: 3, frozenWeeks: [2] },
  'last round locked': { status: 'ongoing', currentWeek: 3 },
};

type Expected = { status: SeasonStatus; currentWeek: number; isWeekActive: boolean; frozenWeeks: number[] } | string;

/** Each action from each state: the state it leads to, or the 409 message. */
const TABLE: [string, string, string, Expected][] = [
  [
    'start-week',
    '/seasons/current/start-week',
    'drafting',
    { status: 'ongoing', currentWeek: 1, isWeekActive: true, frozenWeeks: [] },
  ],
  [
    'start-week',
    '/seasons/current/start-week',
    'round 1 active',
    'A round cannot be started now: a round is active or no rounds are left',
  ],
  [
    'start-week',
    '/seasons/current/start-week',
    'round 1 locked',
    { status: 'ongoing', currentWeek: 2, isWeekActive: true, frozenWeeks: [] },
  ],
  [
    'start-week',
    '/seasons/current/start-week',
    'round 2 frozen',
    { status: 'ongoing', currentWeek: 3, isWeekActive: true, frozenWeeks: [2] },
  ],
  [
    'start-week',
    '/seasons/current/start-week',
    'last round locked',
    'A round cannot be started now: a round is active or no rounds are left',
  ],
  [
    'freeze',
    '/seasons/current/weeks/current/freeze',
    'round 1 active',
    { status: 'ongoing', currentWeek: 1, isWeekActive: false, frozenWeeks: [1] },
  ],
  [
    'freeze',
    '/seasons/current/weeks/current/freeze',
    'drafting',
    'Only the active round before the last week can be frozen',
  ],
  [
    'freeze',
    '/seasons/current/weeks/current/freeze',
    'round 1 locked',
    'Only the active round before the last week can be frozen',
  ],
  [
    'freeze',
    '/seasons/current/weeks/current/freeze',
    'last round active',
    'Only the active round before the last week can be frozen',
  ],
  [
    'lock 1',
    '/seasons/current/weeks/1/finish',
    'round 1 active',
    { status: 'ongoing', currentWeek: 1, isWeekActive: false, frozenWeeks: [] },
  ],
  [
    'lock 2',
    '/seasons/current/weeks/2/finish',
    'round 2 frozen',
    { status: 'ongoing', currentWeek: 2, isWeekActive: false, frozenWeeks: [] },
  ],
  [
    'lock 3',
    '/seasons/current/weeks/3/finish',
    'last round active',
    { status: 'ongoing', currentWeek: 3, isWeekActive: false, frozenWeeks: [] },
  ],
  [
    'lock 1',
    '/seasons/current/weeks/1/finish',
    'round 1 locked',
    'Only the active round or a frozen round can be locked',
  ],
  ['lock 1', '/seasons/current/weeks/1/finish', 'drafting', 'Only the active round or a frozen round can be locked'],
  [
    'lock 3',
    '/seasons/current/weeks/3/finish',
    'round 2 frozen',
    'Only the active round or a frozen round can be locked',
  ],
  [
    'finish',
    '/seasons/current/finish',
    'last round locked',
    { status: 'finished', currentWeek: 3, isWeekActive: false, frozenWeeks: [] },
  ],
  [
    'finish',
    '/seasons/current/finish',
    'last round active',
    'The season can be finished only when the last round is locked and no round is frozen',
  ],
  [
    'finish',
    '/seasons/current/finish',
    'last round locked, round 2 frozen',
    'The season can be finished only when the last round is locked and no round is frozen',
  ],
  [
    'finish',
    '/seasons/current/finish',
    'round 1 locked',
    'The season can be finished only when the last round is locked and no round is frozen',
  ],
  [
    'finish',
    '/seasons/current/finish',
    'drafting',
    'The season can be finished only when the last round is locked and no round is frozen',
  ],
];

describe('season lifecycle actions', () => {
  it.each(TABLE)('when the owner calls %s (%s) in state "%s", then %j', async (_action, path, stateName, expected) => {
    const { season } = await seasonIn({ ...STATES[stateName]!, version: 4 });
    const before = await storedState(season._id);

    const res = await request(app)
      .post(path)
      .set(await asOwner());

    if (typeof expected === 'string') {
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ code: 'conflict', message: expected });
      expect(await storedState(season._id)).toEqual(before);
      expect(await SeasonTransition.countDocuments()).toBe(0);
      return;
    }
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: season.id, ...expected });
    const activeKey = expected.status === 'finished' ? season.id : 'active';
    expect(await storedState(season._id)).toEqual({ ...expected, version: 5, activeKey });
    const transitions = await SeasonTransition.find({}).lean();
    expect(transitions).toEqual([expect.objectContaining({ version: 5, state: expect.objectContaining(expected) })]);
  });

  it('when an action reports the season, then its actions say what is allowed next', async () => {
    await seasonIn(STATES['round 1 active']!);

    const res = await request(app)
      .post('/seasons/current/weeks/current/freeze')
      .set(await asOwner());

    expect(res.status).toBe(200);
    expect(res.body.actions).toEqual({
      startWeek: true,
      freezeWeek: false,
      lockWeeks: [1],
      finish: false,
      recalculate: true,
    });
    expect(res.body.games).toHaveLength(3);
  });

  it('when the season was finished, then a new season may be created', async () => {
    const { season } = await seasonIn(STATES['last round locked']!);

    await request(app)
      .post('/seasons/current/finish')
      .set(await asOwner())
      .expect(200);

    expect((await SeasonModel.findById(season._id).lean())!.activeKey).toBe(season.id);
    const current = await request(app)
      .get('/seasons/current')
      .set(await asVisitor());
    expect(current.status).toBe(404);
    expect(current.body.error.message).toBe('There is no active season');
  });

  it.each([
    ['/seasons/current/start-week'],
    ['/seasons/current/weeks/current/freeze'],
    ['/seasons/current/weeks/1/finish'],
    ['/seasons/current/finish'],
    ['/seasons/current/recalculate'],
  ])('when there is no active season, then %s answers 404 "There is no active season"', async (path) => {
    await seasonIn({ status: 'finished', currentWeek: 3 });

    const res = await request(app)
      .post(path)
      .set(await asOwner());

    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: 'There is no active season' });
  });

  it.each([['0'], ['100'], ['x'], ['1.5']])('when the round to lock is %s, then 4xx and nothing changes', async (n) => {
    const { season } = await seasonIn(STATES['round 1 active']!);

    const res = await request(app)
      .post(`/seasons/current/weeks/${n}/finish`)
      .set(await asOwner());

    expect(res.status).toBe(400);
    expect((await storedState(season._id)).isWeekActive).toBe(true);
  });

  it.each([
    ['a player', 403, 'not_allowed', asUser],
    ['a visitor', 401, 'authentication_required', asVisitor],
  ] as const)('when %s tries each action, then %i and nothing changes', async (_who, status, code, headers) => {
    const { season } = await seasonIn(STATES['round 1 active']!);
    const before = await storedState(season._id);

    for (const path of [
      '/seasons/current/start-week',
      '/seasons/current/weeks/current/freeze',
      '/seasons/current/weeks/1/finish',
      '/seasons/current/finish',
      '/seasons/current/recalculate',
    ]) {
      const res = await request(app)
        .post(path)
        .set(await headers());
      expect([path, res.status, res.body.error.code]).toEqual([path, status, code]);
    }
    expect(await storedState(season._id)).toEqual(before);
    expect(fantasy.calls).toEqual([]);
  });
});

describe('concurrent lifecycle changes', () => {
  it('when 8 start-week calls arrive at once, then the round advances exactly once and the others get 409', async () => {
    const { season } = await seasonIn(STATES.drafting!);

    const answers = await Promise.all(
      Array.from({ length: 8 }, async () =>
        request(app)
          .post('/seasons/current/start-week')
          .set(await asOwner()),
      ),
    );

    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await storedState(season._id)).toMatchObject({ currentWeek: 1, isWeekActive: true, version: 1 });
    expect(await SeasonTransition.countDocuments({ seasonId: season._id })).toBe(1);
  });

  it('when the season update after a transition was lost, then the next read repairs the season', async () => {
    const { season } = await seasonIn({ ...STATES['round 1 active']!, version: 3 });
    // The transition of a freeze was inserted, then the process died before the season was updated.
    await SeasonTransition.create({
      seasonId: season._id,
      version: 4,
      action: 'freezeWeek',
      state: { status: 'ongoing', currentWeek: 1, isWeekActive: false, frozenWeeks: [1] },
    });

    const res = await request(app)
      .get('/seasons/current')
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currentWeek: 1, isWeekActive: false, frozenWeeks: [1] });
    expect(await storedState(season._id)).toMatchObject({ isWeekActive: false, frozenWeeks: [1], version: 4 });
  });

  it('when the lost update was a finish, then the repair frees the active slot too', async () => {
    const { season } = await seasonIn({ ...STATES['last round locked']!, version: 7 });
    await SeasonTransition.create({
      seasonId: season._id,
      version: 8,
      action: 'finish',
      state: { status: 'finished', currentWeek: 3, isWeekActive: false, frozenWeeks: [] },
    });

    const res = await request(app)
      .get('/seasons')
      .set(await asVisitor());

    expect(res.body).toEqual([expect.objectContaining({ id: season.id, status: 'finished' })]);
    expect(await storedState(season._id)).toMatchObject({ status: 'finished', version: 8, activeKey: season.id });
  });

  it('when an action follows a lost update, then it starts from the repaired state', async () => {
    const { season } = await seasonIn({ ...STATES['round 1 active']!, version: 0 });
    await SeasonTransition.create({
      seasonId: season._id,
      version: 1,
      action: 'lockWeek',
      state: { status: 'ongoing', currentWeek: 1, isWeekActive: false, frozenWeeks: [] },
    });

    const res = await request(app)
      .post('/seasons/current/start-week')
      .set(await asOwner());

    expect(res.status).toBe(200);
    expect(await storedState(season._id)).toMatchObject({ currentWeek: 2, isWeekActive: true, version: 2 });
  });
});

describe('points after a lock or a recalculation', () => {
  async function roundWithStats(state: SeasonStateSpec) {
    const [a, b] = await createTeams('Eagles', 'Wolves');
    const { season, games } = await createSeason(
      [1, 2, 3].map((week) => ({ week, team1: a!._id, team2: b!._id, hasStats: week <= 2 })),
      state,
    );
    const qb = await createPlayer(a!._id, 'QB', 'Quinn Back');
    const kicker = await createPlayer(a!._id, 'K', 'Kim Kicker');
    // Points stored under an older scoring: a recalculation must put them right.
    const qbStats = { pass_yds: 250, rush_yds: 0, catch_yds: 0, td: 2, _2pt: 0, fumble: 0, int: 1 };
    const stale = [
      await createStat(games[0]!, qb, qbStats, 1),
      await createStat(games[1]!, qb, qbStats, 1),
      await createStat(games[1]!, kicker, { fg: 2, xp: 3, fg_miss: 0, xp_miss: 1 }, 1),
    ];
    return { season, stale, qbStats };
  }

  it('when the owner locks a round, then its points are recomputed and fantasy is told that round changed', async () => {
    const { season, stale, qbStats } = await roundWithStats({ status: 'ongoing', currentWeek: 2, isWeekActive: true });

    const res = await request(app)
      .post('/seasons/current/weeks/2/finish')
      .set(await asOwner());

    expect(res.status).toBe(200);
    const points = async (id: Types.ObjectId) => (await PlayerStat.findById(id).lean())!.points;
    expect(await points(stale[1]!._id)).toBe(fantasyPoints('QB', qbStats, DEFAULT_SCORE_CONFIG));
    expect(await points(stale[2]!._id)).toBe(8);
    // Round 1 is not the round locked: left as it was.
    expect(await points(stale[0]!._id)).toBe(1);
    expect(fantasy.calls).toEqual([
      { method: 'POST', path: '/internal/week-points', service: 'stats', body: { seasonId: season.id, weeks: [2] } },
    ]);
  });

  it('when the score configuration changed and the owner recalculates, then every round is rescored, the players list follows at once and fantasy is told', async () => {
    const { season, qbStats } = await roundWithStats({ status: 'ongoing', currentWeek: 2 });
    const quinnPoints = async () => {
      const res = await request(app)
        .get('/players')
        .query({ season: season.id, position: 'QB' })
        .set(await asVisitor())
        .expect(200);
      return (res.body as PlayerSummary[])[0]!.scores.fantasy_points;
    };
    // Read (and kept) before the change.
    expect(await quinnPoints()).toBe(2);
    const config: ScoreConfig = {
      ...(structuredClone(DEFAULT_SCORE_CONFIG) as ScoreConfig),
      td: { operation: '*', sign: '+', points: 4 },
    };
    await request(app)
      .post('/score-configs')
      .set(await asOwner())
      .send(config)
      .expect(200);

    const res = await request(app)
      .post('/seasons/current/recalculate')
      .set(await asOwner());

    expect(res.status).toBe(200);
    expect(res.body.id).toBe(season.id);
    const stored = await PlayerStat.find({}).sort({ _id: 1 }).lean();
    expect(stored.map((stat) => stat.points)).toEqual([
      fantasyPoints('QB', qbStats, config),
      fantasyPoints('QB', qbStats, config),
      8,
    ]);
    expect(stored[0]!.points).toBe(25 + 8 - 6);
    expect(await quinnPoints()).toBe(2 * fantasyPoints('QB', qbStats, config));
    expect(fantasy.calls).toEqual([
      expect.objectContaining({ path: '/internal/week-points', body: { seasonId: season.id, weeks: [1, 2] } }),
    ]);
  });

  it.each([
    ['recalculates', '/seasons/current/recalculate', { status: 'ongoing', currentWeek: 2 }],
    ['locks the round', '/seasons/current/weeks/2/finish', { status: 'ongoing', currentWeek: 2, isWeekActive: true }],
  ] as const)(
    'when a configuration stored before its values were bounded gives infinite points and the owner %s, then 409 with the reason and nothing changes',
    async (_action, path, state) => {
      const { season, stale } = await roundWithStats(state);
      await ScoreConfigModel.create({
        key: 'current',
        ...(structuredClone(DEFAULT_SCORE_CONFIG) as ScoreConfig),
        pass_yds: { operation: '*', sign: '+', points: 1e308 },
      });
      const before = await storedState(season._id);

      const res = await request(app)
        .post(path)
        .set(await asOwner());

      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(
        'The score configuration gives points too large to count: correct it on the score configuration page',
      );
      expect((await PlayerStat.find({}).lean()).map((stat) => stat.points)).toEqual(stale.map(() => 1));
      expect(await storedState(season._id)).toEqual(before);
      expect(fantasy.calls).toEqual([]);
    },
  );

  it('when the owner starts a round, then fantasy is told which round of which season started', async () => {
    const { season } = await seasonIn(STATES['round 1 locked']!);

    const res = await request(app)
      .post('/seasons/current/start-week')
      .set(await asOwner());

    expect(res.status).toBe(200);
    expect(fantasy.calls).toEqual([
      { method: 'POST', path: '/internal/round-started', service: 'stats', body: { seasonId: season.id, week: 2 } },
    ]);
  });

  it('when fantasy refuses the round start, then the round still starts', async () => {
    const { season } = await seasonIn(STATES['round 1 locked']!);
    fantasy.answer(500);

    const res = await request(app)
      .post('/seasons/current/start-week')
      .set(await asOwner());

    expect(res.status).toBe(200);
    expect(await storedState(season._id)).toMatchObject({ currentWeek: 2, isWeekActive: true, version: 1 });
  });

  it('when fantasy answers with an error, then the lock still succeeds', async () => {
    const { season } = await roundWithStats({ status: 'ongoing', currentWeek: 2, isWeekActive: true });
    fantasy.answer(500);

    const res = await request(app)
      .post('/seasons/current/weeks/2/finish')
      .set(await asOwner());

    expect(res.status).toBe(200);
    expect(fantasy.calls).toHaveLength(1);
    expect(await storedState(season._id)).toMatchObject({ isWeekActive: false, version: 1 });
  });
});

describe('when fantasy cannot be reached', () => {
  let unreachable: Express;

  beforeAll(() => {
    unreachable = buildApp(loadStatsConfig(testEnv('unused', { FANTASY_URL: UNREACHABLE_URL })));
  });

  it('then a round still starts', async () => {
    const { season } = await seasonIn({ status: 'ongoing', currentWeek: 1 });

    const started = await request(unreachable)
      .post('/seasons/current/start-week')
      .set(await asOwner());

    expect(started.status).toBe(200);
    expect(await storedState(season._id)).toMatchObject({ currentWeek: 2, isWeekActive: true, version: 1 });
  });

  it('then the lock and the recalculation still succeed', async () => {
    const { season } = await seasonIn({ status: 'ongoing', currentWeek: 1, isWeekActive: true });

    const locked = await request(unreachable)
      .post('/seasons/current/weeks/1/finish')
      .set(await asOwner());
    const recalculated = await request(unreachable)
      .post('/seasons/current/recalculate')
      .set(await asOwner());

    expect([locked.status, recalculated.status]).toEqual([200, 200]);
    expect(await storedState(season._id)).toMatchObject({ isWeekActive: false, version: 1 });
  });
});
