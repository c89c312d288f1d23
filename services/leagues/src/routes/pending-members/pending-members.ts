import { Router, type Request, type Response } from 'express';
import {
  teamCreateSchema,
  type MembershipType,
  type PendingMemberRow,
  type TeamCreatePayload,
} from '@hfl/contracts';
import { callerId, ConflictError, NotAllowedError, NotFoundError, requireUser, validate } from '@hfl/kit';
import { FantasyTeam } from '../../models/fantasy-team';
import { League } from '../../models/league';
import { Membership, userKey } from '../../models/membership';
import { claimSlot } from '../../models/slot-claim';
import { isDuplicateKeyError } from '@hfl/kit';
import { removeMembership } from '../cleanup';
import {
  isLeagueAdmin,
  isSuperAdmin,
  leagueOf,
  loadLeague,
  objectIdParam,
  ownMembershipOf,
  requireLeagueAdmin,
} from '../league-access';

/**
 * Joining a league. A league with an admin takes requests (pending REQUESTED memberships, each holding a slot until
 * the admin accepts or someone removes it); a league without one (made from the back office) takes members directly.
 * Either way the membership insert (unique per league and user) settles a double join, and the slot claim (unique
 * per league and slot) settles a race for the last slot.
 */
async function join(req: Request, res: Response, mode: 'join' | 'request'): Promise<void> {
  const league = leagueOf(res);
  const { teamName, timezone } = req.body as TeamCreatePayload;
  const userId = callerId(req);
  if (ownMembershipOf(res)) throw new ConflictError('errors:leagueAlreadyMember');
  const direct = mode === 'join' && !league.adminUserId;
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
      request: { teamName, timezone },
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError('errors:leagueAlreadyMember');
    throw error;
  }
  if (!(await claimSlot(league._id, membership._id, league.nbMaxTeams))) {
    await Membership.deleteOne({ _id: membership._id });
    throw new ConflictError('errors:leagueFull');
  }
  if (direct) {
    const team = await FantasyTeam.create({ leagueId: league._id, userId, name: teamName, timezone });
    await Membership.updateOne({ _id: membership._id }, { $set: { teamId: team._id } });
  }
  res.status(201).json({ id: membership.id as string, status: membership.status, type: membership.type ?? null });
}

export function pendingMembersRouter(): Router {
  const router = Router();

  /** Spec: the answer's status says whether the user joined (active) or the request awaits the admin (pending). */
  router.post('/leagues/:id/join', requireUser, loadLeague, validate(teamCreateSchema), (req, res) =>
    join(req, res, 'join'),
  );

  router.post('/leagues/:id/request-join', requireUser, loadLeague, validate(teamCreateSchema), (req, res) =>
    join(req, res, 'request'),
  );

  router.get('/leagues/:id/pending-members', requireUser, loadLeague, requireLeagueAdmin, async (_req, res) => {
    const pending = await Membership.find({ leagueId: leagueOf(res)._id, status: 'pending' }).sort({ createdAt: 1 });
    const rows: PendingMemberRow[] = pending.map((m) => ({
      id: m.id as string,
      type: m.type as MembershipType,
      displayName: m.displayName ?? '',
      user: m.userId ? { id: m.userId } : null,
      createdAt: (m as unknown as { createdAt: Date }).createdAt.toISOString(),
    }));
    res.json(rows);
  });

  /** The admin removes an invitation or a request; a requester withdraws their own request. The slot frees up. */
  router.delete('/leagues/:id/pending-members/:pendingId', requireUser, loadLeague, async (req, res) => {
    const pendingId = objectIdParam(req, 'pendingId');
    const own = ownMembershipOf(res);
    const mayRemove = isLeagueAdmin(req, res) || (own?.id === pendingId.toHexString() && own.type === 'REQUESTED');
    if (!mayRemove) throw new NotAllowedError();
    const pending = await Membership.findOne({ _id: pendingId, leagueId: leagueOf(res)._id, status: 'pending' });
    if (!pending) throw new NotFoundError();
    await removeMembership(pending);
    res.status(204).end();
  });

  /**
   * The admin accepts a request: the membership turns active with the team it asked for. The team insert (unique
   * per league and user) settles two concurrent acceptances.
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
      });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictError('errors:leagueRequestAlreadyHandled');
      throw error;
    }
    await Membership.updateOne({ _id: pending._id }, { $set: { status: 'active', teamId: team._id } });
    res.json({ id: pending.id as string, status: 'active', team: { id: team.id as string, name: team.name } });
  });

  return router;
}
