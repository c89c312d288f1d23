import { Types } from 'mongoose';
import type { RosterTeam, RosterView } from '@hfl/contracts';
import { NoRosterError, NotFoundError } from '@hfl/kit';
import type { LeagueSeasonFields } from '../models/league-season';
import { Roster } from '../models/roster';
import type { Stats } from '../peers/stats';
import { rosterViews, type StoredRoster } from './views';

export interface LeagueRead {
  /** The league season read (its current one, or the one named); null: the league has none yet. */
  season: LeagueSeasonFields | null;
  teams: Map<string, RosterTeam>;
  callerId: string | undefined;
}

/** A team's roster in the season: 404 for a team not in the league, 422 (no roster) before its draft completed. */
export async function teamRoster(stats: Stats, read: LeagueRead, teamId: string): Promise<RosterView> {
  if (!read.teams.has(teamId)) throw new NotFoundError();
  if (!read.season) throw new NoRosterError();
  const roster = await Roster.findOne({
    leagueSeasonId: read.season._id,
    fantasyTeamId: new Types.ObjectId(teamId),
  }).lean<StoredRoster>();
  if (!roster) throw new NoRosterError();
  const [view] = await rosterViews(stats, read.season, [roster], read.teams, read.callerId);
  return view!;
}

/** The caller's own roster; 422 (no roster) without a team in the league or before its draft completed. */
export async function myRoster(stats: Stats, read: LeagueRead): Promise<RosterView> {
  const mine = [...read.teams.values()].find((team) => team.userId === read.callerId);
  if (!mine) throw new NoRosterError();
  return teamRoster(stats, read, mine.id);
}

/** Every roster of the season, in the league's team order (none before the draft completed). */
export async function leagueRosters(stats: Stats, read: LeagueRead): Promise<RosterView[]> {
  if (!read.season) return [];
  const rosters = await Roster.find({ leagueSeasonId: read.season._id }).lean<StoredRoster[]>();
  const order = [...read.teams.keys()];
  const rank = (roster: StoredRoster) => {
    const at = order.indexOf(roster.fantasyTeamId.toHexString());
    return at === -1 ? order.length : at;
  };
  rosters.sort((a, b) => rank(a) - rank(b));
  return rosterViews(stats, read.season, rosters, read.teams, read.callerId);
}
