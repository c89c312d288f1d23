import {
  NO_PLAYER_OUTLOOK,
  seasonActions,
  type PlayerDetails,
  type PlayerSummary,
  type RealTeam,
  type Season,
  type SeasonListItem,
  type SeasonState,
  type SeasonStatus,
  type SeasonTeam,
} from '@hfl/contracts';

/** Real clubs and players as the stats service answers them to the owner. Ids are 24-hex like the real ones. */
export const WOLVES_ID = '67a000000000000000000001';
export const SHARKS_ID = '67a000000000000000000002';
export const DUCKS_ID = '67a000000000000000000003';

export const QB_ID = '67b000000000000000000001';
export const DEF_ID = '67b000000000000000000002';

export const SEASON_ID = '67c000000000000000000001';
export const OLD_SEASON_ID = '67c000000000000000000002';

export const realTeams = (): RealTeam[] => [
  { id: WOLVES_ID, name: 'Budapest Wolves', status: 'active', nbPlayers: 2, logoUrl: null },
  { id: SHARKS_ID, name: 'Győr Sharks', status: 'bye', nbPlayers: 0, logoUrl: null },
  { id: DUCKS_ID, name: 'Szeged Ducks', status: 'inactive', nbPlayers: 0, logoUrl: null },
];

export const playerSummary = (overrides: Partial<PlayerSummary> = {}): PlayerSummary => ({
  id: QB_ID,
  name: 'Bence Kovács',
  position: 'QB',
  group: 'offense',
  status: 'active',
  jerseyNumber: 12,
  team: { id: WOLVES_ID, name: 'Budapest Wolves' },
  photoUrl: null,
  scores: { fantasy_points: 0 },
  ...overrides,
});

export const wolvesPlayers = (): PlayerSummary[] => [
  playerSummary(),
  playerSummary({
    id: DEF_ID,
    name: 'Budapest Wolves Defense',
    position: 'DEF',
    group: 'defense',
    jerseyNumber: null,
    status: 'injured',
  }),
];

export const qbDetails = (overrides: Partial<PlayerDetails> = {}): PlayerDetails => ({
  ...playerSummary(),
  birthDate: '1998-03-07',
  height: 188,
  weight: 92,
  analysis: 'Quick release, reads the field well.',
  photo: '/api/files/67d000000000000000000001',
  photoUrl: '/api/files/67d000000000000000000001',
  age: 27,
  weeks: [],
  outlook: NO_PLAYER_OUTLOOK,
  ...overrides,
});

export const season = (status: SeasonStatus, overrides: Partial<Season> = {}): Season => {
  const state: SeasonState = {
    status,
    currentWeek: status === 'drafting' ? 0 : 3,
    nbWeeks: 9,
    isWeekActive: status === 'ongoing',
    frozenWeeks: [],
  };
  return {
    id: SEASON_ID,
    name: '2026',
    ...state,
    startsAt: '2026-03-01',
    endsAt: '2026-06-30',
    nbPlayoffWeeks: 2,
    nbTeams: 3,
    nbMaxFantasyTeams: 3,
    lateDraftLastRound: null,
    draftWindow: { startDate: '2026-02-20 10:00:00', endDate: '2026-02-21 10:00:00' },
    games: [],
    roundStarts: [],
    actions: seasonActions(state),
    createdAt: '2026-01-10 09:00:00',
    ...overrides,
  };
};

export const seasonList = (): SeasonListItem[] => {
  const strip = ({ games: _games, actions: _actions, roundStarts: _starts, ...item }: Season): SeasonListItem => item;
  return [
    strip(season('ongoing')),
    strip(season('finished', { id: OLD_SEASON_ID, name: '2025', startsAt: '2025-03-01', endsAt: '2025-06-30' })),
  ];
};

export const seasonTeams = (): SeasonTeam[] => [
  { id: WOLVES_ID, name: 'Budapest Wolves', status: 'active', nbPlayers: 2, logoUrl: null },
  { id: SHARKS_ID, name: 'Győr Sharks', status: 'bye', nbPlayers: 1, logoUrl: null },
];
