import type { Types } from 'mongoose';
import type { RosterTeam } from '@hfl/contracts';
import { isDuplicateKeyError } from '@hfl/kit';
import { seasonBoard } from '../games/season-board';
import type { LeagueSeasonFields } from '../models/league-season';
import { WaiverOrder } from '../models/waivers';
import type { Stats } from '../peers/stats';

/**
 * The reverse of the standings now (last first), the league's other teams after them in reverse team order: the
 * waiver priority a league season starts with.
 */
async function reverseStandings(
  stats: Stats,
  season: LeagueSeasonFields,
  teams: Map<string, RosterTeam>,
): Promise<string[]> {
  const board = await seasonBoard(stats, season);
  const ranked = [...(board?.standings ?? [])].reverse().map((row) => row.teamId);
  const rest = [...teams.keys()].reverse().filter((teamId) => !ranked.includes(teamId));
  return [...ranked, ...rest];
}

/** A league season's waiver priority as stored (its first run stores it), first claim first. */
export interface StoredOrder {
  teamIds: string[];
  /** The last won claim applied to it (rolling priority), so a resumed run moves each team once. */
  moved: string | null;
}

/** The stored waiver priority, or null before the league season's first run. */
export async function storedOrder(seasonId: Types.ObjectId): Promise<StoredOrder | null> {
  const stored = await WaiverOrder.findById(seasonId).lean();
  return stored ? { teamIds: JSON.parse(stored.teamIds) as string[], moved: stored.moved ?? null } : null;
}

/** A stored priority with the league's teams it does not name (joined since it was made) after it, as the rest is. */
const withNewTeams = (teamIds: readonly string[], teams: Map<string, RosterTeam>): string[] => [
  ...teamIds,
  ...[...teams.keys()].reverse().filter((teamId) => !teamIds.includes(teamId)),
];

/** The waiver priority, first claim first: stored once a run made it, else the reverse of the standings now. */
export async function waiverOrder(
  stats: Stats,
  season: LeagueSeasonFields,
  teams: Map<string, RosterTeam>,
): Promise<string[]> {
  const stored = await storedOrder(season._id);
  return stored ? withNewTeams(stored.teamIds, teams) : reverseStandings(stats, season, teams);
}

/** The priority a run starts from, and whether it is stored yet (else the run stores it: its league season's first). */
export interface RunOrder extends StoredOrder {
  stored: boolean;
}

/**
 * The run's priority: the stored one (the teams joined since after it); else, at a league season's first run, the one
 * its record says it started from (it died before storing it), else made now from the reverse standings. Nothing is
 * written: the run stores it once, with its moves (`saveOrder`).
 */
export async function runOrder(
  stats: Stats,
  season: LeagueSeasonFields,
  teams: Map<string, RosterTeam>,
  stored: StoredOrder | null,
  started: readonly string[] | null,
): Promise<RunOrder> {
  if (stored) return { ...stored, teamIds: withNewTeams(stored.teamIds, teams), stored: true };
  const teamIds = started ? withNewTeams(started, teams) : await reverseStandings(stats, season, teams);
  return { teamIds, moved: null, stored: false };
}

/** A won claim moves its team to the end (rolling priority). */
export const movedToEnd = (teamIds: readonly string[], teamId: string): string[] => [
  ...teamIds.filter((id) => id !== teamId),
  teamId,
];

/**
 * Stores the priority a run left: one document rewritten whole by the run, which holds the league season's run lock;
 * `moved` names the last won claim it applied, so a run resumed after a crash moves each team once. A league season's
 * first run inserts it (a stale lock's second holder that stored it first: it is updated to the same).
 */
export async function saveOrder(
  seasonId: Types.ObjectId,
  order: { teamIds: readonly string[]; moved: string | null; stored: boolean },
): Promise<void> {
  const fields = { teamIds: JSON.stringify(order.teamIds), moved: order.moved };
  if (!order.stored)
    try {
      await WaiverOrder.create({ _id: seasonId, ...fields });
      return;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  await WaiverOrder.updateOne({ _id: seasonId }, { $set: fields });
}
