import { randomBytes } from 'node:crypto';
import { ConflictError, isDuplicateKeyError } from '@hfl/kit';
import type { UsageLimits } from '../config';
import { ensureLeagueStands, removeMembership } from '../leagues/cleanup';
import type { LeagueDocument } from '../models/league';
import { invitationKey, Membership } from '../models/membership';
import { claimSlot } from '../models/slot-claim';
import type { Peers } from '../peers';
import { withUsages } from '../usage-limits';
import { sha256 } from './invitation-link';

export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface Inviter {
  userId: string;
  /** The SUPER_ADMIN has no per-admin limit (the address's limit holds for everyone). */
  superAdmin: boolean;
}

export interface InviteDeps extends Pick<Peers, 'content' | 'mailer'> {
  /** Where people open the app: the base of the invitation link. */
  publicUrl: string;
  limits: Pick<UsageLimits, 'invitesByAdmin' | 'invitesToAddress'>;
}

/**
 * The league admin (or SUPER_ADMIN) invites an address: a pending INVITED membership keyed by the address (unique:
 * one invitation per address and league) holding an open slot, with a random token of which only the sha256 is
 * kept. If the e-mail cannot be handed to accounts, the invitation and its slot are removed again (503); if the
 * league is being deleted, before any e-mail (404). Each invitation counts against the admin's limit (not the
 * SUPER_ADMIN's) and the address's, given back when no e-mail goes out.
 */
export async function invite(league: LeagueDocument, email: string, inviter: Inviter, deps: InviteDeps) {
  const claims = [
    ...(inviter.superAdmin ? [] : [[deps.limits.invitesByAdmin, inviter.userId] as const]),
    [deps.limits.invitesToAddress, email] as const,
  ];
  return withUsages(claims, () => inviteOnce(league, email, inviter, deps));
}

/** The invitation itself and its e-mail; anything refused or failed leaves no invitation behind. */
async function inviteOnce(
  league: LeagueDocument,
  email: string,
  inviter: Inviter,
  { content, mailer, publicUrl }: InviteDeps,
) {
  const token = randomBytes(32).toString('base64url');
  let membership;
  try {
    membership = await Membership.create({
      leagueId: league._id,
      key: invitationKey(email),
      userId: null,
      role: 'LEAGUE_USER',
      status: 'pending',
      type: 'INVITED',
      displayName: email,
      email,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError('errors:leagueAlreadyInvited');
    throw error;
  }
  if (!(await claimSlot(league._id, membership._id, league.nbMaxTeams))) {
    await removeMembership(membership, content);
    throw new ConflictError('errors:leagueFull');
  }
  await ensureLeagueStands(league._id, () => removeMembership(membership, content));
  const link = `${publicUrl.replace(/\/+$/, '')}/invitation/accept/${membership.id as string}/${token}`;
  try {
    await mailer.send({ email, link, leagueName: league.name, inviterId: inviter.userId });
  } catch (error) {
    // No e-mail, no invitation: the slot is freed and the 503 keeps accounts' answer as its cause.
    await removeMembership(membership, content);
    throw error;
  }
  return { id: membership.id as string, status: 'pending' as const, type: 'INVITED' as const, email };
}
