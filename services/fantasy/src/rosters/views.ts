import { Types } from 'mongoose';
import {
  lineupOf,
  startingSlots,
  type FantasyPosition,
  type RosterPlayerInfo,
  type RosterPlayerView,
  type RosterView,
} from '@hfl/contracts';
import { refreshLineup, storedCardPlayers, unpackCard, type CardPlayer } from '../lineups/lineups';
import type { LeagueSeasonFields } from '../models/league-season';
import type { RosterFields } from '../models/roster';
import { RosterCard, rosterCardId } from '../models/roster-card';
import { Roster } from '../models/roster';
import type { Stats } from '../peers/stats';
import { playerDirectory, unknownPlayer, type LeagueTeams } from './directory';
import { rosterOpenness } from '../league-seasons/openness';
import { playerPoints, seasonPlayerPoints } from './points';

export type StoredRoster = RosterFields & { _id: Types.ObjectId };

/** What never changes of a roster: whose it is, in which league season and real season. */
export type RosterIdentity = Pick<StoredRoster, '_id' | 'leagueSeasonId' | 'fantasyTeamId' | 'realSeasonId'>;

/** A roster as a read finds it: its ids and its players (from its card). */
export interface RosterRef {
  _id: Types.ObjectId;
  leagueSeasonId: Types.ObjectId;
  fantasyTeamId: Types.ObjectId;
  players: CardPlayer[];
}

/**
 * A team's roster in a league season, or null when it has none: its card by `_id`. A roster without a card (made
 * before cards existed) is found the slow way once and gets its card; before the draft completed there is none to
 * look for.
 */
export async function rosterOfTeam(season: LeagueSeasonFields, teamId: string): Promise<RosterRef | null> {
  const fantasyTeamId = new Types.ObjectId(teamId);
  const card = await RosterCard.findById(rosterCardId(season._id, teamId)).lean();
  if (card) return { _id: card.rosterId, leagueSeasonId: season._id, fantasyTeamId, players: unpackCard(card.players) };
  if (season.status === 'pending' || season.status === 'drafting') return null;
  const roster = await Roster.findOne({ leagueSeasonId: season._id, fantasyTeamId }, { _id: 1 }).lean();
  if (!roster) return null;
  await refreshLineup(roster._id);
  return { _id: roster._id, leagueSeasonId: season._id, fantasyTeamId, players: await storedCardPlayers(roster._id) };
}

/**
 * The lineup rules' view of a roster's players (their real positions from the directory), the starters in the slots
 * contracts' `startingSlots` names (whatever slot a player was stored in: the game center names them the same way).
 */
export function lineupPlayers(players: readonly CardPlayer[], directory: Map<string, RosterPlayerInfo>) {
  const laidOut = players.map((player) => ({
    id: player.id,
    position: (directory.get(player.playerId) ?? unknownPlayer(player.playerId)).position,
    fantasyPosition: player.fantasyPosition as FantasyPosition,
    stored: player,
  }));
  const slots = startingSlots(
    laidOut.flatMap((p) => (p.fantasyPosition === 'BENCH' ? [] : [{ id: p.stored.playerId, position: p.position }])),
  );
  return laidOut.map((p) =>
    p.fantasyPosition === 'BENCH' ? p : { ...p, fantasyPosition: slots.get(p.stored.playerId) ?? p.fantasyPosition },
  );
}

/**
 * The league season's rosters as the pages show them (player-app.md section 3 Roster / Roster player): openness from
 * stats' lifecycle, players from the directory, each player's round and season points from stats, all cached; the
 * rosters' players come from their cards (read by `_id`).
 */
export async function rosterViews(
  stats: Stats,
  season: LeagueSeasonFields,
  rosters: readonly RosterRef[],
  teams: LeagueTeams,
  callerId: string | undefined,
): Promise<RosterView[]> {
  const realSeasonId = season.realSeasonId.toHexString();
  const [openness, directory, points] = await Promise.all([
    rosterOpenness(stats, season),
    playerDirectory(stats, realSeasonId),
    seasonPlayerPoints(stats, realSeasonId),
  ]);
  const week = openness.currentWeek > 0 ? openness.currentWeek : null;
  return rosters.map((roster) => {
    const teamId = roster.fantasyTeamId.toHexString();
    const team = teams.named(teamId);
    const { starters, bench } = lineupOf(lineupPlayers(roster.players, directory));
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
      players: ordered.map(({ id, stored, fantasyPosition }): RosterPlayerView => {
        const player = directory.get(stored.playerId) ?? unknownPlayer(stored.playerId);
        return {
          id,
          rosterPlayerId: id,
          activityStatus: stored.activityStatus,
          fantasyPosition,
          addedAt: stored.addedAt,
          player,
          ...playerPoints(points, stored.playerId, week),
        };
      }),
    };
  });
}
