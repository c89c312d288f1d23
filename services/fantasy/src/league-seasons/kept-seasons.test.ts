import { Types } from 'mongoose';
import { connectTestDatabase, dropTestDatabase, testDatabaseName } from '@hfl/kit/testing';
import { CurrentLeagueSeason, LeagueSeason } from '../models/league-season';
import { keptCurrentSeason, keptSeason } from './kept-seasons';

beforeAll(async () => {
  await connectTestDatabase(testDatabaseName('fantasy_kept_seasons'));
});

afterAll(async () => {
  await dropTestDatabase();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function season(status: 'drafting' | 'ongoing') {
  const leagueId = new Types.ObjectId();
  const at = new Date();
  const created = await LeagueSeason.create({
    leagueId,
    realSeasonId: new Types.ObjectId(),
    status,
    draftStartsAt: at,
    draftEndsAt: at,
    clockStartsAt: at,
  });
  await CurrentLeagueSeason.create({ _id: leagueId, seasonId: created._id });
  return { leagueId: leagueId.toHexString(), seasonId: created._id };
}

/** A write made by another process: straight to the collection, past this process's models. */
const writtenElsewhere = (seasonId: Types.ObjectId, status: string) =>
  LeagueSeason.collection.updateOne({ _id: seasonId }, { $set: { status } });

describe('kept league seasons', () => {
  it('when an ongoing season changes in another process, then this one sees it within 2 s', async () => {
    const { leagueId, seasonId } = await season('ongoing');
    expect((await keptSeason(seasonId))!.status).toBe('ongoing');
    expect((await keptCurrentSeason(leagueId))!.status).toBe('ongoing');

    await writtenElsewhere(seasonId, 'finished');

    expect((await keptSeason(seasonId))!.status).toBe('ongoing');
    await sleep(2_100);
    expect((await keptSeason(seasonId))!.status).toBe('finished');
    expect((await keptCurrentSeason(leagueId))!.status).toBe('finished');
  });

  it('when a season is written in this process, then the next read sees it at once', async () => {
    const { leagueId, seasonId } = await season('ongoing');
    await keptSeason(seasonId);
    await keptCurrentSeason(leagueId);

    await LeagueSeason.updateOne({ _id: seasonId }, { $set: { status: 'finished' } });

    expect((await keptSeason(seasonId))!.status).toBe('finished');
    expect((await keptCurrentSeason(leagueId))!.status).toBe('finished');
  });

  it('when a season is drafting, then it is read afresh: the end of its draft shows at once, from any process', async () => {
    const { leagueId, seasonId } = await season('drafting');
    expect((await keptSeason(seasonId))!.status).toBe('drafting');

    await writtenElsewhere(seasonId, 'ongoing');

    expect((await keptSeason(seasonId))!.status).toBe('ongoing');
    expect((await keptCurrentSeason(leagueId))!.status).toBe('ongoing');
  });

  it("when the league's pointer moves to a new season in this process, then its current season is the new one", async () => {
    const { leagueId, seasonId } = await season('ongoing');
    await keptCurrentSeason(leagueId);
    const next = await season('drafting');

    await CurrentLeagueSeason.updateOne({ _id: new Types.ObjectId(leagueId) }, { $set: { seasonId: next.seasonId } });

    expect(String((await keptCurrentSeason(leagueId))!._id)).toBe(String(next.seasonId));
    expect(String(seasonId)).not.toBe(String(next.seasonId));
  });
});
