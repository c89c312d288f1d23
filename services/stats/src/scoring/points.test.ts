import { DEFAULT_SCORE_CONFIG, fantasyPoints, type ScoreConfig } from '@hfl/contracts';
import { Player } from '../models/player';
import { PlayerStat } from '../models/player-stat';
import { ScoreConfigModel } from '../models/score-config';
import { recalculatePoints } from './points';
import {
  createPlayer,
  createSeason,
  createStat,
  createTeams,
  SEASON_MODELS,
  setUpStatsTests,
} from '../testing/season-fixtures';

setUpStatsTests('stats_points', () => {}, { models: [...SEASON_MODELS, ScoreConfigModel] });

const QB_STATS = { pass_yds: 312, rush_yds: -4, catch_yds: 0, td: 3, _2pt: 1, fumble: 1, int: 2 };
const DEF_STATS = { defense_int: 1, fum_forced: 2, sack: 4, pts_allowed: 7 };

/** Two rounds of statistics stored with stale points, and another season's line that must stay untouched. */
async function statistics() {
  const [a, b] = await createTeams('Eagles', 'Wolves');
  const { season, games } = await createSeason(
    [1, 2].map((week) => ({ week, team1: a!._id, team2: b!._id })),
    { status: 'ongoing', currentWeek: 2, isWeekActive: true },
  );
  const qb = await createPlayer(a!._id, 'QB', 'Quinn Back');
  const def = await createPlayer(a!._id, 'DEF', 'Eagles Defense');
  for (const game of games) {
    await createStat(game, qb, QB_STATS, 0);
    await createStat(game, def, DEF_STATS, 0);
  }
  // A finished season's line keeps the points of its time.
  const { games: older } = await createSeason([{ week: 1, team1: a!._id, team2: b!._id }], {
    status: 'finished',
    currentWeek: 1,
  });
  await createStat(older[0]!, qb, QB_STATS, 1);
  return { season };
}

const pointsNow = async () => (await PlayerStat.find({}).sort({ _id: 1 }).lean()).map((stat) => stat.points);

describe('recalculatePoints', () => {
  it('when run twice, then the points are identical and the second run writes nothing', async () => {
    const { season } = await statistics();

    const first = await recalculatePoints(season._id);
    const afterFirst = await pointsNow();
    const second = await recalculatePoints(season._id);

    expect(first).toEqual({ updated: 4, total: 4 });
    expect(second).toEqual({ updated: 0, total: 4 });
    expect(await pointsNow()).toEqual(afterFirst);
    const qb = fantasyPoints('QB', QB_STATS, DEFAULT_SCORE_CONFIG);
    const def = fantasyPoints('DEF', DEF_STATS, DEFAULT_SCORE_CONFIG);
    expect(afterFirst).toEqual([qb, def, qb, def, 1]);
    expect([qb, def]).toEqual([35.8, 27]);
  });

  it('when given rounds, then only those rounds are rescored', async () => {
    const { season } = await statistics();

    const result = await recalculatePoints(season._id, [2]);

    expect(result).toEqual({ updated: 2, total: 2 });
    const points = await pointsNow();
    expect(points.slice(0, 2)).toEqual([0, 0]);
    expect(points.slice(2, 4)).toEqual([
      fantasyPoints('QB', QB_STATS, DEFAULT_SCORE_CONFIG),
      fantasyPoints('DEF', DEF_STATS, DEFAULT_SCORE_CONFIG),
    ]);
  });

  it('when the score configuration changed, then the stored configuration scores the season', async () => {
    const { season } = await statistics();
    await recalculatePoints(season._id);
    const config: ScoreConfig = {
      ...(structuredClone(DEFAULT_SCORE_CONFIG) as ScoreConfig),
      sack: { operation: '*', sign: '+', points: 1 },
      pts_allowed: [{ min: 0, max: 7, points: 10 }],
    };
    await ScoreConfigModel.create({ key: 'current', ...config });

    const result = await recalculatePoints(season._id);

    expect(result).toEqual({ updated: 2, total: 4 });
    expect((await pointsNow())[1]).toBe(6 + 6 + 4 + 10);
  });

  it('when more than a hundred lines change, then the recalculation still completes (FerretDB hangs on 100+ updates in one command)', async () => {
    const [a, b] = await createTeams('Eagles', 'Wolves');
    const { season, games } = await createSeason([{ week: 1, team1: a!._id, team2: b!._id }], {
      status: 'ongoing',
      currentWeek: 1,
      isWeekActive: true,
    });
    const players = await Player.insertMany(
      Array.from({ length: 130 }, (_, i) => ({
        teamId: a!._id,
        position: 'QB',
        name: `QB ${i}`,
        birthDate: '1995-05-05',
      })),
    );
    await PlayerStat.insertMany(
      players.map((player) => ({
        seasonId: season._id,
        week: 1,
        gameId: games[0]!._id,
        playerId: player._id,
        teamId: a!._id,
        position: 'QB',
        stats: QB_STATS,
        points: 0,
      })),
    );

    const result = await recalculatePoints(season._id);

    expect(result).toEqual({ updated: 130, total: 130 });
    expect(await PlayerStat.countDocuments({ points: fantasyPoints('QB', QB_STATS, DEFAULT_SCORE_CONFIG) })).toBe(130);
  });
});
