import { createHash, randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { DRAFT_ROUNDS, type LeagueSeasonStatus } from '@hfl/contracts';
import { Draft, packTeams } from '@hfl/fantasy/models/draft';
import { CurrentLeagueSeason, LeagueSeason } from '@hfl/fantasy/models/league-season';
import { FantasyTeam } from '../src/models/fantasy-team';
import { League, type LeagueDocument } from '../src/models/league';
import { Membership, userKey, type MembershipDocument } from '../src/models/membership';
import { claimSlot } from '../src/models/slot-claim';
import { newUserId } from './support';

export interface LeagueOverrides {
  name?: string;
  description?: string;
  nbMaxTeams?: number;
  /** The admin's user id; null for a league without an admin. A fresh user by default. */
  adminUserId?: string | null;
}

/** A league as POST /leagues leaves it: the admin is an active LEAGUE_ADMIN with a team in slot 0. */
export async function createLeague(overrides: LeagueOverrides = {}): Promise<{ league: LeagueDocument; adminUserId: string | null }> {
  const adminUserId = overrides.adminUserId === undefined ? newUserId() : overrides.adminUserId;
  const league = await League.create({
    name: overrides.name ?? `League ${randomBytes(3).toString('hex')}`,
    description: overrides.description ?? 'A friendly league',
    nbMaxTeams: overrides.nbMaxTeams ?? 4,
    adminUserId,
  });
  if (adminUserId) await addMember(league, { userId: adminUserId, role: 'LEAGUE_ADMIN' });
  return { league, adminUserId };
}

export interface MemberOverrides {
  userId?: string;
  role?: 'LEAGUE_ADMIN' | 'LEAGUE_USER';
  status?: 'active' | 'pending';
  type?: 'REQUESTED' | 'INVITED' | null;
  teamName?: string;
}

/** A member (active, with a team) or a pending member (no team), holding a slot like the endpoints do. */
export async function addMember(
  league: { _id: Types.ObjectId; nbMaxTeams: number },
  overrides: MemberOverrides = {},
): Promise<MembershipDocument> {
  const userId = overrides.userId ?? newUserId();
  const status = overrides.status ?? 'active';
  const type = overrides.type === undefined ? (status === 'pending' ? 'REQUESTED' : null) : overrides.type;
  const teamName = overrides.teamName ?? `Team ${randomBytes(3).toString('hex')}`;
  const membership = await Membership.create({
    leagueId: league._id,
    key: type === 'INVITED' ? `i:${userId}@example.com` : userKey(userId),
    userId: type === 'INVITED' ? null : userId,
    role: overrides.role ?? 'LEAGUE_USER',
    status,
    type,
    displayName: type === 'INVITED' ? `${userId}@example.com` : teamName,
    request: { teamName, timezone: 'Europe/Budapest' },
  });
  if (!(await claimSlot(league._id, membership._id, league.nbMaxTeams))) throw new Error('factory: league is full');
  if (status === 'active') {
    const team = await FantasyTeam.create({ leagueId: league._id, userId, name: teamName, timezone: 'Europe/Budapest' });
    membership.teamId = team._id;
    await membership.save();
  }
  return membership;
}

/** An e-mail invitation as POST /leagues/:id/invite leaves it, holding a slot; `token` is the one its link carries. */
export async function addInvitation(
  league: { _id: Types.ObjectId; nbMaxTeams: number },
  email: string,
  token: string,
): Promise<MembershipDocument> {
  const invitation = await Membership.create({
    leagueId: league._id,
    key: `i:${email}`,
    role: 'LEAGUE_USER',
    status: 'pending',
    type: 'INVITED',
    displayName: email,
    email,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    expiresAt: new Date(Date.now() + 60_000),
  });
  if (!(await claimSlot(league._id, invitation._id, league.nbMaxTeams))) throw new Error('factory: league is full');
  return invitation;
}

/**
 * A league's fantasy season as the fantasy service stores it (its own models, in the same test database): the season
 * and the pointer that makes it the league's current one. Dates are UTC instants.
 */
export async function addLeagueSeason(
  league: { _id: Types.ObjectId },
  season: { status: LeagueSeasonStatus; draftStartsAt: Date; draftEndsAt: Date },
) {
  const stored = await LeagueSeason.create({
    leagueId: league._id,
    realSeasonId: new Types.ObjectId(),
    ...season,
    clockStartsAt: season.draftStartsAt,
  });
  await CurrentLeagueSeason.create({ _id: league._id, seasonId: stored._id });
  return stored;
}

/** A league's draft under way as fantasy stores it: a drafting season and its Draft, the members' teams in draft order. */
export async function addLiveDraft(league: { _id: Types.ObjectId }, members: readonly MembershipDocument[]) {
  const startedAt = new Date();
  const season = await addLeagueSeason(league, { status: 'drafting', draftStartsAt: startedAt, draftEndsAt: new Date(startedAt.getTime() + 3_600_000) });
  const teams = members.map((m) => ({ id: String(m.teamId), name: m.displayName ?? '', logoUrl: null, userId: m.userId!, owner: 'Manager' }));
  await Draft.create({ _id: season._id, leagueId: league._id, realSeasonId: season.realSeasonId, nbRounds: DRAFT_ROUNDS, turnSeconds: 60, startedAt, teams: packTeams(teams) });
  return season;
}
