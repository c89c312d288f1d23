import request from 'supertest';
import { Types } from 'mongoose';
import {
  enteredStatKeys,
  type GameDetails,
  type LeagueGamesView,
  type PlayerStats,
  type Position,
  type RosterView,
} from '@hfl/contracts';
import { listen } from '@hfl/kit';
import { startPeers, stopWithTestDatabase, allowTestTime } from '@hfl/kit/testing';
import { PointsStamp } from '../models/points-stamp';
import { SeenResults } from '../models/seen-results';
import { readUntil, setUpDraftTests, type DraftTestbed } from '../testing/draft-fixtures';
import { peerCollection, writePlayerStat } from '../testing/peer-storage';
import {
  draftedLeague,
  readRoster,
  resetGamesSeason,
  setLifecycle,
  type DraftedLeague,
} from '../testing/roster-fixtures';
import { asSuperAdminAt, asUser } from '../testing/support';

allowTestTime(60_000);

let bed: DraftTestbed;
setUpDraftTests('fantasy_points', (started) => {
  bed = started;
});

beforeEach(() => resetGamesSeason(bed, [SeenResults, PointsStamp]));

/** The manager's own game of round 1 in the game center, and his team's points in it. */
async function myGame(drafted: DraftedLeague) {
  const { teamId, userId } = drafted.league.managers[0]!;
  const res = await request(bed.app)
    .get(`/leagues/${drafted.league.id}/games?week=1`)
    .set(await asUser(userId));
  expect(res.status).toBe(200);
  const game = (res.body as LeagueGamesView).games.find(
    (candidate) => candidate.week === 1 && [candidate.team1.team.id, candidate.team2.team.id].includes(teamId),
  )!;
  return game.team1.team.id === teamId ? game.team1 : game.team2;
}

const myRoster = (drafted: DraftedLeague): Promise<RosterView> => {
  const { teamId, userId } = drafted.league.managers[0]!;
  return readRoster(bed, drafted.league.id, teamId, userId);
};

/** Every line of the sheet with each entered statistic at `value` (1 gives every player some points). */
function fullSheet(details: GameDetails, value: number) {
  const lines = [...details.team1.players, ...details.team2.players] as Array<{ id: string; position: Position }>;
  const players: Record<string, PlayerStats> = Object.fromEntries(
    lines.map((line) => [line.id, Object.fromEntries(enteredStatKeys(line.position).map((key) => [key, value]))]),
  );
  return { scoreTeam1: 21, scoreTeam2: 14, players };
}

/** The owner saves every round-1 score sheet through stats' API; the points stats gave each player. */
async function saveRoundOne(statsUrl: string): Promise<Map<string, number>> {
  const games = await peerCollection('games')
    .find({ seasonId: new Types.ObjectId(bed.realSeason.id), week: 1 })
    .toArray();
  const points = new Map<string, number>();
  for (const game of games) {
    const owner = await asSuperAdminAt('stats');
    const sheet = await request(statsUrl).get(`/games/${game._id.toHexString()}`).set(owner);
    expect(sheet.status).toBe(200);
    const saved = await request(statsUrl)
      .post(`/games/${game._id.toHexString()}/scores`)
      .set(owner)
      .send(fullSheet(sheet.body as GameDetails, 1));
    expect(saved.status).toBe(200);
    const details = saved.body as GameDetails;
    for (const line of [...details.team1.players, ...details.team2.players] as Array<{
      id: string;
      fantasy_points: number;
    }>) {
      points.set(line.id, line.fantasy_points);
    }
  }
  return points;
}

describe('points of a round being played', () => {
  it('when the owner saves the round’s score sheets, then the game center and the roster show their points at once', async () => {
    const drafted = await draftedLeague(bed);
    await setLifecycle(bed, { status: 'ongoing', currentWeek: 1, isWeekActive: true });
    // Stats as it runs: it reaches fantasy (the app under test, listening).
    const fantasy = await listen(bed.app, 0);
    stopWithTestDatabase(() => fantasy.close());
    const { stats } = await startPeers(['stats'], { stats: { FANTASY_URL: fantasy.url } });
    // Read before the save: the season's points (none yet) are kept by this process.
    expect((await myGame(drafted)).points).toBe(0);
    expect((await myRoster(drafted)).players.every((player) => player.weekPoints === 0)).toBe(true);

    const saved = await saveRoundOne(stats.url);

    const side = await myGame(drafted);
    const starters = side.starters.map((starter) => saved.get(starter.player.id) ?? 0);
    expect(starters.some((points) => points !== 0)).toBe(true);
    expect(side.starters.map((starter) => starter.points)).toEqual(starters);
    const expected = Math.round(starters.reduce((sum, points) => sum + points, 0) * 100) / 100;
    expect(side.points).toBeCloseTo(expected, 2);
    const roster = await myRoster(drafted);
    expect(roster.players.map((player) => player.weekPoints)).toEqual(
      roster.players.map((player) => saved.get(player.player.id) ?? 0),
    );
  });

  it('when another fantasy process was told the points changed, then this one shows them within seconds', async () => {
    const drafted = await draftedLeague(bed);
    await setLifecycle(bed, { status: 'ongoing', currentWeek: 1, isWeekActive: true });
    expect((await myGame(drafted)).points).toBe(0);
    const starter = (await myGame(drafted)).starters[0]!;

    // Stats' statistics change, and the word reaches another process: only the season's stamp moves here.
    await writePlayerStat(
      new Types.ObjectId(bed.realSeason.id),
      1,
      new Types.ObjectId(starter.player.id),
      7,
      starter.player.position,
    );
    await PointsStamp.updateOne(
      { _id: new Types.ObjectId(bed.realSeason.id) },
      { $set: { change: new Types.ObjectId() } },
      { upsert: true },
    );

    // The stamp read here is kept a second: every read asked after it shows the new points, however long a busy
    // machine takes to answer each read.
    const { value: points, missedAt } = await readUntil(
      async () => (await myGame(drafted)).points,
      (read) => read === 7,
      15_000,
      'the new points',
    );
    expect(points).toBe(7);
    for (const after of missedAt) expect(after).toBeLessThan(1_050);
  });
});
