import type { Types } from 'mongoose';
import type { InvitationAcceptPayload, InvitationDetails, Locale, TeamRef } from '@hfl/contracts';
import { ConflictError, isDuplicateKeyError, NotFoundError } from '@hfl/kit';
import { chooseLogo } from '../fantasy-teams/team-logo';
import { ensureLeagueStands } from '../leagues/cleanup';
import { FantasyTeam, toTeamRef } from '../models/fantasy-team';
import { InvitationUse } from '../models/invitation-use';
import { League } from '../models/league';
import { Membership, userKey, type MembershipDocument } from '../models/membership';
import type { Peers } from '../peers';
import type { Uploads } from '../uploads';
import { invitationFor } from './invitation-link';

/** Anyone holding the link: which league invites which address, for the acceptance page before sign-in. */
export async function invitationDetails(id: Types.ObjectId, token: string): Promise<InvitationDetails> {
  const membership = await invitationFor(id, token);
  const league = await League.findById(membership.leagueId);
  if (!league) throw new NotFoundError();
  return { league: { id: league.id as string, name: league.name }, email: membership.email ?? '' };
}

/**
 * A signed-in user accepts with the link's token and their new team. The marker insert (unique `_id` = the
 * invitation) lets exactly one acceptance through; the team insert (unique per league and user) and the key rewrite
 * to `u:<userId>` (unique per league) turn away a user who is already in the league. Every failure after the
 * marker undoes what it did, so the invitation stays usable. An acceptance racing the league's deletion undoes
 * itself the same way (404), leaving the invitation to the deletion.
 */
export async function acceptInvitation(
  id: Types.ObjectId,
  { confirmationToken, teamName, timezone, ownerLogo }: InvitationAcceptPayload,
  { userId, locale }: { userId: string; locale: Locale },
  uploads: Uploads,
  { content, notifier }: Pick<Peers, 'content' | 'notifier'>,
): Promise<{ id: string; league: { id: string }; status: 'active'; team: TeamRef }> {
  const invitation = await invitationFor(id, confirmationToken);
  const { leagueId } = invitation;
  if (await Membership.exists({ leagueId, key: userKey(userId) }))
    throw new ConflictError('errors:leagueAlreadyMember');
  const logo = await chooseLogo(uploads, ownerLogo, content, locale);

  // A refused acceptance takes its uploaded logo back out.
  const team = await content.withStored(logo.uploads, locale, ([uploaded]) =>
    takeInvitation(invitation, { userId, teamName, timezone, logoFileId: uploaded ?? logo.premade }),
  );
  const league = await League.findById(leagueId);
  if (league) await notifier.notify({ kind: 'invitationAccepted', to: [league.adminUserId], league, name: team.name });
  return { id: invitation.id as string, league: { id: String(leagueId) }, status: 'active', team: toTeamRef(team) };
}

/** Marks the invitation used (one marker per invitation: of concurrent accepts one gets it); answers its release. */
async function markUsed(invitation: MembershipDocument, userId: string): Promise<() => Promise<unknown>> {
  try {
    await InvitationUse.create({ _id: invitation._id, leagueId: invitation.leagueId, userId });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError('errors:invitationUsed');
    throw error;
  }
  return () => InvitationUse.deleteOne({ _id: invitation._id });
}

/**
 * The marker, the team, then the invitation rewritten into the user's active membership; a failure at any step undoes
 * the steps before it (a unique violation: the user is already in the league, 409), and so does the league's deletion.
 */
async function takeInvitation(
  invitation: MembershipDocument,
  {
    userId,
    teamName,
    timezone,
    logoFileId,
  }: { userId: string; teamName: string; timezone: InvitationAcceptPayload['timezone']; logoFileId: string | null },
) {
  const { leagueId } = invitation;
  const release = await markUsed(invitation, userId);
  let team;
  try {
    team = await FantasyTeam.create({ leagueId, userId, name: teamName, timezone, logoFileId });
  } catch (error) {
    await release();
    if (isDuplicateKeyError(error)) throw new ConflictError('errors:leagueAlreadyMember');
    throw error;
  }
  const made = team;
  const undo = async () => {
    await FantasyTeam.deleteOne({ _id: made._id });
    await release();
  };
  try {
    await Membership.updateOne(
      { _id: invitation._id },
      {
        $set: {
          key: userKey(userId),
          userId,
          status: 'active',
          type: null,
          teamId: team._id,
          displayName: teamName,
          tokenHash: null,
          expiresAt: null,
        },
      },
    );
  } catch (error) {
    await undo();
    if (isDuplicateKeyError(error)) throw new ConflictError('errors:leagueAlreadyMember');
    throw error;
  }
  await ensureLeagueStands(leagueId, async () => {
    await Membership.replaceOne({ _id: invitation._id }, invitation.toObject());
    await undo();
  });
  return team;
}
