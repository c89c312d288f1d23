import {
  draftTurn,
  type AvailablePlayersResponse,
  type DraftCurrentTurn,
  type DraftPickView,
  type DraftState,
  type DraftTeam,
  type PlayerStatus,
  type Position,
} from '@hfl/contracts';

/** A league's draft room as the fantasy service answers it (fictional teams and players, 24-hex ids). */
export const LEAGUE_ID = '66a0000000000000000000d1';
export const SEASON_ID = '66b0000000000000000000d1';

/** The session user of the harness (`testUsers.player`) manages the third team. */
export const MY_USER_ID = 'u-player';

export const TEAMS: DraftTeam[] = [
  {
    id: '66c0000000000000000000a1',
    name: 'Budapest Bisons',
    logoUrl: null,
    userId: 'u-anna',
    owner: 'Anna Admin',
    draftOrder: 1,
  },
  {
    id: '66c0000000000000000000a2',
    name: 'Pécs Panthers',
    logoUrl: null,
    userId: 'u-bela',
    owner: 'Béla Kiss',
    draftOrder: 2,
  },
  {
    id: '66c0000000000000000000a3',
    name: 'Kata Kickers',
    logoUrl: null,
    userId: MY_USER_ID,
    owner: 'Kata Kovács',
    draftOrder: 3,
  },
  {
    id: '66c0000000000000000000a4',
    name: 'Győr Giants',
    logoUrl: null,
    userId: 'u-dora',
    owner: 'Dóra Nagy',
    draftOrder: 4,
  },
];
export const MY_TEAM_ID = TEAMS[2]!.id;

const REAL_TEAMS = {
  wolves: { teamId: '67a0000000000000000000b1', teamName: 'Budapest Wolves' },
  sharks: { teamId: '67a0000000000000000000b2', teamName: 'Győr Sharks' },
};

type PoolEntry = AvailablePlayersResponse['players'][number];

const player = (
  n: number,
  name: string,
  position: Position,
  team: keyof typeof REAL_TEAMS,
  status: PlayerStatus = 'active',
): PoolEntry => ({
  id: `67d0000000000000000000${String(n).padStart(2, '0')}`,
  name,
  position,
  ...REAL_TEAMS[team],
  jerseyNumber: n,
  photoUrl: null,
  status,
  rank: n,
  rankPoints: 300 - n * 10,
  draftedBy: null,
});

/** The pool, best-ranked first. */
export const POOL: PoolEntry[] = [
  player(1, 'Ádám Arany', 'QB', 'wolves'),
  player(2, 'Bence Bognár', 'RB', 'sharks'),
  player(3, 'Csaba Czakó', 'WR', 'wolves', 'injured'),
  player(4, 'Dániel Deák', 'TE', 'sharks'),
  player(5, 'Elemér Erdős', 'QB', 'sharks'),
  player(6, 'Ferenc Fehér', 'WR', 'sharks'),
  player(7, 'Gábor Gál', 'K', 'wolves'),
  player(8, 'Wolves Defense', 'DEF', 'wolves'),
  player(9, 'Huba Horváth', 'HC', 'sharks'),
  player(10, 'István Illés', 'RB', 'wolves', 'inactive'),
  player(11, 'János Jakab', 'WR', 'wolves'),
  player(12, 'Károly Katona', 'TE', 'wolves'),
  player(13, 'László Lakatos', 'K', 'sharks'),
  player(14, 'Sharks Defense', 'DEF', 'sharks'),
  player(15, 'Miklós Molnár', 'HC', 'wolves'),
  player(16, 'Norbert Nagy', 'RB', 'sharks'),
];

export const playerId = (index: number): string => POOL[index - 1]!.id;

export const draftPoolAnswer = (): AvailablePlayersResponse => ({ seasonId: SEASON_ID, players: POOL });

/** The pick `pickNo` (snake order) of the pool's player number `playerIndex`. */
export function pickOf(pickNo: number, playerIndex: number, automatic = false): DraftPickView {
  const turn = draftTurn(pickNo, TEAMS.length);
  return {
    pickNo,
    round: turn.round,
    teamId: TEAMS[turn.teamIndex]!.id,
    playerId: playerId(playerIndex),
    automatic,
    at: '2031-03-01T18:00:00.000Z',
  };
}

/** The turn `pickNo` on the clock until `deadlineAt`. */
export function turnOf(pickNo: number, deadlineAt: string): DraftCurrentTurn {
  const turn = draftTurn(pickNo, TEAMS.length);
  return { pickNo, round: turn.round, direction: turn.direction, teamId: TEAMS[turn.teamIndex]!.id, deadlineAt };
}

/**
 * A live draft whose first picks are players 1..`nbPicks` and whose next turn ends `turnMs` after the server's
 * `serverTime` (the browser's clock unless given).
 */
export function draftState({
  nbPicks = 0,
  serverTime = new Date(),
  turnMs = 60_000,
  ...overrides
}: Partial<Omit<DraftState, 'serverTime'>> & {
  nbPicks?: number;
  serverTime?: Date;
  turnMs?: number;
} = {}): DraftState {
  const picks = Array.from({ length: nbPicks }, (_, i) => pickOf(i + 1, i + 1));
  return {
    leagueId: LEAGUE_ID,
    seasonId: SEASON_ID,
    status: 'drafting',
    nbTeams: TEAMS.length,
    nbRounds: 14,
    turnSeconds: 60,
    draftStartsAt: '2031-03-01 18:00:00',
    draftEndsAt: '2031-03-01 21:00:00',
    teams: TEAMS,
    picks,
    current: turnOf(nbPicks + 1, new Date(serverTime.getTime() + turnMs).toISOString()),
    myTeamId: MY_TEAM_ID,
    queue: [],
    serverTime: serverTime.toISOString(),
    ...overrides,
  };
}
