import type { LeagueDraftFacts } from '@hfl/contracts';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import type { Stats } from '../peers/stats';

const HOUR_MS = 3_600_000;

/**
 * What the owner's users filter needs of fantasy, in one answer: the current real season's size limit and, for every
 * league with a league season in it, whether its draft is done (the season is ongoing or finished) or scheduled
 * (pending or drafting), and its length in hours (draft end minus start). A league not listed has none scheduled.
 */
export async function draftFacts(stats: Stats): Promise<LeagueDraftFacts> {
  const season = await stats.currentSeason();
  if (!season) return { season: null, drafts: [] };
  const leagueSeasons = await LeagueSeason.find(
    { realSeasonId: season.id },
    { leagueId: 1, status: 1, draftStartsAt: 1, draftEndsAt: 1 },
  ).lean<LeagueSeasonFields[]>();
  return {
    season: { id: season.id, nbMaxFantasyTeams: season.nbMaxFantasyTeams },
    drafts: leagueSeasons.map((leagueSeason) => ({
      leagueId: String(leagueSeason.leagueId),
      status: leagueSeason.status === 'ongoing' || leagueSeason.status === 'finished' ? 'done' : 'scheduled',
      lengthHours: (leagueSeason.draftEndsAt.getTime() - leagueSeason.draftStartsAt.getTime()) / HOUR_MS,
    })),
  };
}
