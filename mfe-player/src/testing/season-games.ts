import type {
  FantasyPosition,
  GamePlayerView,
  GameSideView,
  GameState,
  LeagueGameView,
  LeagueGamesView,
  LeagueSeasonSummary,
  PlayerStatus,
  RosterTeam,
  ScheduleWeekView,
  StandingRowView,
  StandingsView,
} from '@hfl/contracts';
import { LEAGUE_A, THIRD_USER } from './league-fixtures';
import { MY_TEAM, OTHER_TEAM, SEASON_ID } from './rosters';

/** Standings, games and schedules as the fantasy service answers them (contracts' league-games views). */
export const THIRD_TEAM: RosterTeam = {
  id: 'f3000000000000000000000f',
  name: 'Teri Tigers',
  logoUrl: null,
  userId: THIRD_USER.id,
  owner: THIRD_USER.name,
};
export const FOURTH_TEAM: RosterTeam = {
  id: 'f4000000000000000000000f',
  name: 'Left Lions',
  logoUrl: null,
  userId: 'u-deleted',
  owner: 'deleted user',
};

export function standingRow(team: RosterTeam, overrides: Partial<StandingRowView> = {}): StandingRowView {
  return {
    team,
    owner: team.owner,
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
export function standingsView(overrides: Partial<StandingsView> = {}): StandingsView {
  return {
    leagueId: LEAGUE_A.id,
    seasonId: SEASON_ID,
    rows: [
      standingRow(OTHER_TEAM, {
        rank: 1,
        wins: 3,
        points: 301.5,
        pointsAgainst: 250,
        winPercent: 100,
        rankPercent: 100,
      }),
      standingRow(MY_TEAM, {
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
      standingRow(THIRD_TEAM, {
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
      standingRow(FOURTH_TEAM, { rank: 4, losses: 3, points: 200, pointsAgainst: 266.75, decidedBy: 'winPercentage' }),
    ],
    countedWeeks: [1, 2, 3],
    lastRegularWeek: 10,
    regularSeasonOver: false,
    finalPlaces: [],
    ...overrides,
  };
}

let playerSequence = 0;

/** A lineup player; real player ids are unique per call. `status` as the owner set it (none: not told). */
export function gamePlayer(
  name: string,
  fantasyPosition: FantasyPosition,
  points: number,
  status?: PlayerStatus,
): GamePlayerView {
  playerSequence += 1;
  return {
    player: {
      id: `c${String(playerSequence).padStart(23, '0')}`,
      name,
      position:
        fantasyPosition === 'BENCH' || fantasyPosition === 'TE_WR' || fantasyPosition === 'FLEX'
          ? 'WR'
          : fantasyPosition,
      team: { id: 'a1000000000000000000000a', name: 'Budapest Wolves' },
      photoUrl: null,
      jerseyNumber: 9,
      ...(status && { status }),
    },
    fantasyPosition,
    points,
  };
}

export function gameSide(team: RosterTeam, overrides: Partial<GameSideView> = {}): GameSideView {
  return {
    team,
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

/** A game of LEAGUE_A's season between `team1` and `team2`, scheduled unless told otherwise. */
export function leagueGame(
  id: string,
  week: number,
  team1: GameSideView,
  team2: GameSideView,
  overrides: Partial<LeagueGameView> = {},
): LeagueGameView {
  return {
    id,
    leagueId: LEAGUE_A.id,
    seasonId: SEASON_ID,
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

export function scheduleWeek(
  week: number,
  state: GameState,
  kind: ScheduleWeekView['kind'] = 'regular',
): ScheduleWeekView {
  return { week, kind, state, resultsAt: state === 'final' ? '2031-10-05 20:00:00' : null };
}

export function gamesView(overrides: Partial<LeagueGamesView> = {}): LeagueGamesView {
  return {
    leagueId: LEAGUE_A.id,
    seasonId: SEASON_ID,
    week: 1,
    weeks: [scheduleWeek(1, 'final'), scheduleWeek(2, 'live'), scheduleWeek(3, 'scheduled', 'playoff')],
    games: [],
    schedule: {
      seed: 'f00dcafe',
      order: [THIRD_TEAM, MY_TEAM, FOURTH_TEAM, OTHER_TEAM],
      firstWeek: 1,
      lastRegularWeek: 2,
    },
    myTeamId: MY_TEAM.id,
    ...overrides,
  };
}

/** The league's seasons as `GET leagues/{id}/seasons` lists them: this season (current, SEASON_ID) and last year's. */
export const LAST_SEASON_ID = 'season-last-year';
export function leagueSeasons(): LeagueSeasonSummary[] {
  return [
    {
      id: SEASON_ID,
      realSeasonId: 'real-2031',
      name: '2031',
      status: 'ongoing',
      draftStartsAt: '2031-08-20 18:00:00',
      isCurrent: true,
    },
    {
      id: LAST_SEASON_ID,
      realSeasonId: 'real-2030',
      name: '2030',
      status: 'finished',
      draftStartsAt: '2030-08-21 18:00:00',
      isCurrent: false,
    },
  ];
}
