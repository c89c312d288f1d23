import mongoose from 'mongoose';
import { DEMO_PLAYER_IDS } from '@hfl/contracts';
import { LeagueSeason } from '../models/league-season';
import { Trophy } from '../models/trophy';

/**
 * The demo league's trophies as a newcomer should find them: every one seen by its manager but the demo player's
 * latest of the current season, which waits for him in the game center's trophy window (after his unseen results).
 * Idempotent: the one left unseen is always the same.
 */
export async function leaveOneTrophyUnseen(currentSeasonId: string): Promise<void> {
  const current = await LeagueSeason.findById(currentSeasonId, { leagueId: 1 }).lean();
  if (!current) return;
  const seasons = await LeagueSeason.find({ leagueId: current.leagueId }, { _id: 1 }).lean();
  const inLeague = { leagueSeasonId: mongoose.trusted({ $in: seasons.map((season) => season._id) }) };
  const waiting = await Trophy.findOne({ leagueSeasonId: current._id, userId: DEMO_PLAYER_IDS.player }, { _id: 1 })
    .sort({ week: -1, type: 1 })
    .lean();
  await Trophy.updateMany(
    { ...inLeague, viewedAt: null, ...(waiting ? { _id: mongoose.trusted({ $ne: waiting._id }) } : {}) },
    { $set: { viewedAt: new Date() } },
  );
}
