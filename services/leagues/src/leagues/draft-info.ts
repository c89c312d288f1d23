import mongoose, { Types } from 'mongoose';
import { USER_NAMES_MAX_IDS, type LeagueDraftInfo, type Locale } from '@hfl/contracts';
import { NotFoundError } from '@hfl/kit';
import { FantasyTeam, teamLogoUrl, type FantasyTeamDocument } from '../models/fantasy-team';
import { League, type LeagueDocument } from '../models/league';
import { isLeagueDeleted, LeagueDeletion } from '../models/league-deletion';
import { Membership } from '../models/membership';
import type { NameOf, People } from '../peers/accounts';

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
  const memberTeams = activeTeams(members, teams);
  const nameOf = await people.names(
    memberTeams.map((team) => team.userId),
    locale,
  );
  return draftInfoOf(league, memberTeams, nameOf);
}

/**
 * Many leagues' draft info at once (the leaderboard names every team of a real season with it), in as many queries
 * as one league's: FerretDB scans the memberships and teams once for all, not once per league. Unknown and deleted
 * leagues are left out; the rest come in the order asked.
 */
export async function leagueDraftInfos(
  leagueIds: readonly string[],
  locale: Locale,
  people: People,
): Promise<LeagueDraftInfo[]> {
  const ids = [...new Set(leagueIds)].map((id) => new Types.ObjectId(id));
  if (ids.length === 0) return [];
  const inIds = mongoose.trusted({ $in: ids });
  const [leagues, deletions, members, teams] = await Promise.all([
    League.find({ _id: inIds }),
    LeagueDeletion.find({ _id: inIds }, { _id: 1 }).lean(),
    Membership.find({ leagueId: inIds, status: 'active' }, { teamId: 1 }).lean(),
    FantasyTeam.find({ leagueId: inIds }).sort({ createdAt: 1, _id: 1 }),
  ]);
  const deleted = new Set(deletions.map(({ _id }) => String(_id)));
  const memberTeams = activeTeams(members, teams);
  const nameOf = await namesInTurn(
    people,
    memberTeams.map((team) => team.userId),
    locale,
  );
  const byId = new Map(leagues.map((league) => [league.id as string, league]));
  return ids.flatMap((id) => {
    const league = byId.get(id.toHexString());
    if (!league || deleted.has(id.toHexString())) return [];
    const own = memberTeams.filter((team) => String(team.leagueId) === id.toHexString());
    return [draftInfoOf(league, own, nameOf)];
  });
}

/**
 * Many users' names, asked of accounts USER_NAMES_MAX_IDS at a time, one call after the other: on FerretDB each call
 * scans every user, and such calls at once only wait on each other past their time limit.
 */
async function namesInTurn(people: People, userIds: readonly string[], locale: Locale): Promise<NameOf> {
  const ids = [...new Set(userIds)];
  const named: NameOf[] = [];
  for (let i = 0; i < ids.length; i += USER_NAMES_MAX_IDS)
    named.push(await people.names(ids.slice(i, i + USER_NAMES_MAX_IDS), locale));
  const batchOf = new Map(ids.map((id, i) => [id, Math.floor(i / USER_NAMES_MAX_IDS)]));
  const batchNaming = (userId: string): NameOf => {
    const batch = batchOf.get(userId);
    if (batch === undefined) throw new Error(`user ${userId} was not looked up`);
    return named[batch]!;
  };
  return Object.assign((userId: string) => batchNaming(userId)(userId), {
    inEveryLanguage: (userId: string) => batchNaming(userId).inEveryLanguage(userId),
  });
}

/** A team counts once an active membership names it: joins and acceptances write the team and that link apart. */
function activeTeams(
  members: ReadonlyArray<{ teamId?: unknown }>,
  teams: FantasyTeamDocument[],
): FantasyTeamDocument[] {
  const activeTeamIds = new Set(members.map((m) => String(m.teamId)));
  return teams.filter((team) => activeTeamIds.has(team.id as string));
}

function draftInfoOf(league: LeagueDocument, teams: FantasyTeamDocument[], nameOf: NameOf): LeagueDraftInfo {
  return {
    id: league.id as string,
    name: league.name,
    nbMaxTeams: league.nbMaxTeams,
    adminUserId: league.adminUserId ?? null,
    teams: teams.map((team) => ({
      id: team.id as string,
      name: team.name,
      logoUrl: teamLogoUrl(team),
      userId: team.userId,
      owners: nameOf.inEveryLanguage(team.userId),
    })),
  };
}
