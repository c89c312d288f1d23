import type { Locale, TeamCreatePayload } from '@hfl/contracts';
import { ConflictError, isDuplicateKeyError } from '@hfl/kit';
import { chooseLogo } from '../fantasy-teams/team-logo';
import { ensureLeagueStands, removeMembership } from '../leagues/cleanup';
import { FantasyTeam } from '../models/fantasy-team';
import { requireUsableInviteLink } from '../models/invite-link';
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
  } else {
    await joinedDirectly(league, teamName, { notifier, fantasy });
  }
  return membership;
}

/**
 * Joining through the league's invite link (its admin shared it, so nobody decides again): the caller becomes an
 * active member with his team at once, the same rules as a join deciding the rest (one membership per user and
 * league, the slot claim settling a race for the last slot, a league being deleted undoing it). A request to join
 * the caller still has waiting holds his slot already: it becomes his membership with the team he names now.
 */
export async function joinByInviteLink(
  league: LeagueDocument,
  token: string,
  { teamName, timezone, ownerLogo }: TeamCreatePayload,
  { userId, locale, membership: existing }: Joiner,
  uploads: Uploads,
  { notifier, content, fantasy }: Pick<Peers, 'notifier' | 'content' | 'fantasy'>,
): Promise<MembershipDocument> {
  await requireUsableInviteLink(league._id, token);
  const request = existing?.status === 'pending' && existing.type === 'REQUESTED' ? existing : null;
  if (existing && !request) throw new ConflictError('errors:leagueAlreadyMember');
  const logo = await chooseLogo(uploads, ownerLogo, content, locale);
  const membership = await content.withStored(logo.uploads, locale, ([uploaded]) => {
    const team = { userId, teamName, timezone, logoFileId: uploaded ?? logo.premade };
    return request ? takeRequest(league, request, team, content) : storeJoin(league, true, team, content);
  });
  await joinedDirectly(league, teamName, { notifier, fantasy });
  return membership;
}

/** After a direct join: the admin hears of the new team; a league nobody administers gets its draft once full. */
async function joinedDirectly(
  league: LeagueDocument,
  teamName: string,
  { notifier, fantasy }: Pick<Peers, 'notifier' | 'fantasy'>,
): Promise<void> {
  if (league.adminUserId) {
    await notifier.notify({ kind: 'memberJoined', to: [league.adminUserId], league, name: teamName });
  } else if ((await SlotClaim.countDocuments({ leagueId: league._id })) >= league.nbMaxTeams) {
    // Nobody administers the league: fantasy schedules its draft now that it is full.
    await fantasy.leagueFilled(league.id as string);
  }
}

interface NewTeam {
  userId: string;
  teamName: string;
  timezone: TeamCreatePayload['timezone'];
  logoFileId: string | null;
}

/**
 * The membership (active with its team when `direct`, else a pending request keeping what it asked for) holding a
 * slot; a refused or undone one leaves nothing behind.
 */
async function storeJoin(
  league: LeagueDocument,
  direct: boolean,
  { userId, teamName, timezone, logoFileId }: NewTeam,
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

/**
 * The caller's waiting request turned into his active membership with the team he names now. The team insert (unique
 * per league and user) settles a race with the admin accepting the request meanwhile; a request withdrawn or
 * refused meanwhile, or the league's deletion, takes the team back out. The picture the request brought goes.
 */
async function takeRequest(
  league: LeagueDocument,
  request: MembershipDocument,
  { userId, teamName, timezone, logoFileId }: NewTeam,
  content: Peers['content'],
): Promise<MembershipDocument> {
  let team;
  try {
    team = await FantasyTeam.create({ leagueId: league._id, userId, name: teamName, timezone, logoFileId });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError('errors:leagueAlreadyMember');
    throw error;
  }
  const made = team;
  const before = request.toObject();
  const taken = await Membership.updateOne(
    { _id: request._id, status: 'pending' },
    {
      $set: {
        status: 'active',
        type: null,
        teamId: made._id,
        displayName: teamName,
        request: { teamName, timezone, logoFileId },
      },
    },
  );
  if (taken.matchedCount === 0) {
    await FantasyTeam.deleteOne({ _id: made._id });
    throw new ConflictError('errors:leagueRequestAlreadyHandled');
  }
  await ensureLeagueStands(league._id, async () => {
    await FantasyTeam.deleteOne({ _id: made._id });
    await Membership.replaceOne({ _id: request._id }, before);
  });
  const earlierLogo = request.request?.logoFileId?.toHexString();
  if (earlierLogo && earlierLogo !== logoFileId) await content.remove([earlierLogo]);
  return (await Membership.findById(request._id))!;
}
