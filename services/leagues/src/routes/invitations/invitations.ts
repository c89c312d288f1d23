import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  invitationAcceptSchema,
  invitationQuerySchema,
  inviteSchema,
  type InvitationAcceptPayload,
  type InvitationDetails,
  type InvitationQuery,
  type InvitePayload,
} from '@hfl/contracts';
import {
  allowVisitors,
  callerId,
  ConflictError,
  imageUpload,
  INTERNAL_TOKEN_HEADER,
  InputError,
  isDuplicateKeyError,
  logger,
  NotFoundError,
  requireUser,
  ServiceUnavailableError,
  signInternalToken,
  validate,
} from '@hfl/kit';
import type { UsageLimits } from '../../config';
import type { Content } from '../../content';
import { FantasyTeam, toTeamRef } from '../../models/fantasy-team';
import { InvitationUse } from '../../models/invitation-use';
import { League, type LeagueDocument } from '../../models/league';
import { invitationKey, Membership, userKey, type MembershipDocument } from '../../models/membership';
import { claimSlot } from '../../models/slot-claim';
import { withUsages } from '../../usage-limits';
import { ensureLeagueStands, removeMembership } from '../cleanup';
import { callerLocale, isSuperAdmin, leagueOf, loadLeague, objectIdParam, requireLeagueAdmin } from '../league-access';
import { chooseLogo } from '../team-logo';
import type { Notifier } from '../../notify';

export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The token matches the stored hash (compared in constant time). */
function tokenMatches(membership: MembershipDocument, token: string): boolean {
  if (!membership.tokenHash) return false;
  const given = Buffer.from(sha256(token), 'hex');
  const stored = Buffer.from(membership.tokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The pending invitation behind `:id` for this token. Unknown id → 404; accepted already → 409; wrong or expired
 * token → 400 with the "invalid link" message (the same for both, so the answer does not tell which).
 */
async function invitationFor(req: Request, token: string): Promise<MembershipDocument> {
  const id = objectIdParam(req, 'id');
  const membership = await Membership.findById(id);
  if (!membership || membership.type !== 'INVITED' || membership.status !== 'pending') {
    if (await InvitationUse.exists({ _id: id })) throw new ConflictError('errors:invitationUsed');
    throw new NotFoundError();
  }
  if (!tokenMatches(membership, token) || !membership.expiresAt || membership.expiresAt.getTime() <= Date.now()) {
    throw new InputError([], 'errors:invitationInvalid');
  }
  return membership;
}

export interface InvitationsOptions {
  accountsUrl: string;
  publicUrl: string;
  internalTokenSecret: string;
  notifier: Notifier;
  content: Content;
  limits: Pick<UsageLimits, 'invitesByAdmin' | 'invitesToAddress'>;
}

/** Invitations by e-mail: the admin invites an address into an open slot; whoever holds the link accepts it. */
export function invitationsRouter({ accountsUrl, publicUrl, internalTokenSecret, notifier, content, limits }: InvitationsOptions): Router {
  const router = Router();

  /** Asks accounts to e-mail the invitation; false when accounts cannot be reached or refuses. */
  async function sendInvitationEmail(req: Request, body: Record<string, string>): Promise<boolean> {
    const locale = req.identity?.locale ?? 'en';
    try {
      const token = await signInternalToken({ service: 'leagues', roles: [], locale }, internalTokenSecret);
      const answer = await fetch(new URL('/internal/invitations', accountsUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: token },
        body: JSON.stringify({ ...body, locale }),
        signal: AbortSignal.timeout(10_000),
      });
      if (answer.status === 202) return true;
      logger.warn({ status: answer.status }, 'accounts refused the invitation e-mail');
      return false;
    } catch (err) {
      logger.warn({ err }, 'accounts unreachable for the invitation e-mail');
      return false;
    }
  }

  /**
   * The league admin (or SUPER_ADMIN) invites an address: a pending INVITED membership keyed by the address (unique:
   * one invitation per address and league) holding an open slot, with a random token of which only the sha256 is
   * kept. If the e-mail cannot be handed to accounts, the invitation and its slot are removed again (503); if the
   * league is being deleted, before any e-mail (404). Each invitation counts against the admin's limit (not the
   * SUPER_ADMIN's) and the address's, given back when no e-mail goes out.
   */
  router.post('/leagues/:id/invite', requireUser, loadLeague, requireLeagueAdmin, validate(inviteSchema), async (req, res) => {
    const league = leagueOf(res);
    const { email } = req.body as InvitePayload;
    const claims = [
      ...(isSuperAdmin(req) ? [] : [[limits.invitesByAdmin, callerId(req)] as const]),
      [limits.invitesToAddress, email] as const,
    ];
    res.status(201).json(await withUsages(claims, () => invite(req, league, email)));
  });

  /** The invitation itself and its e-mail; anything refused or failed leaves no invitation behind. */
  async function invite(req: Request, league: LeagueDocument, email: string) {
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
    const sent = await sendInvitationEmail(req, { email, link, leagueName: league.name, inviterId: callerId(req) });
    if (!sent) {
      await removeMembership(membership, content);
      throw new ServiceUnavailableError();
    }
    return { id: membership.id as string, status: 'pending' as const, type: 'INVITED' as const, email };
  }

  /** Anyone holding the link: which league invites which address, for the acceptance page before sign-in. */
  router.get('/invitations/:id', allowVisitors, validate(invitationQuerySchema, 'query'), async (req, res) => {
    const { token } = res.locals.query as InvitationQuery;
    const membership = await invitationFor(req, token);
    const league = await League.findById(membership.leagueId);
    if (!league) throw new NotFoundError();
    const details: InvitationDetails = { league: { id: league.id as string, name: league.name }, email: membership.email ?? '' };
    res.json(details);
  });

  /**
   * A signed-in user accepts with the link's token and their new team. The marker insert (unique `_id` = the
   * invitation) lets exactly one acceptance through; the team insert (unique per league and user) and the key rewrite
   * to `u:<userId>` (unique per league) turn away a user who is already in the league. Every failure after the
   * marker undoes what it did, so the invitation stays usable. An acceptance racing the league's deletion undoes
   * itself the same way (404), leaving the invitation to the deletion.
   */
  router.post('/invitations/:id/accept', requireUser, imageUpload({ maxFiles: 1 }), validate(invitationAcceptSchema), async (req, res) => {
    const { confirmationToken, teamName, timezone, ownerLogo } = req.body as InvitationAcceptPayload;
    const userId = callerId(req);
    const locale = callerLocale(req);
    const invitation = await invitationFor(req, confirmationToken);
    const { leagueId } = invitation;
    if (await Membership.exists({ leagueId, key: userKey(userId) })) throw new ConflictError('errors:leagueAlreadyMember');
    const logo = await chooseLogo(res, ownerLogo, content, locale);

    // A refused acceptance takes its uploaded logo back out.
    const team = await content.withStored(logo.uploads, locale, async ([uploaded]) => {
      try {
        await InvitationUse.create({ _id: invitation._id, leagueId, userId });
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new ConflictError('errors:invitationUsed');
        throw error;
      }
      const release = () => InvitationUse.deleteOne({ _id: invitation._id });

      let team;
      try {
        team = await FantasyTeam.create({ leagueId, userId, name: teamName, timezone, logoFileId: uploaded ?? logo.premade });
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
    });
    const league = await League.findById(leagueId);
    if (league) await notifier.notify({ kind: 'invitationAccepted', to: [league.adminUserId], league, name: team.name });
    res.json({
      id: invitation.id as string,
      league: { id: String(leagueId) },
      status: 'active',
      team: toTeamRef(team),
    });
  });

  return router;
}
