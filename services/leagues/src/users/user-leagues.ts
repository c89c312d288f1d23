import mongoose from 'mongoose';
import type { Locale, UserLeague } from '@hfl/contracts';
import { leagueDraftInfos } from '../leagues/draft-info';
import { FantasyTeam } from '../models/fantasy-team';
import { Membership } from '../models/membership';
import type { People } from '../peers/accounts';

/**
 * The leagues a user is an active member of, oldest membership first, each with his role and his team's timezone:
 * what fantasy's "My leagues" band (the signed-in home) reads them by. Leagues gone or being deleted are left out.
 */
export async function userLeagues(userId: string, locale: Locale, people: People): Promise<UserLeague[]> {
  const memberships = await Membership.find({ userId, status: 'active' }).sort({ createdAt: 1, _id: 1 }).lean();
  if (memberships.length === 0) return [];
  const teamIds = memberships.flatMap((m) => (m.teamId ? [m.teamId] : []));
  const [infos, teams] = await Promise.all([
    leagueDraftInfos(
      memberships.map((m) => String(m.leagueId)),
      locale,
      people,
    ),
    FantasyTeam.find({ _id: mongoose.trusted({ $in: teamIds }) }, { timezone: 1 }).lean(),
  ]);
  const infoOf = new Map(infos.map((info) => [info.id, info]));
  const timezoneOf = new Map(teams.map((team) => [String(team._id), team.timezone]));
  return memberships.flatMap((m) => {
    const league = infoOf.get(String(m.leagueId));
    if (!league) return [];
    const teamId = m.teamId ? String(m.teamId) : null;
    const timezone = teamId ? timezoneOf.get(teamId) : undefined;
    return [
      {
        league,
        role: m.role as UserLeague['role'],
        team: teamId && timezone ? { id: teamId, timezone } : null,
      },
    ];
  });
}
