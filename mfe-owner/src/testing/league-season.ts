import {
  type FantasyPosition,
  type GameSideView,
  type GameState,
  type LeagueGameView,
  type LeagueGamesView,
  type Position,
  type RosterPlayerView,
  type RosterTeam,
  type RosterView,
  type ScheduleWeekView,
  type StandingRowView,
  type StandingsView,
} from '@hfl/contracts';
import { LEAGUE_ID } from './leagues';

/**
 * LEAGUE_ID's fantasy season as the fantasy service answers the owner (who has no team in it): rosters, standings and
 * games by week; and the open real season its draft is planned against.
 */
export const LEAGUE_SEASON_ID = 'e0000000000000000000000e';

const team = (n: number, name: string, owner: string): RosterTeam => ({
  id: `f${n}000000000000000000000f`,
  name,
  logoUrl: null,
  userId: `u-team-${n}`,
  owner,
});

export const KICKERS = team(1, 'Kata Kickers', 'Kata Kovács');
export const OXEN = team(2, 'Ottó Oxen', 'Ottó Nagy');
export const TIGERS = team(3, 'Teri Tigers', 'Teri Szabó');
export const LIONS = team(4, 'Left Lions', 'deleted user');

let sequence = 0;

/** A roster player; ids are unique per call (roster players 24 hex digits starting with 'd', real players 'c'). */
function rosterPlayer(name: string, position: Position, fantasyPosition: FantasyPosition): RosterPlayerView {
  sequence += 1;
  const suffix = String(sequence).padStart(22, '0');
  const id = `d${suffix}d`;
  return {
    id,
    rosterPlayerId: id,
    activityStatus: fantasyPosition === 'BENCH' ? 'bench' : 'active',
    fantasyPosition,
    addedAt: '2026-09-01T10:00:00.000Z',
    player: {
      id: `c${suffix}c`,
      name,
      position,
      team: position === 'HC' ? null : { id: 'a1000000000000000000000a', name: 'Budapest Wolves' },
      photoUrl: null,
      jerseyNumber: null,
    },
    weekPoints: 10,
    seasonPoints: 50,
  };
}

/** A full lineup: the eight starters. */
export const fullLineup = (): RosterPlayerView[] => [
  rosterPlayer('Bence Kardos', 'QB', 'QB'),
  rosterPlayer('Dávid Rácz', 'RB', 'RB'),
  rosterPlayer('Áron Fekete', 'WR', 'TE_WR'),
  rosterPlayer('Tamás Tóth', 'TE', 'TE_WR'),
  rosterPlayer('Gergő Horváth', 'RB', 'FLEX'),
  rosterPlayer('Levente Varga', 'K', 'K'),
  rosterPlayer('Wolves Defense', 'DEF', 'DEF'),
  rosterPlayer('Coach Kiss', 'HC', 'HC'),
];

export function rosterView(
  rosterTeam: RosterTeam,
  players: RosterPlayerView[],
  overrides: Partial<RosterView> = {},
): RosterView {
  return {
    id: `9${rosterTeam.id.slice(1)}`,
    leagueId: LEAGUE_ID,
    seasonId: LEAGUE_SEASON_ID,
    status: 'open',
    lockedWeek: null,
    closedReason: null,
    week: 3,
    team: rosterTeam,
    isMine: false,
    players,
    ...overrides,
  };
}

function standingRow(rowTeam: RosterTeam, overrides: Partial<StandingRowView>): StandingRowView {
  return {
    team: rowTeam,
    owner: rowTeam.owner,
    rank: 1,
    wins: 0,
    losses: 0,
    ties: 0,
    points: 0,
    pointsAgainst: 0,
    winPercent: 0,
    rankPercent: 0,
    decidedBy: null,
    ...overrides,
  };
}

/** Four teams after three rounds: the 2nd and 3rd are level on win percentage, points for decides. */
export function standingsView(): StandingsView {
  return {
    leagueId: LEAGUE_ID,
    seasonId: LEAGUE_SEASON_ID,
    rows: [
      standingRow(OXEN, { rank: 1, wins: 3, points: 301.5, pointsAgainst: 250, winPercent: 100, rankPercent: 100 }),
      standingRow(KICKERS, {
        rank: 2,
        wins: 1,
        losses: 1,
        ties: 1,
        points: 280.25,
        pointsAgainst: 270,
        winPercent: 50,
        rankPercent: 50,
        decidedBy: 'winPercentage',
      }),
      standingRow(TIGERS, {
        rank: 3,
        wins: 1,
        losses: 1,
        ties: 1,
        points: 260,
        pointsAgainst: 255,
        winPercent: 50,
        rankPercent: 50,
        decidedBy: 'pointsFor',
      }),
      standingRow(LIONS, { rank: 4, losses: 3, points: 200, pointsAgainst: 266.75, decidedBy: 'winPercentage' }),
    ],
    countedWeeks: [1, 2, 3],
    lastRegularWeek: 10,
    regularSeasonOver: false,
    finalPlaces: [],
  };
}

export function gameSide(sideTeam: RosterTeam, overrides: Partial<GameSideView> = {}): GameSideView {
  return {
    team: sideTeam,
    rank: 1,
    wins: 0,
    losses: 0,
    ties: 0,
    seed: null,
    points: null,
    benchPoints: null,
    starters: [],
    bench: [],
    autoLineup: false,
    ...overrides,
  };
}

/** A regular game of the season between `team1` and `team2`, scheduled unless told otherwise. */
export function leagueGame(
  id: string,
  week: number,
  team1: GameSideView,
  team2: GameSideView,
  overrides: Partial<LeagueGameView> = {},
): LeagueGameView {
  return {
    id,
    leagueId: LEAGUE_ID,
    seasonId: LEAGUE_SEASON_ID,
    week,
    kind: 'regular',
    place: null,
    state: 'scheduled',
    team1,
    team2,
    team1Points: team1.points,
    team2Points: team2.points,
    bench1Points: team1.benchPoints,
    bench2Points: team2.benchPoints,
    gameResult: null,
    decidedBySeed: false,
    team1SawResult: false,
    team2SawResult: false,
    ...overrides,
  };
}

function scheduleWeek(week: number, state: GameState, kind: ScheduleWeekView['kind'] = 'regular'): ScheduleWeekView {
  return { week, kind, state, resultsAt: state === 'final' ? '2031-10-05 20:00:00' : null };
}

/** Week 1 final (its results computed 2031-10-05 20:00 UTC), week 2 live, a playoff week 3 to come. */
export function gamesView(overrides: Partial<LeagueGamesView> = {}): LeagueGamesView {
  return {
    leagueId: LEAGUE_ID,
    seasonId: LEAGUE_SEASON_ID,
    week: 1,
    weeks: [scheduleWeek(1, 'final'), scheduleWeek(2, 'live'), scheduleWeek(3, 'scheduled', 'playoff')],
    games: [],
    schedule: { seed: 'f00dcafe', order: [TIGERS, KICKERS, LIONS, OXEN], firstWeek: 1, lastRegularWeek: 2 },
    myTeamId: null,
    ...overrides,
  };
}

// The open real season on today's clock: the same fake as every other remote's (`GET /api/seasons/current`).
export { DAY_MS, today, utcAt, realSeason as openRealSeason } from '@hfl/shared-ui/testing';
