import mongoose from 'mongoose';
import { DEMO_PLAYER_IDS } from '@hfl/contracts';
import { LeagueSeason } from '../models/league-season';
import { Trophy } from '../models/trophy';

/**
 * The demo league's trophies as a newcomer should find them: every one seen by its manager but one of the demo
 * player's, which waits for him in the game center's trophy window (after his unseen results): his latest of the
 * current season, or of last year's when this season's rounds gave him none (the matchups, so some awards, follow the
 * schedule's random seed). Idempotent: the one left unseen is always the same.
 */
export async function leaveOneTrophyUnseen(currentSeasonId: string): Promise<void> {
  const current = await LeagueSeason.findById(currentSeasonId, { leagueId: 1 }).lean();
  if (!current) return;
  const seasons = await LeagueSeason.find({ leagueId: current.leagueId }, { _id: 1 }).lean();
  const inLeague = { leagueSeasonId: mongoose.trusted({ $in: seasons.map((season) => season._id) }) };
  const mine = await Trophy.find(
    { ...inLeague, userId: DEMO_PLAYER_IDS.player },
    { leagueSeasonId: 1, week: 1 },
  ).lean();
  const thisSeasonFirst = (trophy: (typeof mine)[number]) => (trophy.leagueSeasonId.equals(current._id) ? 1 : 0);
  const [waiting] = mine.sort((a, b) => thisSeasonFirst(b) - thisSeasonFirst(a) || b.week - a.week);
  await Trophy.updateMany(
    { ...inLeague, viewedAt: null, ...(waiting ? { _id: mongoose.trusted({ $ne: waiting._id }) } : {}) },
    { $set: { viewedAt: new Date() } },
  );
}
