import type { InviteLinkDetails, InviteLinkView } from '@hfl/contracts';
import { NotFoundError, isDuplicateKeyError } from '@hfl/kit';
import { ensureLeagueStands } from '../leagues/cleanup';
import { listItems, type ListPeers, type Viewer } from '../leagues/list-leagues';
import {
  INVITE_LINK_TTL_MS,
  InviteLink,
  newInviteLinkToken,
  requireUsableInviteLink,
  workingInviteLink,
  type InviteLinkFields,
} from '../models/invite-link';
import type { LeagueDocument } from '../models/league';

/**
 * A league's invite link (models/invite-link.ts): its admin makes one (which replaces any earlier link), reads it back
 * to copy it, and revokes it; whoever holds it sees the league before joining it (pending-members' joinByInviteLink).
 */

const toView = ({ token, createdAt, expiresAt }: InviteLinkFields): InviteLinkView => ({
  token,
  createdAt: createdAt.toISOString(),
  expiresAt: expiresAt.toISOString(),
});

/** The league's working link (404 when it has none: never made, revoked or expired). */
export async function currentInviteLink(league: LeagueDocument): Promise<InviteLinkView> {
  const link = await workingInviteLink(league._id);
  if (!link) throw new NotFoundError();
  return toView(link);
}

/** A new link, working for INVITE_LINK_TTL_DAYS; the earlier one stops working. Undone if the league is going. */
export async function makeInviteLink(league: LeagueDocument, adminUserId: string): Promise<InviteLinkView> {
  const now = new Date();
  const link: InviteLinkFields = {
    _id: league._id,
    token: newInviteLinkToken(),
    createdBy: adminUserId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITE_LINK_TTL_MS),
    revokedAt: null,
  };
  try {
    await InviteLink.replaceOne({ _id: league._id }, link, { upsert: true });
  } catch (error) {
    // Two makes at once may both insert; the one that lost finds the other's link and replaces it: the last one counts.
    if (!isDuplicateKeyError(error)) throw error;
    await InviteLink.replaceOne({ _id: league._id }, link);
  }
  await ensureLeagueStands(league._id, () => InviteLink.deleteOne({ _id: league._id }));
  return toView(link);
}

/** The link stops working (nothing to do when there is none). */
export async function revokeInviteLink(league: LeagueDocument): Promise<void> {
  await InviteLink.updateOne({ _id: league._id, revokedAt: null }, { $set: { revokedAt: new Date() } });
}

/** What the link's page shows: the league as its list row (with the viewer's membership) and the link's expiry. */
export async function inviteLinkDetails(
  league: LeagueDocument,
  token: string,
  viewer: Viewer,
  peers: ListPeers,
): Promise<InviteLinkDetails> {
  const link = await requireUsableInviteLink(league._id, token);
  const [item] = await listItems([league], viewer, peers);
  return { league: item!, expiresAt: link.expiresAt.toISOString() };
}
