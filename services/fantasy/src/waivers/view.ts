import { WAIVER_TIME_ZONE, type WaiversView } from '@hfl/contracts';
import type { LeagueSeasonFields } from '../models/league-season';
import type { Stats } from '../peers/stats';
import { claimViews, type ClaimTeam } from './claims';
import { waiverOrder } from './order';
import { waiverState } from './state';
import type { LeagueTeams } from '../rosters/directory';

/** `GET leagues/{id}/waivers`: the league's waivers now, and the caller's claims when he has a team. */
export async function waiversView(
  stats: Stats,
  season: LeagueSeasonFields,
  teams: LeagueTeams,
  team: ClaimTeam | null,
): Promise<WaiversView> {
  const [state, order, claims] = await Promise.all([
    waiverState(stats, season),
    waiverOrder(stats, season, teams),
    team ? claimViews(stats, team) : [],
  ]);
  return {
    enabled: state.settings.enabled,
    runHour: state.settings.runHour,
    timeZone: WAIVER_TIME_ZONE,
    runAt: state.pending?.runAt.toISOString() ?? null,
    allWaived: state.allWaived,
    waivedPlayerIds: [...state.waived],
    order: order.map((teamId) => teams.named(teamId)),
    claims,
  };
}
