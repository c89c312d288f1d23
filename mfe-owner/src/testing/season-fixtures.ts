import { seasonActions, type RealTeam, type Season, type SeasonGame, type SeasonListItem } from '@hfl/contracts';

/** Real clubs and seasons as the stats service answers them to the owner (fictional clubs, 24-hex ids). */
export const TEAMS: RealTeam[] = [
  { id: '67a000000000000000000001', name: 'Budapest Wolves', status: 'active', nbPlayers: 40, logoUrl: null },
  { id: '67a000000000000000000002', name: 'Győr Sharks', status: 'active', nbPlayers: 38, logoUrl: null },
  { id: '67a000000000000000000003', name: 'Miskolc Steelers', status: 'active', nbPlayers: 41, logoUrl: null },
  { id: '67a000000000000000000004', name: 'Szeged Stallions', status: 'active', nbPlayers: 39, logoUrl: null },
];

export const teamId = (index: number): string => TEAMS[index]!.id;

export const SEASON_ID = '67b000000000000000000001';
export const FINISHED_SEASON_ID = '67b000000000000000000000';

function game(n: number, week: number, date: string, home: number, away: number, hasStats: boolean): SeasonGame {
  const side = (index: number) => ({
    id: TEAMS[index]!.id,
    name: TEAMS[index]!.name,
    score: hasStats ? 20 + index : null,
  });
  // The first game's kickoff is known, the others' not.
  const time = n === 1 ? '15:00' : null;
  return { id: `67c00000000000000000000${n}`, week, date, time, team1: side(home), team2: side(away), hasStats };
}

/**
 * Four rounds: round 1 locked with statistics, round 2 frozen with statistics, round 3 active, round 4 to come
 * (with the default state: round 3 active, round 2 frozen).
 */
export const seasonGames = (): SeasonGame[] => [
  game(1, 1, '2031-04-05', 0, 1, true),
  game(2, 2, '2031-04-12', 2, 3, true),
  game(3, 3, '2031-04-19', 0, 2, false),
  game(4, 4, '2031-04-26', 1, 3, false),
];

/** A season with `actions` derived from its state the way the service does, unless the override names them. */
export function seasonOf(overrides: Partial<Season> = {}): Season {
  const state = {
    id: SEASON_ID,
    name: '2031',
    status: 'ongoing' as const,
    startsAt: '2031-04-05',
    endsAt: '2031-04-26',
    nbWeeks: 4,
    nbPlayoffWeeks: 1,
    nbTeams: 4,
    nbMaxFantasyTeams: 4,
    lateDraftLastRound: null,
    draftWindow: { startDate: '2031-03-20 17:00:00', endDate: '2031-03-22 17:00:00' },
    currentWeek: 3,
    isWeekActive: true,
    frozenWeeks: [2],
    games: seasonGames(),
    roundStarts: [],
    createdAt: '2031-01-10T10:00:00.000Z',
    ...overrides,
  };
  return { actions: seasonActions(state), ...state };
}

export function listItemOf(season: Season): SeasonListItem {
  const { games: _games, actions: _actions, roundStarts: _starts, ...item } = season;
  return item;
}

export const finishedSeason = (): Season =>
  seasonOf({
    id: FINISHED_SEASON_ID,
    name: '2030',
    status: 'finished',
    startsAt: '2030-04-06',
    endsAt: '2030-07-27',
    draftWindow: { startDate: '2030-03-21 17:00:00', endDate: '2030-03-23 17:00:00' },
    currentWeek: 4,
    isWeekActive: false,
    frozenWeeks: [],
  });
