import { Types } from 'mongoose';
import { connectTestDatabase, dropTestDatabase, testDatabaseName } from '@hfl/kit/testing';
import { LeagueWeekPoints, leagueWeekId } from '../models/league-week-points';
import { replaceLeagueWeeks, storedLeagueWeeks, type ScoredRoster } from './league-weeks';

beforeAll(async () => {
  await connectTestDatabase(testDatabaseName('fantasy_league_weeks'));
  await LeagueWeekPoints.init();
});

afterAll(async () => {
  await dropTestDatabase();
});

/** A real season's rosters in `leagues` league seasons of two teams each, every one scoring `points` in `week`. */
function scoredRounds(leagueSeasons: readonly Types.ObjectId[], week: number, points: number): ScoredRoster[] {
  return leagueSeasons.flatMap((leagueSeasonId) =>
    ['a', 'b'].map((team, i) => ({
      team: { leagueSeasonId, teamId: `${leagueSeasonId.toHexString()}-${team}` },
      week,
      points: points + i,
      benchPoints: 1,
    })),
  );
}

describe('league seasons’ rounds', () => {
  it('when a stored round is scored again, then a reader finds it at every moment, with the new points once done', async () => {
    const realSeasonId = new Types.ObjectId();
    const leagueSeasons = Array.from({ length: 30 }, () => new Types.ObjectId());
    await replaceLeagueWeeks(realSeasonId, [3], scoredRounds(leagueSeasons, 3, 10));

    // A reader of the first league's round (the standings) while the round is rewritten over and over.
    let rewriting = true;
    let reads = 0;
    const missing: number[] = [];
    const reader = (async () => {
      while (rewriting) {
        const rounds = await storedLeagueWeeks(leagueSeasons[0]!, [3]);
        if (!rounds.has(3)) missing.push(reads);
        reads += 1;
      }
    })();
    for (let points = 11; points <= 16; points += 1) {
      await replaceLeagueWeeks(realSeasonId, [3], scoredRounds(leagueSeasons, 3, points));
    }
    rewriting = false;
    await reader;

    expect({ reads: reads > 0, missing }).toEqual({ reads: true, missing: [] });
    const [first] = leagueSeasons;
    expect((await storedLeagueWeeks(first!, [3])).get(3)?.teams).toEqual({
      [`${first!.toHexString()}-a`]: [16, 1],
      [`${first!.toHexString()}-b`]: [17, 1],
    });
    expect(await LeagueWeekPoints.countDocuments({ realSeasonId })).toBe(30);
  });

  it('when a round is scored again, then the answer tells each league season’s points before and after, and a new round is added beside it', async () => {
    const realSeasonId = new Types.ObjectId();
    const [one, two] = [new Types.ObjectId(), new Types.ObjectId()];
    await replaceLeagueWeeks(realSeasonId, [1], scoredRounds([one], 1, 5));

    const change = await replaceLeagueWeeks(
      realSeasonId,
      [1, 2],
      [...scoredRounds([one, two], 1, 7), ...scoredRounds([one], 2, 9)],
    );

    expect(Object.fromEntries(change.before)).toEqual({
      [leagueWeekId(one, 1)]: { [`${one.toHexString()}-a`]: [5, 1], [`${one.toHexString()}-b`]: [6, 1] },
    });
    expect([...change.after.keys()].sort()).toEqual(
      [leagueWeekId(one, 1), leagueWeekId(two, 1), leagueWeekId(one, 2)].sort(),
    );
    expect([...(await storedLeagueWeeks(one, [1, 2])).keys()]).toEqual([1, 2]);
    expect((await storedLeagueWeeks(two, [1])).get(1)?.teams).toEqual({
      [`${two.toHexString()}-a`]: [7, 1],
      [`${two.toHexString()}-b`]: [8, 1],
    });
  });

  it('when a league season no longer scores a round it had, then that round is removed and the others stay', async () => {
    const realSeasonId = new Types.ObjectId();
    const [kept, dropped] = [new Types.ObjectId(), new Types.ObjectId()];
    await replaceLeagueWeeks(realSeasonId, [4], scoredRounds([kept, dropped], 4, 3));

    await replaceLeagueWeeks(realSeasonId, [4], scoredRounds([kept], 4, 8));

    expect((await storedLeagueWeeks(dropped, [4])).size).toBe(0);
    expect((await storedLeagueWeeks(kept, [4])).get(4)?.teams[`${kept.toHexString()}-a`]).toEqual([8, 1]);
  });
});
