import { Types } from 'mongoose';
import type { DraftsSummary } from '@hfl/contracts';
import { LeagueSeason } from '../models/league-season';
import type { Stats } from '../peers/stats';

/**
 * The owner dashboard's draft counts over the league seasons of the current real season (stats names it): drafts
 * scheduled (pending), running now (drafting), completed (the season under way or finished). None without a current
 * real season.
 */
export async function draftsSummary(stats: Pick<Stats, 'currentSeason'>): Promise<DraftsSummary> {
  const current = await stats.currentSeason();
  const summary: DraftsSummary = { scheduled: 0, running: 0, completedThisSeason: 0 };
  if (!current) return summary;
  const seasons = await LeagueSeason.find({ realSeasonId: new Types.ObjectId(current.id) }, { status: 1 }).lean();
  for (const { status } of seasons) {
    if (status === 'pending') summary.scheduled += 1;
    else if (status === 'drafting') summary.running += 1;
    else summary.completedThisSeason += 1;
  }
  return summary;
}
