import { Router, type Request, type RequestHandler, type Response } from 'express';
import mongoose, { type Types } from 'mongoose';
import {
  leagueCreateSchema,
  leagueListQuerySchema,
  leagueUpdateSchema,
  MAX_SLIDES,
  ownerLeagueCreateSchema,
  type LeagueCreatePayload,
  type LeagueDetails,
  type LeagueListItem,
  type LeagueListQuery,
  type LeagueUpdatePayload,
  type MembershipStatus,
  type OwnerLeagueCreatePayload,
  TOTAL_COUNT_HEADER,
} from '@hfl/contracts';
import { allowVisitors, callerId, ConflictError, imageUpload, NotFoundError, requireUser, validate } from '@hfl/kit';
import type { UsageLimits } from '../../config';
import type { Content } from '../../content';
import type { Fantasy } from '../../fantasy';
import { FantasyTeam } from '../../models/fantasy-team';
import { League, type LeagueDocument } from '../../models/league';
import { Membership, userKey } from '../../models/membership';
import { claimSlot, compactSlots, SlotClaim } from '../../models/slot-claim';
import type { People } from '../../people';
import { withUsages } from '../../usage-limits';
import { deleteLeague, ensureLeagueStands } from '../cleanup';
import { callerLocale, isSuperAdmin, leagueOf, loadLeague, requireLeagueAdmin } from '../league-access';
import { chooseLogo } from '../team-logo';
import { planSlides, toSlide, type StoredSlide } from './slides';
import type { Notifier } from '../../notify';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const nameFilter = (term: string) => (term ? { name: mongoose.trusted({ $regex: escapeRegex(term), $options: 'i' }) } : {});

/** Leagues whose name contains the term (ignoring case; every league for none), oldest first (the ID column). */
export function searchLeagues(term: string): Promise<LeagueDocument[]> {
  return League.find(nameFilter(term)).sort({ _id: 1 });
}

/** One page of the search and how many leagues match in all. */
async function searchLeaguePage({ term, limit, offset }: LeagueListQuery): Promise<{ leagues: LeagueDocument[]; total: number }> {
  const total = await League.countDocuments(nameFilter(term));
  // Past the end nothing is asked: no skip beyond what the database holds.
  if (offset >= total) return { leagues: [], total };
  return { leagues: await League.find(nameFilter(term)).sort({ _id: 1 }).skip(offset).limit(limit), total };
}

/** Who names what a league row shows: accounts the admins, fantasy the current seasons. */
export interface ListPeers {
  people: People;
  fantasy: Fantasy;
}

/**
 * Slot claims and active members per league, the caller's membership status in each, the admins' names and the
 * current seasons (one call to each peer for the whole page).
 */
export async function listItems(leagues: LeagueDocument[], req: Request, { people, fantasy }: ListPeers): Promise<LeagueListItem[]> {
  const userId = req.identity?.userId;
  const ids: Types.ObjectId[] = leagues.map((l) => l._id);
  const inLeagues = { leagueId: mongoose.trusted({ $in: ids }) };
  const [claims, members, mine, nameOf, seasons] = await Promise.all([
    SlotClaim.find(inLeagues, { leagueId: 1 }).lean(),
    Membership.find({ ...inLeagues, status: 'active' }, { leagueId: 1 }).lean(),
    userId ? Membership.find({ ...inLeagues, userId }, { leagueId: 1, status: 1 }).lean() : Promise.resolve([]),
    people.names(
      leagues.map((l) => l.adminUserId),
      callerLocale(req),
    ),
    fantasy.currentSeasons(leagues.map((l) => l.id as string)),
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
      adminUser: league.adminUserId ? nameOf(league.adminUserId) : null,
      createdAt: league.createdAt.toISOString(),
      currentSeason: seasons.get(id) ?? null,
    };
  });
}

async function details(league: LeagueDocument, req: Request, peers: ListPeers): Promise<LeagueDetails> {
  const [item] = await listItems([league], req, peers);
  return {
    ...item!,
    description: league.description,
    slides: league.slides.map(toSlide),
  };
}

/**
 * The league, and for a player its LEAGUE_ADMIN membership with a team in slot 0. Any failure takes the league back
 * out, so nobody finds it half-made.
 */
async function createLeague(
  league: { name: string; nbMaxTeams: number; description: string; slides: StoredSlide[] },
  admin: (Pick<LeagueCreatePayload, 'teamName' | 'timezone'> & { userId: string; logoFileId: string | null }) | null,
  content: Content,
): Promise<LeagueDocument> {
  const created = await League.create({ ...league, adminUserId: admin?.userId ?? null });
  if (!admin) return created;
  try {
    const { userId, teamName, timezone, logoFileId } = admin;
    const membership = await Membership.create({
      leagueId: created._id,
      key: userKey(userId),
      userId,
      role: 'LEAGUE_ADMIN',
      status: 'active',
    });
    await claimSlot(created._id, membership._id, league.nbMaxTeams);
    const team = await FantasyTeam.create({ leagueId: created._id, userId, name: teamName, timezone, logoFileId });
    await Membership.updateOne({ _id: membership._id }, { $set: { teamId: team._id } });
  } catch (error) {
    await deleteLeague(created._id, content);
    throw error;
  }
  return created;
}

/** A league form's pictures: its slides, and the creator's team logo. */
const leagueUpload = imageUpload({ maxFiles: MAX_SLIDES + 1 });

const validateOwnerLeague = validate(ownerLeagueCreateSchema);
const validatePlayerLeague = validate(leagueCreateSchema);
/** The SUPER_ADMIN creates leagues from the back office and plays no team in them; a player creates one with theirs. */
const validateLeagueCreate: RequestHandler = (req, res, next) =>
  (isSuperAdmin(req) ? validateOwnerLeague : validatePlayerLeague)(req, res, next);

export interface LeaguesRouterOptions extends ListPeers {
  notifier: Notifier;
  content: Content;
  limits: Pick<UsageLimits, 'leaguesCreated'>;
}

export function leaguesRouter({ notifier, people, fantasy, content, limits }: LeaguesRouterOptions): Router {
  const router = Router();
  const peers: ListPeers = { people, fantasy };

  /** Anyone: a page of the leagues whose name contains the term (ignoring case), oldest first (the ID column). */
  router.get('/leagues', allowVisitors, validate(leagueListQuerySchema, 'query'), async (req, res) => {
    const { leagues, total } = await searchLeaguePage(res.locals.query as LeagueListQuery);
    res.set(TOTAL_COUNT_HEADER, String(total)).json(await listItems(leagues, req, peers));
  });

  /**
   * A user creates a league with its slides and becomes its LEAGUE_ADMIN with a team in slot 0 (logo uploaded or
   * pre-made). The SUPER_ADMIN's league has no admin and no team. Pictures are stored first; if anything fails after,
   * they are removed again. A user's league counts against their creation limit (the SUPER_ADMIN has none), given
   * back if it is not made.
   */
  router.post('/leagues', requireUser, leagueUpload, validateLeagueCreate, async (req, res) => {
    const owner = isSuperAdmin(req);
    const league = await withUsages(owner ? [] : [[limits.leaguesCreated, callerId(req)]], () => createFromForm(req, res, owner));
    res.status(201).json({ id: league.id as string });
  });

  /** The league of a creation form, with its pictures stored and, for a player, their team. */
  async function createFromForm(req: Request, res: Response, owner: boolean): Promise<LeagueDocument> {
    const locale = callerLocale(req);
    const { name, nbMaxTeams, description, images } = req.body as OwnerLeagueCreatePayload;
    const plan = planSlides([], images, res);
    const player = owner ? null : (req.body as LeagueCreatePayload);
    const logo = player ? await chooseLogo(res, player.ownerLogo, content, locale) : { uploads: [], premade: null };
    return content.withStored([...plan.uploads, ...logo.uploads], locale, (fileIds) => {
      const slides = plan.slides(fileIds.slice(0, plan.uploads.length));
      const admin = player && {
        userId: callerId(req),
        teamName: player.teamName,
        timezone: player.timezone,
        logoFileId: fileIds[plan.uploads.length] ?? logo.premade,
      };
      return createLeague({ name, nbMaxTeams, description, slides }, admin, content);
    });
  }

  router.get('/leagues/:id', allowVisitors, loadLeague, async (req, res) => {
    res.json(await details(leagueOf(res), req, peers));
  });

  /**
   * The admin edits name, size, description and slides (the list replaces the old one: a slide not named again is
   * dropped, with its picture). The size never drops below the slots held (members and pending members); slots above
   * a smaller size move down. The new pictures are stored first, so a content that fails changes nothing here. A
   * smaller size is written before the slots move: a join that read the old size reads it again after claiming
   * (claimSlot), so it either gives back a slot above the new size or compactSlots moves it; if they no longer fit
   * (such a join got in first), or anything after fails, the old size comes back (409, or the failure).
   */
  router.post(
    '/leagues/:id/update',
    requireUser,
    loadLeague,
    requireLeagueAdmin,
    leagueUpload,
    validate(leagueUpdateSchema),
    async (req, res) => {
      const { name, nbMaxTeams, description, images } = req.body as LeagueUpdatePayload;
      const league = leagueOf(res);
      const plan = planSlides(league.slides, images, res);
      const shrinking = nbMaxTeams < league.nbMaxTeams;
      // Checked before any picture is stored; checked again by compactSlots after the new size is written.
      if (shrinking && nbMaxTeams < (await SlotClaim.countDocuments({ leagueId: league._id }))) {
        throw new ConflictError('errors:leagueSizeBelowMembers');
      }
      const restoreSize = () => League.updateOne({ _id: league._id }, { $set: { nbMaxTeams: league.nbMaxTeams } });
      const slides = await content.withStored(plan.uploads, callerLocale(req), async (fileIds) => {
        if (shrinking) {
          await League.updateOne({ _id: league._id }, { $set: { nbMaxTeams } });
          if (!(await compactSlots(league._id, nbMaxTeams))) {
            await restoreSize();
            throw new ConflictError('errors:leagueSizeBelowMembers');
          }
        }
        const slides = plan.slides(fileIds);
        try {
          await League.updateOne({ _id: league._id }, { $set: { name, nbMaxTeams, description, slides } });
        } catch (error) {
          if (shrinking) await restoreSize();
          throw error;
        }
        // Deleted meanwhile: its deletion may have read the slides before these; withStored removes the new pictures.
        await ensureLeagueStands(league._id, async () => undefined);
        return slides;
      });
      await content.remove(plan.unused(slides));
      const updated = await League.findById(league._id);
      if (!updated) throw new NotFoundError();
      res.json(await details(updated, req, peers));
    },
  );

  /**
   * The admin deletes the league with its memberships, slots, teams and pictures (deleteLeague: resumable by calling
   * again; joins, requests, invitations and acceptances racing it undo themselves).
   */
  router.delete('/leagues/:id', requireUser, loadLeague, requireLeagueAdmin, async (req, res) => {
    const league = leagueOf(res);
    const members = await Membership.find({ leagueId: league._id, status: 'active' }, { userId: 1 });
    await deleteLeague(league._id, content);
    const others = members.map((m) => m.userId).filter((userId) => userId !== callerId(req));
    await notifier.notify({ kind: 'leagueDeleted', to: others, league });
    res.status(204).end();
  });

  return router;
}
