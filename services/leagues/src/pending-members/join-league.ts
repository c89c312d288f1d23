import type { Locale, TeamCreatePayload } from '@hfl/contracts';
import { ConflictError, isDuplicateKeyError } from '@hfl/kit';
import { chooseLogo } from '../fantasy-teams/team-logo';
import { ensureLeagueStands, removeMembership } from '../leagues/cleanup';
import { FantasyTeam } from '../models/fantasy-team';
import type { LeagueDocument } from '../models/league';
import { Membership, userKey, type MembershipDocument } from '../models/membership';
import { claimSlot, SlotClaim } from '../models/slot-claim';
import type { Peers } from '../peers';
import type { Uploads } from '../uploads';

export interface Joiner {
  userId: string;
  locale: Locale;
  /** The caller's membership in the league already, if any (then 409). */
  membership: MembershipDocument | null;
}

/**
 * Joining a league. A league with an admin takes requests (pending REQUESTED memberships, each holding a slot until
 * the admin accepts or someone removes it); a league without one (made from the back office) takes members directly
 * on a `join` (a `request` always waits). Either way the membership insert (unique per league and user) settles a
 * double join, and the slot claim (unique per league and slot) settles a race for the last slot. A join racing the
 * league's deletion undoes itself (404).
 */
export async function joinLeague(
  league: LeagueDocument,
  mode: 'join' | 'request',
  { teamName, timezone, ownerLogo }: TeamCreatePayload,
  { userId, locale, membership: existing }: Joiner,
  uploads: Uploads,
  { notifier, content, fantasy }: Pick<Peers, 'notifier' | 'content' | 'fantasy'>,
): Promise<MembershipDocument> {
  if (existing) throw new ConflictError('errors:leagueAlreadyMember');
  const direct = mode === 'join' && !league.adminUserId;
  const logo = await chooseLogo(uploads, ownerLogo, content, locale);
  // A refused join (full, already in) takes its uploaded logo back out.
  const membership = await content.withStored(logo.uploads, locale, ([uploaded]) =>
    storeJoin(league, direct, { userId, teamName, timezone, logoFileId: uploaded ?? logo.premade }, content),
  );
  if (!direct) {
    await notifier.notify({ kind: 'joinRequested', to: [league.adminUserId], league, name: teamName });
  } else if ((await SlotClaim.countDocuments({ leagueId: league._id })) >= league.nbMaxTeams) {
    // Nobody administers the league: fantasy schedules its draft now that it is full.
    await fantasy.leagueFilled(league.id as string);
  }
  return membership;
}

/**
 * The membership (active with its team when `direct`, else a pending request keeping what it asked for) holding a
 * slot; a refused or undone one leaves nothing behind.
 */
async function storeJoin(
  league: LeagueDocument,
  direct: boolean,
  {
    userId,
    teamName,
    timezone,
    logoFileId,
  }: { userId: string; teamName: string; timezone: TeamCreatePayload['timezone']; logoFileId: string | null },
  content: Peers['content'],
): Promise<MembershipDocument> {
  let membership;
  try {
    membership = await Membership.create({
      leagueId: league._id,
      key: userKey(userId),
      userId,
      role: 'LEAGUE_USER',
      status: direct ? 'active' : 'pending',
      type: direct ? null : 'REQUESTED',
      displayName: teamName,
      // A request keeps the logo until the admin accepts and the team is made.
      request: { teamName, timezone, logoFileId },
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError('errors:leagueAlreadyMember');
    throw error;
  }
  if (!(await claimSlot(league._id, membership._id, league.nbMaxTeams))) {
    await removeMembership(membership, content);
    throw new ConflictError('errors:leagueFull');
  }
  if (direct) {
    const team = await FantasyTeam.create({ leagueId: league._id, userId, name: teamName, timezone, logoFileId });
    membership.teamId = team._id;
    await Membership.updateOne({ _id: membership._id }, { $set: { teamId: team._id } });
  }
  await ensureLeagueStands(league._id, () => removeMembership(membership, content));
  return membership;
}
