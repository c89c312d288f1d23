import { Router } from 'express';
import mongoose from 'mongoose';
import type { MemberRow, MembershipStatus, MembershipType, MyMembership } from '@hfl/contracts';
import { callerId, ConflictError, NotAllowedError, NotFoundError, requireUser } from '@hfl/kit';
import { FantasyTeam, toTeamRef } from '../../models/fantasy-team';
import { League } from '../../models/league';
import { Membership, userKey, type MembershipDocument } from '../../models/membership';
import type { Content } from '../../content';
import type { Fantasy } from '../../fantasy';
import { changeAdmin, currentAdmin, ensureAdmin } from '../admin-rights';
import { deleteLeague, removeMembership } from '../cleanup';
import {
  callerLocale,
  leagueOf,
  loadLeague,
  ownMembershipOf,
  requireLeagueAdmin,
  requireLeagueMember,
  userIdParam,
} from '../league-access';
import type { Notifier } from '../../notify';
import type { People } from '../../people';

type Role = MemberRow['role'];

async function teamsById(memberships: MembershipDocument[]) {
  const ids = memberships.map((m) => m.teamId).filter((id) => id !== null && id !== undefined);
  const teams = ids.length ? await FantasyTeam.find({ _id: mongoose.trusted({ $in: ids }) }) : [];
  return new Map(teams.map((t) => [t.id as string, toTeamRef(t)]));
}

/** The league's active member of that user id, or 404. */
async function activeMember(leagueId: mongoose.Types.ObjectId, userId: string): Promise<MembershipDocument> {
  const member = await Membership.findOne({ leagueId, key: userKey(userId), status: 'active' });
  if (!member) throw new NotFoundError();
  return member;
}

export function membersRouter({
  notifier,
  people,
  content,
  fantasy,
}: {
  notifier: Notifier;
  people: People;
  content: Content;
  fantasy: Fantasy;
}): Router {
  const router = Router();

  /**
   * The caller's active and pending memberships (the spec's user.leagueMemberships / pendingLeagueMemberships):
   * served here because leagues owns memberships; /secure and the league switcher read it.
   */
  router.get('/leagues/memberships/me', requireUser, async (req, res) => {
    const memberships = await Membership.find({ userId: callerId(req) }).sort({ createdAt: 1 });
    const leagues = await League.find({ _id: mongoose.trusted({ $in: memberships.map((m) => m.leagueId) }) });
    const names = new Map(leagues.map((l) => [l.id as string, l.name]));
    const teams = await teamsById(memberships);
    const rows: MyMembership[] = memberships
      .filter((m) => names.has(String(m.leagueId)))
      .map((m) => ({
        id: m.id as string,
        league: { id: String(m.leagueId), name: names.get(String(m.leagueId))! },
        role: m.role as Role,
        status: m.status as MembershipStatus,
        type: (m.type ?? null) as MembershipType | null,
        team: m.teamId ? (teams.get(String(m.teamId)) ?? null) : null,
      }));
    res.json(rows);
  });

  /** Active members with their names (accounts' answer: "deleted user" for a deleted account) and teams. */
  router.get('/leagues/:id/members', requireUser, loadLeague, requireLeagueMember, async (req, res) => {
    const members = await Membership.find({ leagueId: leagueOf(res)._id, status: 'active' }).sort({ createdAt: 1 });
    const [teams, nameOf] = await Promise.all([
      teamsById(members),
      people.names(
        members.map((m) => m.userId),
        callerLocale(req),
      ),
    ]);
    const rows: MemberRow[] = members.map((m) => {
      const user = nameOf(m.userId!);
      return {
        id: m.id as string,
        name: user.name,
        user,
        role: m.role as Role,
        team: m.teamId ? (teams.get(String(m.teamId)) ?? null) : null,
      };
    });
    res.json(rows);
  });

  /**
   * The admin removes a LEAGUE_USER (never the admin: a league keeps its admin); the slot frees up and the team's
   * uploaded logo goes. A transfer to that member racing the removal gives the rights back (ensureAdmin). Fantasy
   * hears of it first (mid-draft the member stops picking and leaves the room); without its answer nothing is removed.
   */
  router.delete('/leagues/:id/members/:userId', requireUser, loadLeague, requireLeagueAdmin, async (req, res) => {
    const league = leagueOf(res);
    const userId = userIdParam(req, 'userId');
    const member = await activeMember(league._id, userId);
    if (member.role !== 'LEAGUE_USER') throw new NotAllowedError('errors:leagueOnlyUsersRemovable');
    await fantasy.memberRemoved(String(league._id), userId);
    await removeMembership(member, content);
    await ensureAdmin(league._id, notifier);
    await notifier.notify({ kind: 'memberRemoved', to: [member.userId], league });
    res.status(204).end();
  });

  /**
   * The admin hands the league to another active member. Of concurrent transfers (or a transfer and the
   * deleted-account release) one wins the next admin epoch (changeAdmin); the others get 409 and change nothing. If
   * the target left meanwhile, the rights come back (ensureAdmin) and the answer is 409.
   */
  router.post(
    '/leagues/:id/members/:userId/transfer-rights/:targetId',
    requireUser,
    loadLeague,
    requireLeagueAdmin,
    async (req, res) => {
      const league = leagueOf(res);
      const fromUserId = userIdParam(req, 'userId');
      const toUserId = userIdParam(req, 'targetId');
      const from = await Membership.findOne({ leagueId: league._id, key: userKey(fromUserId), status: 'active' });
      if (!from || (await currentAdmin(league)).userId !== fromUserId) throw new ConflictError('errors:leagueTransferNotAdmin');
      const to = await Membership.findOne({ leagueId: league._id, key: userKey(toUserId), status: 'active' });
      if (!to || to.id === from.id) throw new ConflictError('errors:leagueTransferTargetInvalid');
      if (!(await changeAdmin(league, fromUserId, toUserId, 'transfer'))) throw new ConflictError('errors:leagueTransferNotAdmin');
      await ensureAdmin(league._id, notifier);
      if ((await currentAdmin(league)).userId !== toUserId) throw new ConflictError('errors:leagueTransferTargetInvalid');
      await notifier.notify({ kind: 'adminRightsReceived', to: [toUserId], league });
      res.json({ adminUser: { id: toUserId } });
    },
  );

  /**
   * A member leaves with their team (its uploaded logo goes too). An admin must transfer first while other members
   * remain; an admin who is the last member closes the league (a league never keeps members without an admin, and an
   * empty league has no one to run it). A transfer to the leaving member racing the exit gives the rights back
   * (ensureAdmin).
   */
  router.post('/leagues/:id/exit', requireUser, loadLeague, async (_req, res) => {
    const league = leagueOf(res);
    const membership = ownMembershipOf(res);
    if (membership?.status !== 'active') throw new NotAllowedError('errors:leagueNotMember');
    if (membership.role === 'LEAGUE_ADMIN') {
      const others = await Membership.countDocuments({
        leagueId: league._id,
        status: 'active',
        _id: mongoose.trusted({ $ne: membership._id }),
      });
      if (others > 0) throw new ConflictError('errors:adminTransferRequired', { leagues: league.name });
      await deleteLeague(league._id, content);
      res.json({ leagueDeleted: true });
      return;
    }
    const team = membership.teamId ? await FantasyTeam.findById(membership.teamId) : null;
    await removeMembership(membership, content);
    await ensureAdmin(league._id, notifier);
    await notifier.notify({ kind: 'memberLeft', to: [league.adminUserId], league, name: team?.name ?? '' });
    res.json({ leagueDeleted: false });
  });

  return router;
}
