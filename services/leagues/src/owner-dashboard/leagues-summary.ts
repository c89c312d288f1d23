import type { LeaguesSummary } from '@hfl/contracts';
import { League } from '../models/league';
import { LeagueDeletion } from '../models/league-deletion';
import { SlotClaim } from '../models/slot-claim';
import type { Peers } from '../peers';

/**
 * The owner dashboard's league counts: leagues (those being deleted left out), the full ones (every slot claimed, as
 * the leagues table says 'Full') and those whose current season has a draft (fantasy names the current seasons; a
 * league season exists from the draft's scheduling on). Fantasy unreachable reads as no league with a draft.
 */
export async function leaguesSummary({ fantasy }: Pick<Peers, 'fantasy'>): Promise<LeaguesSummary> {
  const [leagues, deletions, claims] = await Promise.all([
    League.find({}, { nbMaxTeams: 1 }).lean(),
    LeagueDeletion.find({}, { _id: 1 }).lean(),
    SlotClaim.find({}, { leagueId: 1 }).lean(),
  ]);
  const deleted = new Set(deletions.map((d) => String(d._id)));
  const live = leagues.filter((league) => !deleted.has(String(league._id)));
  const claimed = new Map<string, number>();
  for (const claim of claims) claimed.set(String(claim.leagueId), (claimed.get(String(claim.leagueId)) ?? 0) + 1);
  const seasons = await fantasy.currentSeasons(live.map((league) => String(league._id)));
  return {
    total: live.length,
    full: live.filter((league) => (claimed.get(String(league._id)) ?? 0) >= league.nbMaxTeams).length,
    withDraft: live.filter((league) => seasons.has(String(league._id))).length,
  };
}
