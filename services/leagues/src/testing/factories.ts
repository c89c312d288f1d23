import { createHash, randomBytes } from 'node:crypto';
import mongoose, { Types } from 'mongoose';
import { DRAFT_ROUNDS, type LeagueSeasonStatus } from '@hfl/contracts';
import { FantasyTeam } from '../models/fantasy-team';
import { League, type LeagueDocument } from '../models/league';
import { Membership, userKey, type MembershipDocument } from '../models/membership';
import { claimSlot } from '../models/slot-claim';
import { newUserId } from './support';

export interface LeagueOverrides {
  name?: string;
  description?: string;
  nbMaxTeams?: number;
  /** The admin's user id; null for a league without an admin. A fresh user by default. */
  adminUserId?: string | null;
}

/** A league as POST /leagues leaves it: the admin is an active LEAGUE_ADMIN with a team in slot 0. */
export async function createLeague(
  overrides: LeagueOverrides = {},
): Promise<{ league: LeagueDocument; adminUserId: string | null }> {
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
    const team = await FantasyTeam.create({
      leagueId: league._id,
      userId,
      name: teamName,
      timezone: 'Europe/Budapest',
    });
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

/** A league season as fantasy keeps it (the fields these tests read back). */
export interface FantasySeason {
  _id: Types.ObjectId;
  id: string;
  leagueId: Types.ObjectId;
  realSeasonId: Types.ObjectId;
  status: LeagueSeasonStatus;
  draftStartsAt: Date;
  draftEndsAt: Date;
}

/** A live draft's team as fantasy keeps it: the draft order's entries. */
interface FantasyDraftTeam {
  id: string;
  name: string;
  logoUrl: string | null;
  userId: string;
  owner: string;
}

/**
 * THE ONE PLACE leagues' tests write the fantasy peer's collections (`league_seasons`, `current_league_seasons`,
 * `drafts`), in the documents' stored shape. Fantasy has no endpoint that makes this state: its
 * `POST /leagues/:leagueId/seasons` asks stats for the real season, checks the league's qualifications and wants
 * future dates, and only its clock starts a draft. Leagues reads this state back only through fantasy's internal
 * endpoints (current seasons, member removed); a change to fantasy's storage shows up here.
 */
async function writeFantasyState(
  season: FantasySeason,
  draft?: { startedAt: Date; teams: FantasyDraftTeam[] },
): Promise<void> {
  const db = mongoose.connection.db!;
  const now = new Date();
  const { id: _omit, ...stored } = season;
  await db
    .collection('league_seasons')
    .insertOne({ ...stored, clockStartsAt: season.draftStartsAt, createdAt: now, updatedAt: now });
  await db.collection('current_league_seasons').insertOne({ _id: season.leagueId, seasonId: season._id });
  if (!draft) return;
  await db.collection('drafts').insertOne({
    _id: season._id,
    leagueId: season.leagueId,
    realSeasonId: season.realSeasonId,
    nbRounds: DRAFT_ROUNDS,
    turnSeconds: 60,
    startedAt: draft.startedAt,
    // Packed as fantasy packs them: the draft order as one JSON string, each team with exactly these fields.
    teams: JSON.stringify(
      draft.teams.map(({ id, name, logoUrl, userId, owner }) => ({ id, name, logoUrl, userId, owner })),
    ),
    picks: [],
  });
}

function newSeason(
  league: { _id: Types.ObjectId },
  season: { status: LeagueSeasonStatus; draftStartsAt: Date; draftEndsAt: Date },
): FantasySeason {
  const _id = new Types.ObjectId();
  return { _id, id: _id.toHexString(), leagueId: league._id, realSeasonId: new Types.ObjectId(), ...season };
}

/** A league's fantasy season, made the league's current one (in fantasy's store: see writeFantasyState). Dates are UTC instants. */
export async function addLeagueSeason(
  league: { _id: Types.ObjectId },
  season: { status: LeagueSeasonStatus; draftStartsAt: Date; draftEndsAt: Date },
): Promise<FantasySeason> {
  const stored = newSeason(league, season);
  await writeFantasyState(stored);
  return stored;
}

/** A league's draft under way in fantasy: a drafting season and its draft, the members' teams in draft order. */
export async function addLiveDraft(
  league: { _id: Types.ObjectId },
  members: readonly MembershipDocument[],
): Promise<FantasySeason> {
  const startedAt = new Date();
  const season = newSeason(league, {
    status: 'drafting',
    draftStartsAt: startedAt,
    draftEndsAt: new Date(startedAt.getTime() + 3_600_000),
  });
  const teams = members.map((m) => ({
    id: String(m.teamId),
    name: m.displayName ?? '',
    logoUrl: null,
    userId: m.userId!,
    owner: 'Manager',
  }));
  await writeFantasyState(season, { startedAt, teams });
  return season;
}
