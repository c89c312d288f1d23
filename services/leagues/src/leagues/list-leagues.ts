import mongoose, { type Types } from 'mongoose';
import type { LeagueDetails, LeagueListItem, LeagueListQuery, Locale, MembershipStatus } from '@hfl/contracts';
import { searchFilter } from '@hfl/kit';
import { League, type LeagueDocument } from '../models/league';
import { Membership } from '../models/membership';
import { SlotClaim } from '../models/slot-claim';
import type { Peers } from '../peers';
import { toSlide } from './slides';

/** Who names what a league row shows: accounts the admins, fantasy the current seasons. */
export type ListPeers = Pick<Peers, 'people' | 'fantasy'>;

/** Who looks at the rows: their own membership status shows in each (none for a visitor), names in their language. */
export interface Viewer {
  userId?: string;
  locale: Locale;
}

/** The name holds the term, accents and case ignored ("alfold" finds "Alföld Liga"). */
const nameFilter = searchFilter;

/** Leagues whose name contains the term (ignoring accents and case; every league for none), oldest first (the ID column). */
export function searchLeagues(term: string): Promise<LeagueDocument[]> {
  return League.find(nameFilter(term)).sort({ _id: 1 });
}

/** One page of the search and how many leagues match in all. */
async function searchLeaguePage({
  term,
  limit,
  offset,
}: LeagueListQuery): Promise<{ leagues: LeagueDocument[]; total: number }> {
  const total = await League.countDocuments(nameFilter(term));
  // Past the end nothing is asked: no skip beyond what the database holds.
  if (offset >= total) return { leagues: [], total };
  return { leagues: await League.find(nameFilter(term)).sort({ _id: 1 }).skip(offset).limit(limit), total };
}

/** A page of the leagues whose name contains the term (ignoring case), oldest first, and how many match in all. */
export async function listLeagues(
  query: LeagueListQuery,
  viewer: Viewer,
  peers: ListPeers,
): Promise<{ rows: LeagueListItem[]; total: number }> {
  const { leagues, total } = await searchLeaguePage(query);
  return { rows: await listItems(leagues, viewer, peers), total };
}

/**
 * Slot claims and active members per league, the viewer's membership status in each, the admins' names and the
 * current seasons (one call to each peer for the whole page).
 */
export async function listItems(
  leagues: LeagueDocument[],
  { userId, locale }: Viewer,
  { people, fantasy }: ListPeers,
): Promise<LeagueListItem[]> {
  const ids: Types.ObjectId[] = leagues.map((l) => l._id);
  const inLeagues = { leagueId: mongoose.trusted({ $in: ids }) };
  const [claims, members, mine, nameOf, seasons] = await Promise.all([
    SlotClaim.find(inLeagues, { leagueId: 1 }).lean(),
    Membership.find({ ...inLeagues, status: 'active' }, { leagueId: 1 }).lean(),
    userId ? Membership.find({ ...inLeagues, userId }, { leagueId: 1, status: 1 }).lean() : Promise.resolve([]),
    people.names(
      leagues.map((l) => l.adminUserId),
      locale,
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

/** A league's row with its description and slides. */
export async function leagueDetails(league: LeagueDocument, viewer: Viewer, peers: ListPeers): Promise<LeagueDetails> {
  const [item] = await listItems([league], viewer, peers);
  return {
    ...item!,
    description: league.description,
    slides: league.slides.map(toSlide),
  };
}
