import type { LeagueDraftInfo, RosterPlayerInfo, RosterTeam } from '@hfl/contracts';
import type { Leagues } from '../peers/leagues';
import type { Stats } from '../peers/stats';
import { refreshingCache } from '../peers/refreshing-cache';

/**
 * Who the rosters' ids name: the real players (stats' players of the real season) and the league's fantasy teams
 * (leagues). Both change rarely and every roster read needs them, so each process keeps them (see refreshingCache):
 * an owner's change of a real player shows within 30 s, a team's new name, logo or manager within 15 s.
 */
const PLAYERS_FRESH_MS = 30_000;
const TEAMS_FRESH_MS = 15_000;

const players = refreshingCache(PLAYERS_FRESH_MS, async (stats: Stats, realSeasonId) => {
  const known = await stats.seasonPlayers(realSeasonId);
  return new Map(known.map((player) => [player.id, player]));
});

/** The real season's players by id. */
export const playerDirectory = (stats: Stats, realSeasonId: string): Promise<Map<string, RosterPlayerInfo>> =>
  players.get(stats, realSeasonId);

/** A player the directory no longer has (removed from the real league): still shown, by id. */
export const unknownPlayer = (id: string): RosterPlayerInfo => ({
  id,
  name: '—',
  position: 'QB',
  team: null,
  photoUrl: null,
  jerseyNumber: null,
});

/** A league's fantasy teams by id, as leagues' draft info lists them. */
export const teamsOf = (info: LeagueDraftInfo): Map<string, RosterTeam> =>
  new Map(
    info.teams.map((team) => [
      team.id,
      { id: team.id, name: team.name, logoUrl: team.logoUrl, userId: team.userId, owner: team.owner },
    ]),
  );

const teams = refreshingCache(
  TEAMS_FRESH_MS,
  async (leagues: Leagues, leagueId): Promise<Map<string, RosterTeam> | null> => {
    const info = await leagues.draftInfo(leagueId);
    return info && teamsOf(info);
  },
);

/** The league's fantasy teams by id, or null when the league does not exist (any more). */
export const teamDirectory = (leagues: Leagues, leagueId: string): Promise<Map<string, RosterTeam> | null> =>
  teams.get(leagues, leagueId);
