import {
  areGameStatsEditable,
  canFinishSeason,
  canFreezeWeek,
  canLockWeek,
  canStartWeek,
  isGameDateEditable,
  roundState,
  seasonActions,
  seasonFormSchema,
  seasonName,
  seasonSchema,
  seasonScheduleFormSchema,
  seasonScheduleSchema,
  toSchedulePayload,
  toSeasonPayload,
  validateWith,
  type SeasonForm,
  type SeasonScheduleForm,
  type SeasonState,
} from '../../index';

const [A, B, C, D] = [
  '0123456789abcdef01234561',
  '0123456789abcdef01234562',
  '0123456789abcdef01234563',
  '0123456789abcdef01234564',
];
const NOW = new Date('2027-01-10T12:00:00Z');

const season = (overrides: Record<string, unknown> = {}) => ({
  draftWindow: { startDate: '2027-02-01 10:00:00', endDate: '2027-02-01 13:00:00' },
  startsAt: '2027-03-01',
  endsAt: '2027-06-30',
  nbPlayoffWeeks: 1,
  nbMaxFantasyTeams: 4,
  games: [
    { team1: A, team2: B, date: '2027-03-06', week: 1 },
    { team1: C, team2: A, date: '2027-03-13', week: 2 },
    { team1: B, team2: D, date: '2027-03-20', week: 3 },
  ],
  ...overrides,
});

async function violationsOf(input: unknown, context: Record<string, unknown> = { now: NOW }) {
  const result = await validateWith(seasonSchema, input, context);
  return result.ok ? [] : result.violations.map(({ property, message, params }) => [property, message, params?.count]);
}

describe('season schema', () => {
  it('when every rule holds, then the season is accepted', async () => {
    expect(await violationsOf(season())).toEqual([]);
  });

  it.each([
    ['no draft window', { draftWindow: undefined }, 'draftWindow', 'validation:draftWindowRequired'],
    [
      'a draft start that is no instant',
      { draftWindow: { startDate: '2027-02-01', endDate: '2027-02-01 13:00:00' } },
      'draftWindow.startDate',
      'validation:draftWindowRequired',
    ],
    [
      'a draft start off the 15-minute step',
      { draftWindow: { startDate: '2027-02-01 10:05:00', endDate: '2027-02-01 13:15:00' } },
      'draftWindow.startDate',
      'validation:timeStep',
    ],
    [
      'a draft end before its start',
      { draftWindow: { startDate: '2027-02-01 13:00:00', endDate: '2027-02-01 10:00:00' } },
      'draftWindow.endDate',
      'validation:endAfterStart',
    ],
    [
      'a draft window of 2 h 45',
      { draftWindow: { startDate: '2027-02-01 10:00:00', endDate: '2027-02-01 12:45:00' } },
      'draftWindow.endDate',
      'validation:draftWindowTooShort',
    ],
    [
      'a draft window starting yesterday',
      { draftWindow: { startDate: '2027-01-09 10:00:00', endDate: '2027-02-01 13:00:00' } },
      'draftWindow.startDate',
      'validation:dateInPast',
    ],
    [
      'a draft ending on the season start day',
      { startsAt: '2027-02-01' },
      'startsAt',
      'validation:draftEndBeforeSeasonStart',
    ],
    ['a season ending before it starts', { endsAt: '2027-02-28' }, 'endsAt', 'validation:endAfterStart'],
    ['a season start that is no day', { startsAt: '2027-02-30' }, 'startsAt', 'validation:dateInvalid'],
    ['no playoff weeks', { nbPlayoffWeeks: '' }, 'nbPlayoffWeeks', 'validation:playoffWeeksRequired'],
    ['3 playoff weeks', { nbPlayoffWeeks: 3 }, 'nbPlayoffWeeks', 'validation:playoffWeeksRequired'],
    [
      'as many playoff weeks as rounds',
      { nbPlayoffWeeks: 2, games: [{ team1: A, team2: B, date: '2027-03-06', week: 2 }] },
      'nbPlayoffWeeks',
      'validation:playoffWeeksTooMany',
    ],
    [
      'a max fantasy teams size that is no league size',
      { nbMaxFantasyTeams: 5 },
      'nbMaxFantasyTeams',
      'validation:maxFantasyTeamsRequired',
    ],
    ['no games', { games: [] }, 'games', 'validation:gamesRequired'],
    [
      'a game without a second team',
      { games: [{ team1: A, team2: '', date: '2027-03-06', week: 1 }] },
      'games[0].team2',
      'validation:teamRequired',
    ],
    [
      'a team playing itself',
      { games: [{ team1: A, team2: A, date: '2027-03-06', week: 2 }] },
      'games[0].team2',
      'validation:teamsShouldDiffer',
    ],
    [
      'a game date that is no day',
      { games: [{ team1: A, team2: B, date: '06/03/2027', week: 2 }] },
      'games[0].date',
      'validation:dateInvalid',
    ],
    [
      'a three-digit round',
      { games: [{ team1: A, team2: B, date: '2027-03-06', week: 100 }] },
      'games[0].week',
      'validation:roundInvalid',
    ],
    [
      'round 0',
      { games: [{ team1: A, team2: B, date: '2027-03-06', week: 0 }] },
      'games[0].week',
      'validation:roundInvalid',
    ],
  ])('when the season has %s, then it is refused at that field', async (_case, change, property, message) => {
    expect((await violationsOf(season(change))).map(([p, m]) => [p, m])).toContainEqual([property, message]);
  });

  it('when a draft window of exactly 3 hours starts today, then it is accepted', async () => {
    expect(
      await violationsOf(season({ draftWindow: { startDate: '2027-01-10 00:00:00', endDate: '2027-01-10 03:00:00' } })),
    ).toEqual([]);
  });

  it('when max fantasy teams exceeds the real teams of the games, then the message names their number', async () => {
    expect(await violationsOf(season({ nbMaxFantasyTeams: 6 }))).toEqual([
      ['nbMaxFantasyTeams', 'validation:maxFantasyTeamsTooMany', 4],
    ]);
  });

  it('when an edit keeps a draft window that has passed, then it is accepted; a changed past window is not', async () => {
    const stored = { startDate: '2026-12-01 10:00:00', endDate: '2026-12-01 13:00:00' };
    const edited = season({ draftWindow: stored, startsAt: '2027-01-01' });
    expect(await violationsOf(edited, { now: NOW, storedDraftWindow: stored })).toEqual([]);
    const moved = season({ draftWindow: { ...stored, startDate: '2026-12-01 09:00:00' }, startsAt: '2027-01-01' });
    expect((await violationsOf(moved, { now: NOW, storedDraftWindow: stored })).map(([p, m]) => [p, m])).toEqual([
      ['draftWindow.startDate', 'validation:dateInPast'],
    ]);
  });

  it('when the form holds DD/MM/YYYY dates, then the payload carries YYYY-MM-DD everywhere', async () => {
    const form = season({
      startsAt: '01/03/2027',
      endsAt: '30/06/2027',
      games: [
        { team1: A, team2: B, date: '6/3/2027', week: '1' },
        { team1: C, team2: D, date: '13/03/2027', week: '2' },
      ],
    });
    const result = await validateWith(seasonFormSchema, form, { now: NOW });
    if (!result.ok) throw new Error(JSON.stringify(result.violations));
    const payload = toSeasonPayload(result.value as SeasonForm);
    expect(payload).toMatchObject({
      startsAt: '2027-03-01',
      endsAt: '2027-06-30',
      games: [
        { date: '2027-03-06', week: 1 },
        { date: '2027-03-13', week: 2 },
      ],
    });
    expect(await violationsOf(payload)).toEqual([]);
  });

  it('when a schedule is sent alone, then it needs at least one valid game', async () => {
    expect((await validateWith(seasonScheduleSchema, { games: [] })).ok).toBe(false);
    expect((await validateWith(seasonScheduleSchema, { games: season().games })).ok).toBe(true);
  });

  it('when the edit-schedule form is converted, then its DD/MM/YYYY dates become ISO and the payload passes', async () => {
    const form = { games: [{ id: '0123456789abcdef01234569', team1: A, team2: B, date: '6/3/2027', week: '1' }] };
    const result = await validateWith(seasonScheduleFormSchema, form);
    if (!result.ok) throw new Error(JSON.stringify(result.violations));
    const payload = toSchedulePayload(result.value as SeasonScheduleForm);
    expect(payload).toEqual({
      games: [{ id: '0123456789abcdef01234569', team1: A, team2: B, date: '2027-03-06', week: 1 }],
    });
    expect((await validateWith(seasonScheduleSchema, payload)).ok).toBe(true);
  });

  it('when a season spans the new year, then its name shows both years', () => {
    expect(seasonName('2027-03-01', '2027-06-30')).toBe('2027');
    expect(seasonName('2026-09-01', '2027-02-28')).toBe('2026/2027');
  });
});

describe('season lifecycle guards', () => {
  const state = (overrides: Partial<SeasonState> = {}): SeasonState => ({
    status: 'ongoing',
    currentWeek: 3,
    nbWeeks: 9,
    isWeekActive: true,
    frozenWeeks: [],
    ...overrides,
  });

  it.each<[string, Partial<SeasonState>, boolean]>([
    ['a new season (round 0, drafting)', { status: 'drafting', currentWeek: 0, isWeekActive: false }, true],
    ['an active round', {}, false],
    ['a locked round with rounds left', { isWeekActive: false }, true],
    ['a frozen round with rounds left', { isWeekActive: false, frozenWeeks: [3] }, true],
    ['the last round locked', { currentWeek: 9, isWeekActive: false }, false],
    ['a finished season', { status: 'finished', currentWeek: 9, isWeekActive: false }, false],
  ])('when the season has %s, then starting a round is %s', (_case, overrides, allowed) => {
    expect(canStartWeek(state(overrides))).toBe(allowed);
  });

  it.each<[string, Partial<SeasonState>, number, boolean]>([
    ['the active round', {}, 3, true],
    ['a frozen round', { isWeekActive: false, frozenWeeks: [2] }, 2, true],
    ['a locked round', { isWeekActive: false }, 3, false],
    ['a past locked round while another is active', {}, 2, false],
    ['a future round', {}, 4, false],
    ['the active round of a drafting season', { status: 'drafting' }, 3, false],
  ])('when locking %s, then it is %s', (_case, overrides, week, allowed) => {
    expect(canLockWeek(state(overrides), week)).toBe(allowed);
  });

  it.each<[string, Partial<SeasonState>, boolean]>([
    ['the active round before the last week', {}, true],
    ['the active last round', { currentWeek: 9 }, false],
    ['no active round', { isWeekActive: false }, false],
  ])('when freezing with %s, then it is %s', (_case, overrides, allowed) => {
    expect(canFreezeWeek(state(overrides))).toBe(allowed);
  });

  it.each<[string, Partial<SeasonState>, boolean]>([
    ['the last round locked and nothing frozen', { currentWeek: 9, isWeekActive: false }, true],
    ['the last round active', { currentWeek: 9 }, false],
    ['a frozen round left', { currentWeek: 9, isWeekActive: false, frozenWeeks: [8] }, false],
    ['rounds left', { currentWeek: 8, isWeekActive: false }, false],
    ['a drafting season', { status: 'drafting', currentWeek: 9, isWeekActive: false }, false],
  ])('when finishing with %s, then it is %s', (_case, overrides, allowed) => {
    expect(canFinishSeason(state(overrides))).toBe(allowed);
  });

  it('when rounds are past, active, frozen or ahead, then dates and statistics are editable as section 4 says', () => {
    const s = state({ frozenWeeks: [2] });
    expect([1, 2, 3, 4].map((week) => roundState(s, week))).toEqual(['locked', 'frozen', 'active', 'future']);
    expect([1, 2, 3, 4].map((week) => isGameDateEditable(s, week))).toEqual([false, true, true, true]);
    expect([1, 2, 3, 4].map((week) => areGameStatsEditable(s, week))).toEqual([false, true, true, false]);
    expect(areGameStatsEditable(s, 1, true)).toBe(true);
    expect(areGameStatsEditable(s, 4, true)).toBe(false);
  });

  it('when the owner looks at the season, then the offered actions follow the guards', () => {
    expect(seasonActions(state({ frozenWeeks: [1] }))).toEqual({
      startWeek: false,
      freezeWeek: true,
      lockWeeks: [1, 3],
      finish: false,
      recalculate: true,
    });
    expect(seasonActions(state({ status: 'drafting', currentWeek: 0, isWeekActive: false }))).toEqual({
      startWeek: true,
      freezeWeek: false,
      lockWeeks: [],
      finish: false,
      recalculate: false,
    });
  });
});

describe('the last round a late draft may start before', () => {
  it('when it is empty or leaves 3 regular rounds, then the season is accepted', async () => {
    const tenRounds = Array.from({ length: 10 }, (_, i) => ({
      team1: A,
      team2: B,
      date: new Date(Date.UTC(2027, 2, 6 + 7 * i)).toISOString().slice(0, 10),
      week: i + 1,
    }));
    expect(await violationsOf(season({ games: tenRounds, nbPlayoffWeeks: 2, nbMaxFantasyTeams: 4 }))).toEqual([
      ['nbMaxFantasyTeams', 'validation:maxFantasyTeamsTooMany', 2],
    ]);
    const valid = season({ games: tenRounds, nbPlayoffWeeks: 2, nbMaxFantasyTeams: 4, lateDraftLastRound: 6 });
    expect((await violationsOf(valid)).map(([p]) => p)).not.toContain('lateDraftLastRound');
    const tooLate = await validateWith(seasonSchema, { ...valid, lateDraftLastRound: 7 }, { now: NOW });
    expect(tooLate.ok ? [] : tooLate.violations.filter((v) => v.property === 'lateDraftLastRound')).toEqual([
      { property: 'lateDraftLastRound', message: 'validation:lateDraftRoundTooLate', params: { round: 6, count: 3 } },
    ]);
  });

  it('when the season has too few regular rounds, then any round is refused with the reason', async () => {
    const result = await validateWith(seasonSchema, season({ lateDraftLastRound: 1 }), { now: NOW });
    expect(result.ok ? [] : result.violations.map(({ property, message }) => [property, message])).toEqual([
      ['lateDraftLastRound', 'validation:lateDraftImpossible'],
    ]);
    expect(await violationsOf(season({ lateDraftLastRound: '' }))).toEqual([]);
    expect((await violationsOf(season({ lateDraftLastRound: 0 }))).map(([p, m]) => [p, m])).toEqual([
      ['lateDraftLastRound', 'validation:roundInvalid'],
    ]);
  });
});
