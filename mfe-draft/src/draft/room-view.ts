import {
  draftTotalPicks,
  draftTurn,
  parseUtcDateTime,
  type AvailablePlayersResponse,
  type DraftPickView,
  type DraftState,
} from '@hfl/contracts';

/** What the room derives from its state: the board's cells, who is on the clock and on deck, what is left. */

/** A player of the draft's pool, as the server lists them. */
export type PoolPlayer = AvailablePlayersResponse['players'][number];

/** The pick number of a round's cell for the team at `teamIndex` in the draft order (the inverse of `draftTurn`). */
export function pickNoAt(round: number, teamIndex: number, nbTeams: number): number {
  const before = (round - 1) * nbTeams;
  return round % 2 === 1 ? before + teamIndex + 1 : before + nbTeams - teamIndex;
}

export interface BoardCell {
  pickNo: number;
  teamId: string;
  pick: DraftPickView | null;
}

/** Rounds × teams in draft order. */
export function boardRounds(room: DraftState): Array<{ round: number; cells: BoardCell[] }> {
  const picks = new Map(room.picks.map((pick) => [pick.pickNo, pick]));
  return Array.from({ length: room.nbRounds }, (_, i) => {
    const round = i + 1;
    return {
      round,
      cells: room.teams.map((team, teamIndex) => {
        const pickNo = pickNoAt(round, teamIndex, room.teams.length);
        return { pickNo, teamId: team.id, pick: picks.get(pickNo) ?? null };
      }),
    };
  });
}

/** The pool without any drafted player (drafted before the pool was read, or since). */
export function availablePlayers(pool: readonly PoolPlayer[], picks: readonly DraftPickView[]): PoolPlayer[] {
  const taken = new Set(picks.map((pick) => pick.playerId));
  return pool.filter((player) => player.draftedBy === null && !taken.has(player.id));
}

/** A team's players in the order it drafted them. */
export function teamPlayers(room: DraftState, teamId: string, poolById: ReadonlyMap<string, PoolPlayer>): PoolPlayer[] {
  return room.picks
    .filter((pick) => pick.teamId === teamId)
    .map((pick) => poolById.get(pick.playerId))
    .filter((player): player is PoolPlayer => player !== undefined);
}

export const isMyTurn = (room: DraftState): boolean =>
  room.status === 'drafting' && room.myTeamId !== null && room.current?.teamId === room.myTeamId;

/**
 * The pick number for which the viewer's team is "on deck" (it picks right after the team on the clock), or null.
 * At the turn of a round a team picks twice in a row: it is then on the clock, not on deck.
 */
export function onDeckPickNo(room: DraftState): number | null {
  const { current, myTeamId } = room;
  if (room.status !== 'drafting' || !current || !myTeamId || current.teamId === myTeamId) return null;
  const next = current.pickNo + 1;
  if (next > draftTotalPicks(room.teams.length, room.nbRounds)) return null;
  return room.teams[draftTurn(next, room.teams.length).teamIndex]?.id === myTeamId ? next : null;
}

/** Instants come as ISO strings or as the spec's UTC 'YYYY-MM-DD HH:mm:ss'. */
export function instantMs(value: string): number {
  return (parseUtcDateTime(value) ?? new Date(value)).getTime();
}
