import { Types } from 'mongoose';
import { CurrentLeagueSeason, LeagueSeason } from '@hfl/fantasy/models/league-season';

/**
 * Each league's season of the real season, ongoing since a draft a month ago, and its current one (on the fantasy
 * database the caller is connected to): the benches' leagues in mid-season. Answers the seasons in the leagues' order.
 */
export async function insertOngoingSeasons(leagueIds: readonly Types.ObjectId[], realSeasonId: Types.ObjectId) {
  const past = new Date(Date.now() - 30 * 86_400_000);
  const seasons = leagueIds.map((leagueId) => ({
    _id: new Types.ObjectId(),
    leagueId,
    realSeasonId,
    status: 'ongoing',
    draftStartsAt: past,
    draftEndsAt: past,
    clockStartsAt: past,
  }));
  await LeagueSeason.insertMany(seasons);
  await CurrentLeagueSeason.insertMany(seasons.map(({ _id, leagueId }) => ({ _id: leagueId, seasonId: _id })));
  return seasons;
}
