import type { LeagueMembershipFacts, OwnerMemberType } from '@hfl/contracts';
import { League } from '../models/league';
import { Membership } from '../models/membership';

/**
 * What the owner's users filter needs of leagues, in one answer: every league's size and number of members, and every
 * active membership with its role (accounts keeps it a few seconds and filters its users in memory).
 */
export async function membershipFacts(): Promise<LeagueMembershipFacts> {
  const [leagues, memberships] = await Promise.all([
    League.find({}, { nbMaxTeams: 1 }).lean(),
    Membership.find({ status: 'active' }, { userId: 1, leagueId: 1, role: 1 }).lean(),
  ]);
  const known = new Set(leagues.map((league) => String(league._id)));
  const nbTeams = new Map<string, number>();
  const rows: LeagueMembershipFacts['memberships'] = [];
  for (const membership of memberships) {
    const leagueId = String(membership.leagueId);
    if (!known.has(leagueId)) continue; // a league being deleted
    nbTeams.set(leagueId, (nbTeams.get(leagueId) ?? 0) + 1);
    if (membership.userId) rows.push({ userId: membership.userId, leagueId, role: membership.role as OwnerMemberType });
  }
  return {
    leagues: leagues.map((league) => {
      const id = String(league._id);
      return { id, nbTeams: nbTeams.get(id) ?? 0, nbMaxTeams: league.nbMaxTeams };
    }),
    memberships: rows,
  };
}
