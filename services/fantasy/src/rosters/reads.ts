import type { RosterView } from '@hfl/contracts';
import { NoRosterError, NotFoundError } from '@hfl/kit';
import type { LeagueSeasonFields } from '../models/league-season';
import type { Stats } from '../peers/stats';
import { rosterOfTeam, rosterViews, type RosterRef } from './views';
import type { LeagueTeams } from './directory';

export interface LeagueRead {
  /** The league season read (its current one, or the one named); null: the league has none yet. */
  season: LeagueSeasonFields | null;
  teams: LeagueTeams;
  callerId: string | undefined;
}

/** A team's roster in the season: 404 for a team not in the league, 422 (no roster) before its draft completed. */
export async function teamRoster(stats: Stats, read: LeagueRead, teamId: string): Promise<RosterView> {
  if (!read.teams.has(teamId)) throw new NotFoundError();
  const roster = read.season && (await rosterOfTeam(read.season, teamId));
  if (!roster) throw new NoRosterError();
  const [view] = await rosterViews(stats, read.season!, [roster], read.teams, read.callerId);
  return view!;
}

/** The caller's own roster; 422 (no roster) without a team in the league or before its draft completed. */
export async function myRoster(stats: Stats, read: LeagueRead): Promise<RosterView> {
  const mine = [...read.teams.values()].find((team) => team.userId === read.callerId);
  if (!mine) throw new NoRosterError();
  return teamRoster(stats, read, mine.id);
}

/** Every team's roster in the season (by `_id` each), in the league's team order. */
export async function seasonRosters(season: LeagueSeasonFields, teams: LeagueTeams): Promise<RosterRef[]> {
  const rosters = await Promise.all([...teams.keys()].map((teamId) => rosterOfTeam(season, teamId)));
  return rosters.filter((roster): roster is RosterRef => roster !== null);
}

/** Every roster of the season, in the league's team order (none before the draft completed). */
export async function leagueRosters(stats: Stats, read: LeagueRead): Promise<RosterView[]> {
  if (!read.season) return [];
  return rosterViews(stats, read.season, await seasonRosters(read.season, read.teams), read.teams, read.callerId);
}
