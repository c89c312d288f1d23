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

/** The stored waiver priority, or null before the league season's first run. */
export async function storedOrder(
  seasonId: Types.ObjectId,
): Promise<{ teamIds: string[]; moved: string | null } | null> {
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

/**
 * The run's priority: stored (the teams joined since after it), or made now from the reverse standings and stored (an
 * insert: one of two wins).
 */
export async function runOrder(
  stats: Stats,
  season: LeagueSeasonFields,
  teams: Map<string, RosterTeam>,
): Promise<{ teamIds: string[]; moved: string | null }> {
  const stored = await storedOrder(season._id);
  if (stored) return { ...stored, teamIds: withNewTeams(stored.teamIds, teams) };
  const teamIds = await reverseStandings(stats, season, teams);
  try {
    await WaiverOrder.create({ _id: season._id, teamIds: JSON.stringify(teamIds), moved: null });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return (await storedOrder(season._id))!;
  }
  return { teamIds, moved: null };
}

/** A won claim moves its team to the end (rolling priority). */
export const movedToEnd = (teamIds: readonly string[], teamId: string): string[] => [
  ...teamIds.filter((id) => id !== teamId),
  teamId,
];

/**
 * Stores the priority a run left: one document rewritten whole by the run, which holds the league season's run lock;
 * `moved` names the last won claim it applied, so a run resumed after a crash moves each team once.
 */
export async function saveOrder(seasonId: Types.ObjectId, teamIds: readonly string[], moved: string): Promise<void> {
  await WaiverOrder.updateOne({ _id: seasonId }, { $set: { teamIds: JSON.stringify(teamIds), moved } });
}
