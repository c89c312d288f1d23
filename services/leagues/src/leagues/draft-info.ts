import type { LeagueDraftInfo, Locale } from '@hfl/contracts';
import { NotFoundError } from '@hfl/kit';
import { FantasyTeam, teamLogoUrl } from '../models/fantasy-team';
import type { LeagueDocument } from '../models/league';
import { isLeagueDeleted } from '../models/league-deletion';
import { Membership } from '../models/membership';
import type { People } from '../peers/accounts';

/**
 * What the fantasy service's draft needs of a league: its size, its admin and the teams of the active members,
 * oldest first, each with its manager's name from accounts ("deleted user" for a deleted account). A league being
 * deleted (its tombstone written) is already gone for the draft: 404.
 */
export async function leagueDraftInfo(
  league: LeagueDocument,
  locale: Locale,
  people: People,
): Promise<LeagueDraftInfo> {
  const [deleted, members, teams] = await Promise.all([
    isLeagueDeleted(league._id),
    Membership.find({ leagueId: league._id, status: 'active' }, { teamId: 1 }).lean(),
    FantasyTeam.find({ leagueId: league._id }).sort({ createdAt: 1, _id: 1 }),
  ]);
  if (deleted) throw new NotFoundError();
  // A team counts once an active membership names it: joins and acceptances write the team and that link apart.
  const activeTeamIds = new Set(members.map((m) => String(m.teamId)));
  const memberTeams = teams.filter((team) => activeTeamIds.has(team.id as string));
  const nameOf = await people.names(
    memberTeams.map((team) => team.userId),
    locale,
  );
  return {
    id: league.id as string,
    name: league.name,
    nbMaxTeams: league.nbMaxTeams,
    adminUserId: league.adminUserId ?? null,
    teams: memberTeams.map((team) => ({
      id: team.id as string,
      name: team.name,
      logoUrl: teamLogoUrl(team),
      userId: team.userId,
      owner: nameOf(team.userId).name,
    })),
  };
}
