import type { RosterTeam, StandingRowView, StandingsView } from '@hfl/contracts';
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
      standingRow(OTHER_TEAM, { rank: 1, wins: 3, points: 301.5, pointsAgainst: 250, winPercent: 100 }),
      standingRow(MY_TEAM, {
        rank: 2,
        wins: 1,
        losses: 1,
        ties: 1,
        points: 280.25,
        pointsAgainst: 270,
        winPercent: 50,
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
