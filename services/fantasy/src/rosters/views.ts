import mongoose, { type Types } from 'mongoose';
import { lineupOf, type RosterPlayerView, type RosterTeam, type RosterView } from '@hfl/contracts';
import type { LeagueSeasonFields } from '../models/league-season';
import type { RosterFields } from '../models/roster';
import { RosterPlayer, type RosterPlayerFields } from '../models/roster-player';
import type { Stats } from '../peers/stats';
import { playerDirectory, unknownPlayer, type DirectoryPlayer } from './directory';
import { rosterOpenness } from './openness';
import { playerPoints, seasonPlayerPoints } from './points';

export type StoredRoster = RosterFields & { _id: Types.ObjectId };
export type StoredRosterPlayer = RosterPlayerFields & { _id: Types.ObjectId };

/** A team the league no longer lists (its manager was removed): still shown, by id. */
const goneTeam = (id: string): RosterTeam => ({ id, name: '—', logoUrl: null, userId: '', owner: 'deleted user' });

/** A roster's players as stored, by roster id (one query on the indexed roster id). */
export async function playersOfRosters(
  rosterIds: readonly Types.ObjectId[],
): Promise<Map<string, StoredRosterPlayer[]>> {
  const players =
    rosterIds.length === 1
      ? await RosterPlayer.find({ rosterId: rosterIds[0] }).lean<StoredRosterPlayer[]>()
      : await RosterPlayer.find({ rosterId: mongoose.trusted({ $in: rosterIds }) }).lean<StoredRosterPlayer[]>();
  const byRoster = new Map<string, StoredRosterPlayer[]>(rosterIds.map((id) => [id.toHexString(), []]));
  for (const player of players) byRoster.get(player.rosterId.toHexString())?.push(player);
  return byRoster;
}

/** The lineup rules' view of stored roster players (their real positions from the directory). */
export function lineupPlayers(players: readonly StoredRosterPlayer[], directory: Map<string, DirectoryPlayer>) {
  return players.map((player) => ({
    id: player._id.toHexString(),
    position: (directory.get(player.playerId.toHexString()) ?? unknownPlayer(player.playerId.toHexString())).position,
    fantasyPosition: player.fantasyPosition,
    stored: player,
  }));
}

/**
 * The league season's rosters as the pages show them (player-app.md section 3 Roster / Roster player): openness from
 * stats' lifecycle, players from the directory, each player's round and season points from stats, all cached: the
 * database is read by the roster's indexed ids only.
 */
export async function rosterViews(
  stats: Stats,
  season: LeagueSeasonFields,
  rosters: readonly StoredRoster[],
  teams: Map<string, RosterTeam>,
  callerId: string | undefined,
): Promise<RosterView[]> {
  const realSeasonId = season.realSeasonId.toHexString();
  const [openness, directory, points, players] = await Promise.all([
    rosterOpenness(stats, season),
    playerDirectory(stats, realSeasonId),
    seasonPlayerPoints(stats, realSeasonId),
    playersOfRosters(rosters.map((roster) => roster._id)),
  ]);
  const week = openness.currentWeek > 0 ? openness.currentWeek : null;
  return rosters.map((roster) => {
    const teamId = roster.fantasyTeamId.toHexString();
    const team = teams.get(teamId) ?? goneTeam(teamId);
    const { starters, bench } = lineupOf(lineupPlayers(players.get(roster._id.toHexString()) ?? [], directory));
    const ordered = [...starters.flatMap((slot) => (slot.player ? [slot.player] : [])), ...bench];
    return {
      id: roster._id.toHexString(),
      leagueId: season.leagueId.toHexString(),
      seasonId: season._id.toHexString(),
      status: openness.status,
      lockedWeek: openness.lockedWeek,
      closedReason: openness.closedReason,
      week,
      team,
      isMine: callerId !== undefined && team.userId === callerId,
      players: ordered.map(({ id, stored }): RosterPlayerView => {
        const playerId = stored.playerId.toHexString();
        const { rank: _rank, ...player } = directory.get(playerId) ?? unknownPlayer(playerId);
        return {
          id,
          rosterPlayerId: id,
          activityStatus: stored.activityStatus,
          fantasyPosition: stored.fantasyPosition,
          addedAt: stored.addedAt.toISOString(),
          player,
          ...playerPoints(points, playerId, week),
        };
      }),
    };
  });
}
