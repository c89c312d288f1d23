import { Router, type Request, type Response } from 'express';
import {
  teamCreateSchema,
  type MembershipType,
  type PendingMemberRow,
  type TeamCreatePayload,
} from '@hfl/contracts';
import { callerId, ConflictError, imageUpload, NotAllowedError, NotFoundError, requireUser, validate } from '@hfl/kit';
import type { Content } from '../../content';
import { FantasyTeam, toTeamRef } from '../../models/fantasy-team';
import { League } from '../../models/league';
import { Membership, userKey } from '../../models/membership';
import { claimSlot } from '../../models/slot-claim';
import { isDuplicateKeyError } from '@hfl/kit';
import { ensureLeagueStands, removeMembership } from '../cleanup';
import {
  callerLocale,
  isLeagueAdmin,
  isSuperAdmin,
  leagueOf,
  loadLeague,
  objectIdParam,
  ownMembershipOf,
  requireLeagueAdmin,
} from '../league-access';
import type { Notifier } from '../../notify';
import type { People } from '../../people';
import { chooseLogo } from '../team-logo';

/**
 * Joining a league. A league with an admin takes requests (pending REQUESTED memberships, each holding a slot until
 * the admin accepts or someone removes it); a league without one (made from the back office) takes members directly.
 * Either way the membership insert (unique per league and user) settles a double join, and the slot claim (unique
 * per league and slot) settles a race for the last slot. A join racing the league's deletion undoes itself (404).
 */
async function join(
  req: Request,
  res: Response,
  mode: 'join' | 'request',
  { notifier, content }: PendingMembersOptions,
): Promise<void> {
  const league = leagueOf(res);
  const { teamName, timezone, ownerLogo } = req.body as TeamCreatePayload;
  const userId = callerId(req);
  if (ownMembershipOf(res)) throw new ConflictError('errors:leagueAlreadyMember');
  const direct = mode === 'join' && !league.adminUserId;
  const locale = callerLocale(req);
  const logo = await chooseLogo(res, ownerLogo, content, locale);
  // A refused join (full, already in) takes its uploaded logo back out.
  const membership = await content.withStored(logo.uploads, locale, async ([uploaded]) => {
    const logoFileId = uploaded ?? logo.premade;
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
  });
  if (!direct) {
    await notifier.notify({ kind: 'joinRequested', to: [league.adminUserId], league, name: teamName });
  }
  res.status(201).json({ id: membership.id as string, status: membership.status, type: membership.type ?? null });
}

export interface PendingMembersOptions {
  notifier: Notifier;
  people: People;
  content: Content;
}

export function pendingMembersRouter(options: PendingMembersOptions): Router {
  const { notifier, people, content } = options;
  const router = Router();
  /** The create-team form's logo picture. */
  const logoUpload = imageUpload({ maxFiles: 1 });

  /** Spec: the answer's status says whether the user joined (active) or the request awaits the admin (pending). */
  router.post('/leagues/:id/join', requireUser, loadLeague, logoUpload, validate(teamCreateSchema), (req, res) =>
    join(req, res, 'join', options),
  );

  router.post('/leagues/:id/request-join', requireUser, loadLeague, logoUpload, validate(teamCreateSchema), (req, res) =>
    join(req, res, 'request', options),
  );

  /** Requests (with the requester's name) and invitations (an address, no user yet). */
  router.get('/leagues/:id/pending-members', requireUser, loadLeague, requireLeagueAdmin, async (req, res) => {
    const pending = await Membership.find({ leagueId: leagueOf(res)._id, status: 'pending' }).sort({ createdAt: 1 });
    const nameOf = await people.names(
      pending.map((m) => m.userId),
      callerLocale(req),
    );
    const rows: PendingMemberRow[] = pending.map((m) => ({
      id: m.id as string,
      type: m.type as MembershipType,
      displayName: m.displayName ?? '',
      user: m.userId ? nameOf(m.userId) : null,
      createdAt: m.createdAt.toISOString(),
    }));
    res.json(rows);
  });

  /**
   * The admin removes an invitation or a request; a requester withdraws their own request. The slot frees up and the
   * request's uploaded logo goes.
   */
  router.delete('/leagues/:id/pending-members/:pendingId', requireUser, loadLeague, async (req, res) => {
    const pendingId = objectIdParam(req, 'pendingId');
    const own = ownMembershipOf(res);
    const mayRemove = isLeagueAdmin(req, res) || (own?.id === pendingId.toHexString() && own.type === 'REQUESTED');
    if (!mayRemove) throw new NotAllowedError();
    const league = leagueOf(res);
    const pending = await Membership.findOne({ _id: pendingId, leagueId: league._id, status: 'pending' });
    if (!pending) throw new NotFoundError();
    await removeMembership(pending, content);
    if (own?.id === pending.id) {
      await notifier.notify({ kind: 'requestWithdrawn', to: [league.adminUserId], league, name: pending.displayName ?? '' });
    } else if (pending.type === 'REQUESTED') {
      await notifier.notify({ kind: 'requestRejected', to: [pending.userId], league });
    }
    res.status(204).end();
  });

  /**
   * The admin accepts a request: the membership turns active with the team it asked for. The team insert (unique
   * per league and user) settles two concurrent acceptances; an acceptance racing the league's deletion takes its
   * team back out and leaves the request as it was (404).
   */
  router.post('/pending-members/:id/accept', requireUser, async (req, res) => {
    const pending = await Membership.findById(objectIdParam(req, 'id'));
    if (!pending) throw new NotFoundError();
    const league = await League.findById(pending.leagueId);
    if (!league) throw new NotFoundError();
    const userId = callerId(req);
    const admin = await Membership.findOne({ leagueId: league._id, key: userKey(userId), status: 'active' });
    if (!isSuperAdmin(req) && admin?.role !== 'LEAGUE_ADMIN') throw new NotAllowedError();
    if (pending.type !== 'REQUESTED') throw new ConflictError('errors:leagueOnlyRequestsAccepted');
    if (pending.status !== 'pending') throw new ConflictError('errors:leagueRequestAlreadyHandled');
    let team;
    try {
      team = await FantasyTeam.create({
        leagueId: league._id,
        userId: pending.userId!,
        name: pending.request?.teamName ?? pending.displayName ?? '',
        timezone: pending.request?.timezone ?? 'Europe/Budapest',
        logoFileId: pending.request?.logoFileId ?? null,
      });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictError('errors:leagueRequestAlreadyHandled');
      throw error;
    }
    await Membership.updateOne({ _id: pending._id }, { $set: { status: 'active', teamId: team._id } });
    await ensureLeagueStands(league._id, async () => {
      await FantasyTeam.deleteOne({ _id: team._id });
      await Membership.replaceOne({ _id: pending._id }, pending.toObject());
    });
    await notifier.notify({ kind: 'requestAccepted', to: [pending.userId], league });
    res.json({ id: pending.id as string, status: 'active', team: toTeamRef(team) });
  });

  return router;
}
