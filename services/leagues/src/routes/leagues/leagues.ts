import { Router } from 'express';
import mongoose, { type Types } from 'mongoose';
import {
  leagueCreateSchema,
  leagueSearchQuerySchema,
  leagueUpdateSchema,
  type LeagueCreatePayload,
  type LeagueDetails,
  type LeagueListItem,
  type LeagueSearchQuery,
  type LeagueUpdatePayload,
  type MembershipStatus,
} from '@hfl/contracts';
import { callerId, ConflictError, requireUser, validate } from '@hfl/kit';
import { FantasyTeam } from '../../models/fantasy-team';
import { League, type LeagueDocument } from '../../models/league';
import { Membership, userKey } from '../../models/membership';
import { claimSlot, compactSlots, SlotClaim } from '../../models/slot-claim';
import { deleteLeague } from '../cleanup';
import { leagueOf, loadLeague, requireLeagueAdmin } from '../league-access';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Slot claims and active members per league, and the caller's membership status in each. */
async function listItems(leagues: LeagueDocument[], userId: string | undefined): Promise<LeagueListItem[]> {
  const ids: Types.ObjectId[] = leagues.map((l) => l._id);
  const inLeagues = { leagueId: mongoose.trusted({ $in: ids }) };
  const [claims, members, mine] = await Promise.all([
    SlotClaim.find(inLeagues, { leagueId: 1 }).lean(),
    Membership.find({ ...inLeagues, status: 'active' }, { leagueId: 1 }).lean(),
    userId ? Membership.find({ ...inLeagues, userId }, { leagueId: 1, status: 1 }).lean() : Promise.resolve([]),
  ]);
  const count = (rows: { leagueId: Types.ObjectId }[]) => {
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(String(r.leagueId), (counts.get(String(r.leagueId)) ?? 0) + 1);
    return counts;
  };
  const claimCounts = count(claims);
  const memberCounts = count(members);
  const myStatus = new Map(mine.map((m) => [String(m.leagueId), m.status as MembershipStatus]));
  return leagues.map((league) => {
    const id = league.id as string;
    const nbAvailableSlots = Math.max(0, league.nbMaxTeams - (claimCounts.get(id) ?? 0));
    return {
      id,
      name: league.name,
      status: nbAvailableSlots > 0 ? 'Available' : 'Full',
      nbMaxTeams: league.nbMaxTeams,
      nbTeams: memberCounts.get(id) ?? 0,
      nbAvailableSlots,
      membershipStatus: myStatus.get(id) ?? null,
    };
  });
}

async function details(league: LeagueDocument, userId: string | undefined): Promise<LeagueDetails> {
  const [item] = await listItems([league], userId);
  return {
    ...item!,
    description: league.description,
    adminUser: league.adminUserId ? { id: league.adminUserId } : null,
    createdAt: (league as unknown as { createdAt: Date }).createdAt.toISOString(),
  };
}

export function leaguesRouter(): Router {
  const router = Router();

  /** Anyone: leagues whose name contains the term (ignoring case), oldest first (the ID column). */
  router.get('/leagues', validate(leagueSearchQuerySchema, 'query'), async (req, res) => {
    const { term } = res.locals.query as LeagueSearchQuery;
    const filter = term ? { name: mongoose.trusted({ $regex: escapeRegex(term), $options: 'i' }) } : {};
    const leagues = await League.find(filter).sort({ _id: 1 });
    res.json(await listItems(leagues, req.identity?.userId));
  });

  /** A user creates a league and becomes its LEAGUE_ADMIN with a team in slot 0. */
  router.post('/leagues', requireUser, validate(leagueCreateSchema), async (req, res) => {
    const { name, nbMaxTeams, description, teamName, timezone } = req.body as LeagueCreatePayload;
    const userId = callerId(req);
    const league = await League.create({ name, nbMaxTeams, description, adminUserId: userId });
    const membership = await Membership.create({
      leagueId: league._id,
      key: userKey(userId),
      userId,
      role: 'LEAGUE_ADMIN',
      status: 'active',
    });
    await claimSlot(league._id, membership._id, nbMaxTeams);
    const team = await FantasyTeam.create({ leagueId: league._id, userId, name: teamName, timezone });
    await Membership.updateOne({ _id: membership._id }, { $set: { teamId: team._id } });
    res.status(201).json({ id: league.id as string });
  });

  router.get('/leagues/:id', loadLeague, async (req, res) => {
    res.json(await details(leagueOf(res), req.identity?.userId));
  });

  /**
   * The admin edits name, size and description. The size never drops below the slots held (members and pending
   * members); slots above a smaller size move down.
   */
  router.post(
    '/leagues/:id/update',
    requireUser,
    loadLeague,
    requireLeagueAdmin,
    validate(leagueUpdateSchema),
    async (req, res) => {
      const { name, nbMaxTeams, description } = req.body as LeagueUpdatePayload;
      const league = leagueOf(res);
      if (nbMaxTeams < league.nbMaxTeams) {
        const held = await SlotClaim.countDocuments({ leagueId: league._id });
        if (nbMaxTeams < held || !(await compactSlots(league._id, nbMaxTeams))) {
          throw new ConflictError('errors:leagueSizeBelowMembers');
        }
      }
      await League.updateOne({ _id: league._id }, { $set: { name, nbMaxTeams, description } });
      const updated = (await League.findById(league._id))!;
      res.json(await details(updated, req.identity?.userId));
    },
  );

  router.delete('/leagues/:id', requireUser, loadLeague, requireLeagueAdmin, async (_req, res) => {
    await deleteLeague(leagueOf(res)._id);
    res.status(204).end();
  });

  return router;
}
