import mongoose from 'mongoose';
import type { Locale, MemberRow, MembershipStatus, MembershipType, MyMembership } from '@hfl/contracts';
import { FantasyTeam, toTeamRef } from '../models/fantasy-team';
import { League, type LeagueDocument } from '../models/league';
import { Membership, type MembershipDocument } from '../models/membership';
import type { People } from '../peers/accounts';

type Role = MemberRow['role'];

async function teamsById(memberships: MembershipDocument[]) {
  const ids = memberships.map((m) => m.teamId).filter((id) => id !== null && id !== undefined);
  const teams = ids.length ? await FantasyTeam.find({ _id: mongoose.trusted({ $in: ids }) }) : [];
  return new Map(teams.map((t) => [t.id as string, toTeamRef(t)]));
}

/**
 * The user's active and pending memberships (the spec's user.leagueMemberships / pendingLeagueMemberships): served
 * here because leagues owns memberships; /secure and the league switcher read it.
 */
export async function myMemberships(userId: string): Promise<MyMembership[]> {
  const memberships = await Membership.find({ userId }).sort({ createdAt: 1 });
  const leagues = await League.find({ _id: mongoose.trusted({ $in: memberships.map((m) => m.leagueId) }) });
  const names = new Map(leagues.map((l) => [l.id as string, l.name]));
  const teams = await teamsById(memberships);
  return memberships
    .filter((m) => names.has(String(m.leagueId)))
    .map((m) => ({
      id: m.id as string,
      league: { id: String(m.leagueId), name: names.get(String(m.leagueId))! },
      role: m.role as Role,
      status: m.status as MembershipStatus,
      type: (m.type ?? null) as MembershipType | null,
      team: m.teamId ? (teams.get(String(m.teamId)) ?? null) : null,
    }));
}

/** Active members with their names (accounts' answer: "deleted user" for a deleted account) and teams. */
export async function listMembers(league: LeagueDocument, locale: Locale, people: People): Promise<MemberRow[]> {
  const members = await Membership.find({ leagueId: league._id, status: 'active' }).sort({ createdAt: 1 });
  const [teams, nameOf] = await Promise.all([
    teamsById(members),
    people.names(
      members.map((m) => m.userId),
      locale,
    ),
  ]);
  return members.map((m) => {
    const user = nameOf(m.userId!);
    return {
      id: m.id as string,
      name: user.name,
      user,
      role: m.role as Role,
      team: m.teamId ? (teams.get(String(m.teamId)) ?? null) : null,
    };
  });
}
