import {
  NO_PLAYER_OUTLOOK,
  seasonActions,
  type GameDetails,
  type GamePlayerLine,
  type PlayerDetails,
  type PlayerSummary,
  type Season,
  type SeasonGame,
  type SeasonListItem,
  type SeasonWeekPoints,
} from '@hfl/contracts';

/** The real league as the stats service answers the owner's statistics pages. Ids are 24-hex like the real ones. */
export const SEASON_ID = '66d00000000000000000000a';
export const OLD_SEASON_ID = '66d00000000000000000000b';

export const TEAMS = {
  bulls: { id: '66e00000000000000000000a', name: 'Budapest Bulls' },
  wolves: { id: '66e00000000000000000000b', name: 'Wolves' },
  eagles: { id: '66e00000000000000000000c', name: 'Eagles' },
} as const;

export const GAME_IDS = {
  week1: '66f00000000000000000000a',
  week2: '66f00000000000000000000b',
  week3: '66f00000000000000000000c',
} as const;

export const PLAYER_IDS = {
  qb: '67a00000000000000000000a',
  def: '67a00000000000000000000b',
  hc: '67a00000000000000000000c',
  kicker: '67a00000000000000000000d',
  wr: '67a00000000000000000000e',
  transfer: '67a00000000000000000000f',
} as const;

const game = (
  id: string,
  week: number,
  date: string,
  team1: keyof typeof TEAMS,
  team2: keyof typeof TEAMS,
  scores: [number, number] | null,
): SeasonGame => ({
  id,
  week,
  date,
  time: null,
  team1: { ...TEAMS[team1], score: scores?.[0] ?? null },
  team2: { ...TEAMS[team2], score: scores?.[1] ?? null },
  hasStats: scores !== null,
});

const seasonState = { status: 'ongoing', currentWeek: 2, nbWeeks: 3, isWeekActive: true, frozenWeeks: [] } as const;

export const seasonListItem = (overrides: Partial<SeasonListItem> = {}): SeasonListItem => ({
  id: SEASON_ID,
  name: '2027',
  ...seasonState,
  frozenWeeks: [],
  startsAt: '2027-03-01',
  endsAt: '2027-06-30',
  nbPlayoffWeeks: 1,
  nbTeams: 3,
  nbMaxFantasyTeams: 4,
  lateDraftLastRound: null,
  draftWindow: { startDate: '2027-02-20 18:00:00', endDate: '2027-02-21 18:00:00' },
  createdAt: '2027-01-10T10:00:00.000Z',
  ...overrides,
});

export const oldSeasonListItem = (): SeasonListItem =>
  seasonListItem({
    id: OLD_SEASON_ID,
    name: '2026',
    status: 'finished',
    currentWeek: 2,
    nbWeeks: 2,
    isWeekActive: false,
    startsAt: '2026-03-01',
    endsAt: '2026-06-30',
  });

export const season = (overrides: Partial<Season> = {}): Season => {
  const base = { ...seasonListItem(), ...overrides };
  return {
    games: [
      game(GAME_IDS.week1, 1, '2027-03-14', 'bulls', 'wolves', [21, 14]),
      game(GAME_IDS.week2, 2, '2027-03-21', 'eagles', 'bulls', null),
      game(GAME_IDS.week3, 3, '2027-03-28', 'wolves', 'eagles', null),
    ],
    actions: seasonActions(base),
    roundStarts: [],
    ...base,
  };
};

export const oldSeason = (): Season => ({
  ...oldSeasonListItem(),
  games: [game('66f00000000000000000001a', 2, '2026-03-21', 'wolves', 'bulls', [3, 10])],
  actions: seasonActions(oldSeasonListItem()),
  roundStarts: [],
});

export const weekPoints = (week: number): SeasonWeekPoints => ({
  week,
  games: season().games.filter((g) => g.week === week),
  players:
    week === 1
      ? [
          {
            id: PLAYER_IDS.qb,
            name: 'Áron Kovács',
            position: 'QB',
            team: TEAMS.bulls,
            game: GAME_IDS.week1,
            fantasy_points: 24.5,
          },
          {
            id: PLAYER_IDS.def,
            name: 'Bulls Defense',
            position: 'DEF',
            team: TEAMS.bulls,
            game: GAME_IDS.week1,
            fantasy_points: 9,
          },
          {
            id: PLAYER_IDS.hc,
            name: 'Coach Tóth',
            position: 'HC',
            team: TEAMS.bulls,
            game: GAME_IDS.week1,
            fantasy_points: -3.25,
          },
        ]
      : [],
});

const line = (
  id: string,
  name: string,
  position: GamePlayerLine['position'],
  jerseyNumber: number | null,
): GamePlayerLine => ({
  id,
  name,
  position,
  jerseyNumber,
  stats: {},
  fantasy_points: null,
});

/** Week 2 (the active round), before its first save: the clubs' players, no scores. */
export const gameDetails = (overrides: Partial<GameDetails> = {}): GameDetails => ({
  id: GAME_IDS.week2,
  season: { id: SEASON_ID, name: '2027' },
  week: 2,
  date: '2027-03-21',
  team1: {
    ...TEAMS.eagles,
    score: null,
    players: [line(PLAYER_IDS.wr, 'Eszter Varga', 'WR', 81), line(PLAYER_IDS.kicker, 'Kristóf Nagy', 'K', 3)],
  },
  team2: {
    ...TEAMS.bulls,
    score: null,
    players: [
      line(PLAYER_IDS.qb, 'Áron Kovács', 'QB', 12),
      line(PLAYER_IDS.def, 'Bulls Defense', 'DEF', null),
      line(PLAYER_IDS.hc, 'Coach Tóth', 'HC', null),
    ],
  },
  roundState: 'active',
  isDateEditable: true,
  areStatsEditable: true,
  canForceEdit: false,
  hasStats: false,
  ...overrides,
});

/** The same game as the service answers after saving `scores` (the Bulls lost 10–17). */
export const savedGameDetails = (overrides: Partial<GameDetails> = {}): GameDetails => {
  const base = gameDetails();
  return {
    ...base,
    team1: {
      ...base.team1,
      score: 17,
      players: [
        {
          ...base.team1.players[0]!,
          stats: { pass_yds: 0, rush_yds: 5, catch_yds: 96, td: 1, _2pt: 0, fumble: 0, int: 0 },
          fantasy_points: 16.1,
        },
        { ...base.team1.players[1]!, stats: { fg: 1, xp: 2, fg_miss: 0, xp_miss: 0 }, fantasy_points: 5 },
      ],
    },
    team2: {
      ...base.team2,
      score: 10,
      players: [
        {
          ...base.team2.players[0]!,
          stats: { pass_yds: 210, rush_yds: 12, catch_yds: 0, td: 1, _2pt: 0, fumble: 1, int: 2 },
          fantasy_points: -2.8,
        },
        {
          ...base.team2.players[1]!,
          stats: { defense_int: 1, fum_forced: 0, sack: 2, pts_allowed: 17 },
          fantasy_points: 12,
        },
        {
          ...base.team2.players[2]!,
          stats: { win_loss: -1, pts_gained: 10, score_difference: -7 },
          fantasy_points: -10,
        },
      ],
    },
    hasStats: true,
    ...overrides,
  };
};

const summary = (
  id: string,
  name: string,
  position: PlayerSummary['position'],
  team: { id: string; name: string } | null,
  scores: PlayerSummary['scores'],
): PlayerSummary => ({
  id,
  name,
  position,
  group: position === 'K' ? 'special' : position === 'DEF' ? 'defense' : position === 'HC' ? 'hc' : 'offense',
  status: 'active',
  jerseyNumber: position === 'DEF' || position === 'HC' ? null : 7,
  team,
  photoUrl: null,
  scores,
});

/** `GET /api/players`: every player with the asked season's (or round's) totals. */
export const playerRows = (): PlayerSummary[] => [
  summary(PLAYER_IDS.qb, 'Áron Kovács', 'QB', TEAMS.bulls, {
    pass_yds: 512,
    rush_yds: 30,
    td: 4,
    int: 1,
    fantasy_points: 72.2,
  }),
  summary(PLAYER_IDS.def, 'Bulls Defense', 'DEF', TEAMS.bulls, {
    defense_int: 2,
    sack: 5,
    pts_allowed: 31,
    fantasy_points: 33,
  }),
  summary(PLAYER_IDS.wr, 'Eszter Varga', 'WR', TEAMS.eagles, { catch_yds: 96, td: 1, fantasy_points: 15.6 }),
  summary(PLAYER_IDS.transfer, 'Tamás Új', 'RB', null, { fantasy_points: 0 }),
];

export const playerDetails = (overrides: Partial<PlayerDetails> = {}): PlayerDetails => ({
  ...playerRows()[0]!,
  jerseyNumber: 12,
  photoUrl: '/api/files/67b00000000000000000000a',
  photo: '67b00000000000000000000a',
  birthDate: '1999-05-04',
  height: 188,
  weight: 92,
  analysis: 'Accurate passer.\nStrong in the pocket.',
  age: 27,
  outlook: NO_PLAYER_OUTLOOK,
  weeks: [
    {
      week: 1,
      game: GAME_IDS.week1,
      pass_yds: 302,
      rush_yds: 18,
      catch_yds: 0,
      td: 3,
      _2pt: 0,
      fumble: 0,
      int: 0,
      fantasy_points: 50,
    },
    {
      week: 2,
      game: GAME_IDS.week2,
      pass_yds: 210,
      rush_yds: 12,
      catch_yds: 0,
      td: 1,
      _2pt: 0,
      fumble: 1,
      int: 1,
      fantasy_points: 22.2,
    },
  ],
  ...overrides,
});
