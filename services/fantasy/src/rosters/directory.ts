import type { DraftPoolPlayer, Position, RosterPlayerInfo, RosterTeam } from '@hfl/contracts';
import type { Leagues } from '../peers/leagues';
import type { Stats } from '../peers/stats';

/**
 * Who the rosters' ids name: the real players (stats' pool of the real season) and the league's fantasy teams
 * (leagues). Both change rarely and every roster read needs them, so each is kept a few seconds per process.
 */
const TTL_MS = 5_000;

function cached<T>(store: Map<string, { at: number; value: Promise<T> }>, key: string, load: () => Promise<T>) {
  const hit = store.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = load();
  store.set(key, { at: Date.now(), value });
  value.catch(() => store.delete(key));
  return value;
}

export type DirectoryPlayer = RosterPlayerInfo & { position: Position; rank: number };

const toInfo = (player: DraftPoolPlayer): DirectoryPlayer => ({
  id: player.id,
  name: player.name,
  position: player.position,
  team: player.teamId ? { id: player.teamId, name: player.teamName ?? '' } : null,
  photoUrl: player.photoUrl,
  jerseyNumber: player.jerseyNumber,
  rank: player.rank,
});

const players = new Map<string, { at: number; value: Promise<Map<string, DirectoryPlayer>> }>();

/** The real season's players by id. */
export function playerDirectory(stats: Stats, realSeasonId: string): Promise<Map<string, DirectoryPlayer>> {
  return cached(players, realSeasonId, async () => {
    const pool = await stats.draftPool(realSeasonId);
    return new Map(pool.map((player) => [player.id, toInfo(player)]));
  });
}

/** A player the directory no longer has (removed from the real league): still shown, by id. */
export const unknownPlayer = (id: string): DirectoryPlayer => ({
  id,
  name: '—',
  position: 'QB',
  team: null,
  photoUrl: null,
  jerseyNumber: null,
  rank: Number.MAX_SAFE_INTEGER,
});

const teams = new Map<string, { at: number; value: Promise<Map<string, RosterTeam> | null> }>();

/** The league's fantasy teams by id, or null when the league does not exist (any more). */
export function teamDirectory(leagues: Leagues, leagueId: string): Promise<Map<string, RosterTeam> | null> {
  return cached(teams, leagueId, async () => {
    const info = await leagues.draftInfo(leagueId);
    if (!info) return null;
    return new Map(
      info.teams.map((team) => [
        team.id,
        { id: team.id, name: team.name, logoUrl: team.logoUrl, userId: team.userId, owner: team.owner },
      ]),
    );
  });
}
