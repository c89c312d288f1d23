import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  API,
  seasonActions,
  type DraftSettings,
  type FantasyTeamDetails,
  type LeagueSeason,
  type MyMembership,
  type Season,
  type SessionUser,
} from '@hfl/contracts';
import {
  startApiServer,
  type ApiServer,
  type RecordedRequest,
  type Reply,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import moment from 'moment-timezone';
import registration from '../../register';

/** 'YYYY-MM-DDTHH:mm' as the date field shows it: 'DD/MM/YYYY HH:mm'. */
const shown = (local: string) => local.replace(/^(\d{4})-(\d{2})-(\d{2})T/, '$3/$2/$1 ');

/** The date field once its calendar library has loaded (a plain input stands in until then). */
function pickerInput(label: string): HTMLElement {
  const input = screen.getByLabelText(label);
  if (!input.closest('.react-datepicker__input-container')) throw new Error(`${label}: the calendar has not loaded`);
  return input;
}

/** A day of the month the open calendar shows. */
const QUARTER_HOUR = 15 * 60 * 1000;

function day(calendar: HTMLElement, date: number): HTMLElement {
  const cell = within(calendar)
    .getAllByRole('gridcell')
    .find((c) => c.textContent === String(date) && !c.className.includes('outside-month'));
  if (!cell) throw new Error(`no day ${date} in the calendar`);
  return cell;
}

const LEAGUE = { id: 'a0000000000000000000000a', name: 'Budapest Bulls' };
const TEAM_ID = 't-kata';
const REAL_SEASON_ID = '67b000000000000000000001';
const LEAGUE_SEASON_ID = '68a000000000000000000001';
const SCHEDULE_PATH = `/leagues/${LEAGUE.id}/draft/schedule`;

/** The real season as the stats service answers it: its draft window from 20/03/2031 18:00 to 22/03/2031 18:00 in Budapest. */
function realSeason(
  draftWindow = { startDate: '2031-03-20 17:00:00', endDate: '2031-03-22 17:00:00' },
  { currentWeek = 0, games = [] as Season['games'] } = {},
): Season {
  const state = { status: 'drafting' as const, currentWeek, nbWeeks: 4, isWeekActive: false, frozenWeeks: [] };
  return {
    ...state,
    id: REAL_SEASON_ID,
    name: '2031',
    startsAt: '2031-04-05',
    endsAt: '2031-04-26',
    nbPlayoffWeeks: 1,
    nbTeams: 4,
    nbMaxFantasyTeams: 8,
    lateDraftLastRound: null,
    draftWindow,
    games,
    roundStarts: [],
    actions: seasonActions(state),
    createdAt: '2031-01-10T10:00:00.000Z',
  };
}

function leagueSeason(overrides: Partial<LeagueSeason> = {}): LeagueSeason {
  return {
    id: LEAGUE_SEASON_ID,
    leagueId: LEAGUE.id,
    realSeasonId: REAL_SEASON_ID,
    status: 'pending',
    draftStartsAt: '2031-03-21 09:00:00',
    draftEndsAt: '2031-03-21 15:00:00',
    nbTeams: 8,
    nbMaxFantasyTeams: 8,
    draftWindow: realSeason().draftWindow,
    startsAt: null,
    endsAt: null,
    draft: null,
    ...overrides,
  };
}

function membership(role: MyMembership['role']): MyMembership {
  return {
    id: 'm-1',
    league: LEAGUE,
    role,
    status: 'active',
    type: null,
    team: { id: TEAM_ID, name: 'Kata Kickers', logoUrl: null },
  };
}

function team(timezone: string): FantasyTeamDetails {
  return {
    id: TEAM_ID,
    name: 'Kata Kickers',
    timezone,
    league: { id: LEAGUE.id },
    user: { id: testUsers.player.id, name: testUsers.player.name },
    logo: null,
    logoUrl: null,
  };
}

const SETTINGS: DraftSettings = { nbTeams: 8, nbRounds: 14, nbTotalPicks: 112, draftTurnDurationSeconds: 208 };
const notFound: Reply = {
  status: 404,
  body: { error: { code: 'not_found', message: 'The requested item does not exist' } },
};

/** 18:00 to 00:30 in Budapest on 20/03/2031: 6 hours 30 minutes. */
const VALID = {
  start: '2031-03-20T18:00',
  end: '2031-03-21T00:30',
  utcStart: '2031-03-20 17:00:00',
  utcEnd: '2031-03-20 23:30:00',
};

describe('schedule draft (add or change the draft dates)', () => {
  let server: ApiServer;
  let memberships: MyMembership[];
  let timezone: string;
  let real: Reply;
  let current: Reply;
  let prepare: (request: RecordedRequest) => Reply;
  let create: Reply;
  let update: Reply;

  beforeEach(async () => {
    memberships = [membership('LEAGUE_ADMIN')];
    timezone = 'Europe/Budapest';
    real = { status: 200, body: realSeason() };
    current = notFound;
    prepare = () => ({ status: 200, body: SETTINGS });
    create = { status: 201, body: leagueSeason() };
    update = { status: 200, body: leagueSeason() };
    server = await startApiServer({
      'GET /api/leagues/memberships/me': () => ({ status: 200, body: memberships }),
      [`GET /api/fantasy-teams/${TEAM_ID}`]: () => ({ status: 200, body: team(timezone) }),
      'GET /api/seasons/current': () => real,
      [`GET /api/leagues/${LEAGUE.id}/seasons/current`]: () => current,
      [`GET ${API.prepareSeason(LEAGUE.id, VALID.utcStart, VALID.utcEnd)}`]: (request) => prepare(request),
      [`POST /api/leagues/${LEAGUE.id}/seasons`]: () => create,
      [`POST /api/leagues/${LEAGUE.id}/seasons/${LEAGUE_SEASON_ID}`]: () => update,
    });
  });

  afterEach(() => server.close());

  const open = async (user: SessionUser = testUsers.player) => {
    const view = await renderRemote(registration, { path: SCHEDULE_PATH, user, apiBaseUrl: server.baseUrl });
    return view;
  };
  const openForm = async (user?: SessionUser) => {
    const view = await open(user);
    await screen.findByRole('button', { name: 'Next' });
    return view;
  };

  /** Types a wall-clock time given as 'YYYY-MM-DDTHH:mm' the way the field shows it, 'DD/MM/YYYY HH:mm' ('' clears). */
  const setDate = (label: 'Draft start' | 'Draft end', local: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value: shown(local) } });

  const pickValidDates = () => {
    setDate('Draft start', VALID.start);
    setDate('Draft end', VALID.end);
  };

  const sent = (method: string, path: string) =>
    server.requests.filter((request) => request.method === method && request.path === path);
  const prepareRequests = () => server.requests.filter((request) => request.path.includes('/prepare-season/'));

  describe('step 1, the dates', () => {
    it('when the admin opens it, then the calendar offers 15-minute steps within the window, on their team clock', async () => {
      const view = await openForm();

      expect(screen.getByRole('heading', { level: 1, name: 'Add draft' })).toBeInTheDocument();
      expect(screen.getByText('Times are in Europe/Budapest, in 15-minute steps.')).toBeInTheDocument();
      expect(screen.getByText("The season's draft window: 20/03/2031 18:00 – 22/03/2031 18:00")).toBeInTheDocument();
      for (const label of ['Draft start', 'Draft end'] as const) {
        const input = await waitFor(() => pickerInput(label));
        expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY HH:MM');
        expect(input).toHaveValue('');
        // The window opens after today, so the calendar starts with it, and offers only its days.
        await view.user.click(input);
        const calendar = await screen.findByRole('dialog', { name: 'Choose a date and time' });
        expect(within(calendar).getByText('March 2031')).toBeInTheDocument();
        expect(day(calendar, 19)).toHaveAttribute('aria-disabled', 'true');
        expect(day(calendar, 20)).toHaveAttribute('aria-disabled', 'false');
        expect(day(calendar, 22)).toHaveAttribute('aria-disabled', 'false');
        expect(day(calendar, 23)).toHaveAttribute('aria-disabled', 'true');
        // A 24-hour clock in 15-minute steps.
        const times = within(calendar)
          .getAllByRole('option')
          .map((option) => option.textContent);
        expect(times.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
        expect(times).toContain('18:45');
        await view.user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      }
    });

    it('when the window is already open, then the calendar starts on the day of the next quarter hour, and earlier days are not offered', async () => {
      real = { status: 200, body: realSeason({ startDate: '2020-01-01 00:00:00', endDate: '2031-03-22 17:00:00' }) };
      // The first offered time is the next 15-minute step on the team's clock (from 23:45 there, tomorrow). Read
      // before and after the page reads it, so a step passing meanwhile cannot fail the test.
      const firstDayNow = () => moment.tz(Math.ceil(Date.now() / QUARTER_HOUR) * QUARTER_HOUR, timezone).date();
      const before = firstDayNow();
      const view = await openForm();

      await view.user.click(await waitFor(() => pickerInput('Draft start')));
      const calendar = await screen.findByRole('dialog', { name: 'Choose a date and time' });
      expect(day(calendar, firstDayNow())).toHaveAttribute('aria-disabled', 'false');
      if (before > 1) expect(day(calendar, before - 1)).toHaveAttribute('aria-disabled', 'true');
    });

    it.each([
      [
        'neither date is chosen',
        '',
        '',
        { start: 'Draft date / time not selected', end: 'Draft date / time not selected' },
      ],
      ['only the start is chosen', '2031-03-20T18:00', '', { end: 'Draft date / time not selected' }],
      [
        'the end is before the start',
        '2031-03-20T21:00',
        '2031-03-20T20:00',
        { end: 'End date should be later than start date!' },
      ],
      [
        'the start is before the window opens',
        '2031-03-20T17:45',
        '2031-03-20T23:00',
        { start: 'Draft start date/time should be after 20/03/2031 18:00' },
      ],
      [
        'the end is after the window closes',
        '2031-03-22T12:00',
        '2031-03-22T18:15',
        { end: 'Draft end date/time should be before 22/03/2031 18:00' },
      ],
      [
        'the draft lasts under 3 hours',
        '2031-03-20T19:00',
        '2031-03-20T21:45',
        { end: 'Draft period should at least be 3 hours long!' },
      ],
      [
        'a time is off the 15-minute steps',
        '2031-03-20T19:10',
        '2031-03-20T23:00',
        { start: 'Please choose a time in 15-minute steps' },
      ],
    ] satisfies Array<[string, string, string, { start?: string; end?: string }]>)(
      'when %s, then Next shows the rule and asks the server nothing',
      async (_case, start, end, messages: { start?: string; end?: string }) => {
        const view = await openForm();
        if (start) setDate('Draft start', start);
        if (end) setDate('Draft end', end);

        await view.user.click(screen.getByRole('button', { name: 'Next' }));

        const fields = [
          [screen.getByLabelText('Draft start'), messages.start],
          [screen.getByLabelText('Draft end'), messages.end],
        ] as const;
        await waitFor(() => expect(fields.find(([, message]) => message)?.[0]).toHaveAttribute('aria-invalid', 'true'));
        for (const [input, message] of fields) {
          if (message) expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
          else expect(input).not.toHaveAttribute('aria-invalid');
        }
        expect(prepareRequests()).toEqual([]);
      },
    );

    it('when the start has passed, then Next says it should be after the current time', async () => {
      real = { status: 200, body: realSeason({ startDate: '2020-01-01 00:00:00', endDate: '2031-03-22 17:00:00' }) };
      const view = await openForm();
      setDate('Draft start', '2021-01-01T10:00');
      setDate('Draft end', '2021-01-01T16:00');

      await view.user.click(screen.getByRole('button', { name: 'Next' }));

      await waitFor(() =>
        expect(screen.getByLabelText('Draft start')).toHaveAccessibleDescription(
          expect.stringContaining('Start date should be after current time'),
        ),
      );
      expect(prepareRequests()).toEqual([]);
    });

    it("when the admin's team plays in another timezone, then the dates are read and named on that clock and sent in UTC", async () => {
      timezone = 'America/New_York';
      const view = await openForm();
      expect(screen.getByText('Times are in America/New_York, in 15-minute steps.')).toBeInTheDocument();
      expect(screen.getByText("The season's draft window: 20/03/2031 13:00 – 22/03/2031 13:00")).toBeInTheDocument();
      // 13:00 and 19:30 in New York are VALID's 17:00 and 23:30 UTC.
      setDate('Draft start', '2031-03-20T13:00');
      setDate('Draft end', '2031-03-20T19:30');

      await view.user.click(screen.getByRole('button', { name: 'Next' }));

      expect(await screen.findByRole('heading', { name: 'Draft settings' })).toBeInTheDocument();
      expect(prepareRequests().map((request) => request.path)).toEqual([
        API.prepareSeason(LEAGUE.id, VALID.utcStart, VALID.utcEnd),
      ]);
    });

    it('when the server finds the dates wrong, then its messages show on the date fields', async () => {
      prepare = () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Invalid data provided',
            violations: [
              { property: 'draftStartsAt', message: 'Draft start date/time should be after 20/03/2031 17:00' },
            ],
          },
        },
      });
      const view = await openForm();
      pickValidDates();

      await view.user.click(screen.getByRole('button', { name: 'Next' }));

      await waitFor(() =>
        expect(screen.getByLabelText('Draft start')).toHaveAccessibleDescription(
          expect.stringContaining('Draft start date/time should be after 20/03/2031 17:00'),
        ),
      );
      expect(screen.queryByRole('heading', { name: 'Draft settings' })).not.toBeInTheDocument();
    });
  });

  describe('step 2, the confirmation', () => {
    const toConfirmation = async () => {
      const view = await openForm();
      pickValidDates();
      await view.user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByRole('heading', { name: 'Draft settings' });
      return view;
    };

    it('when the dates are valid, then Next shows the draft settings the server prepared and the draft length', async () => {
      await toConfirmation();

      const settings = screen.getByRole('region', { name: 'Draft settings' });
      const terms = within(settings)
        .getAllByRole('term')
        .map((term) => term.textContent);
      const definitions = within(settings)
        .getAllByRole('definition')
        .map((definition) => definition.textContent);
      expect(Object.fromEntries(terms.map((term, index) => [term, definitions[index]]))).toEqual({
        'Draft start': '20/03/2031 18:00',
        'Draft end': '21/03/2031 00:30',
        Teams: '8',
        Rounds: '14',
        'Total picks': '112',
        'Seconds per turn': '208',
        'Draft length': '6 hours 30 minutes',
      });
      expect(prepareRequests().map((request) => request.path)).toEqual([
        `/api/leagues/${LEAGUE.id}/prepare-season/2031-03-20%2017%3A00%3A00/2031-03-20%2023%3A30%3A00`,
      ]);
      expect(screen.queryByLabelText('Draft start')).not.toBeInTheDocument();
    });

    it('when the admin chooses Change dates, then step 1 comes back with the dates kept', async () => {
      const view = await toConfirmation();

      await view.user.click(screen.getByRole('button', { name: 'Change dates' }));

      expect(screen.getByLabelText('Draft start')).toHaveValue(shown(VALID.start));
      expect(screen.getByLabelText('Draft end')).toHaveValue(shown(VALID.end));
      expect(screen.queryByRole('region', { name: 'Draft settings' })).not.toBeInTheDocument();
    });

    it('when the league has no draft, then Create draft posts the dates in UTC, says so and goes to the league home', async () => {
      const view = await toConfirmation();

      await view.user.click(screen.getByRole('button', { name: 'Create draft' }));

      expect(await findToast('Draft started')).toHaveTextContent('You successfully created a draft');
      expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE.id}`);
      expect(sent('POST', `/api/leagues/${LEAGUE.id}/seasons`).map((request) => request.body)).toEqual([
        { draftStartsAt: VALID.utcStart, draftEndsAt: VALID.utcEnd },
      ]);
      expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    });

    it.each([
      ['the league is not full', 409, 'league_not_full', 'League slots are not filled yet for the draft'],
      [
        'the league is too large for the season',
        422,
        'league_not_qualified',
        'The league has 10 teams, but this season allows at most 8',
      ],
    ])(
      'when %s, then the error toast carries the server message and the confirmation stays',
      async (_case, status, code, message) => {
        create = { status, body: { error: { code, message } } };
        const view = await toConfirmation();

        await view.user.click(screen.getByRole('button', { name: 'Create draft' }));

        const toast = await findToast('Error');
        expect(toast).toHaveTextContent(message);
        expect(screen.getByRole('region', { name: 'Draft settings' })).toBeInTheDocument();
        // The toast is raised inside the submit; the buttons come back once the submit has returned.
        await waitFor(() => expect(screen.getByRole('button', { name: 'Create draft' })).toBeEnabled());
        expect(view.router.state.location.pathname).toBe(SCHEDULE_PATH);
      },
    );

    it('when the server refuses the dates on create, then step 1 comes back with its messages on the fields', async () => {
      create = {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Invalid data provided',
            violations: [{ property: 'draftEndsAt', message: 'Draft end date/time should be before 20/03/2031 23:00' }],
          },
        },
      };
      const view = await toConfirmation();

      await view.user.click(screen.getByRole('button', { name: 'Create draft' }));

      await waitFor(() =>
        expect(screen.getByLabelText('Draft end')).toHaveAccessibleDescription(
          expect.stringContaining('Draft end date/time should be before 20/03/2031 23:00'),
        ),
      );
      expect(screen.getByLabelText('Draft start')).toHaveValue(shown(VALID.start));
      expect(screen.queryByRole('region', { name: 'Draft settings' })).not.toBeInTheDocument();
    });
  });

  describe('a pending draft', () => {
    beforeEach(() => {
      current = { status: 200, body: leagueSeason() };
    });

    it('when the admin opens it, then the dates show prefilled on their clock and Update draft posts the new ones', async () => {
      const view = await openForm();
      expect(screen.getByRole('heading', { level: 1, name: 'Change draft dates' })).toBeInTheDocument();
      expect(screen.getByLabelText('Draft start')).toHaveValue('21/03/2031 10:00');
      expect(screen.getByLabelText('Draft end')).toHaveValue('21/03/2031 16:00');
      pickValidDates();

      await view.user.click(screen.getByRole('button', { name: 'Next' }));
      await view.user.click(await screen.findByRole('button', { name: 'Update draft' }));

      expect(await findToast('Draft updated')).toHaveTextContent('You successfully updated a draft');
      expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE.id}`);
      expect(
        sent('POST', `/api/leagues/${LEAGUE.id}/seasons/${LEAGUE_SEASON_ID}`).map((request) => request.body),
      ).toEqual([{ draftStartsAt: VALID.utcStart, draftEndsAt: VALID.utcEnd }]);
      expect(sent('POST', `/api/leagues/${LEAGUE.id}/seasons`)).toEqual([]);
    });

    it('when the draft started meanwhile, then the error toast carries the server message', async () => {
      update = {
        status: 409,
        body: { error: { code: 'conflict', message: 'The draft has started and its dates can no longer be changed' } },
      };
      const view = await openForm();
      pickValidDates();
      await view.user.click(screen.getByRole('button', { name: 'Next' }));
      await view.user.click(await screen.findByRole('button', { name: 'Update draft' }));

      expect(await findToast('Error')).toHaveTextContent(
        'The draft has started and its dates can no longer be changed',
      );
    });
  });

  it.each(['drafting', 'ongoing', 'finished'] as const)(
    'when the league season is %s, then the dates cannot change and the page says so with the way back',
    async (status) => {
      current = { status: 200, body: leagueSeason({ status }) };
      await open();

      expect(
        await screen.findByText('The draft has started and its dates can no longer be changed'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the league' })).toHaveAttribute('href', `/leagues/${LEAGUE.id}`);
      expect(screen.queryByLabelText('Draft start')).not.toBeInTheDocument();
    },
  );

  it('when the league finished a season of an earlier real season, then a draft for the open one can be added', async () => {
    current = { status: 200, body: leagueSeason({ status: 'finished', realSeasonId: '67b000000000000000000000' }) };
    await openForm();

    expect(screen.getByRole('heading', { level: 1, name: 'Add draft' })).toBeInTheDocument();
    expect(screen.getByLabelText('Draft start')).toHaveValue('');
  });

  it.each([
    ['the league has no draft', () => notFound, 'Add draft'],
    ['its pending draft could only move', () => ({ status: 200, body: leagueSeason() }), 'Change draft dates'],
  ])(
    "when this season's drafts are over and %s, then the page says so before asking for dates",
    async (_case, answer, title) => {
      real = { status: 200, body: realSeason({ startDate: '2020-03-20 17:00:00', endDate: '2020-03-22 17:00:00' }) };
      current = answer();
      await open();

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(
        screen.getByText("This season's drafts are over. The next chance to draft is the next season's draft window."),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('Draft start')).not.toBeInTheDocument();
    },
  );

  describe('a late draft (the window closed, rounds left)', () => {
    /** Ten rounds a week apart from 2031-04-05 (regular 1–9 with one playoff week), two started. */
    const midSeason = () =>
      realSeason(
        { startDate: '2031-03-20 17:00:00', endDate: '2031-03-22 17:00:00' },
        {
          currentWeek: 2,
          games: Array.from({ length: 10 }, (_, i) => ({
            id: `g${i + 1}`,
            week: i + 1,
            date: new Date(Date.UTC(2031, 3, 5 + 7 * i)).toISOString().slice(0, 10),
            time: null,
            team1: { id: 'r1', name: 'Wolves', score: null },
            team2: { id: 'r2', name: 'Bulls', score: null },
            hasStats: false,
          })),
        },
      );

    beforeEach(() => {
      jest.useFakeTimers({
        now: new Date('2031-04-14T08:00:00Z'),
        doNotFake: [
          'setTimeout',
          'setInterval',
          'queueMicrotask',
          'nextTick',
          'setImmediate',
          'clearTimeout',
          'clearInterval',
        ],
      });
      real = { status: 200, body: { ...midSeason(), nbWeeks: 10 } };
    });
    afterEach(() => jest.useRealTimers());

    it('when the admin opens it, then the page says by when to draft to play from which round', async () => {
      await openForm();

      expect(
        screen.getByText(
          'The season has started: a late draft plays the regular rounds that start after it, then the playoffs. Draft by 19/04/2031 02:00 to play from round 3.',
        ),
      ).toBeInTheDocument();
    });

    it('when the draft would end after the round starts, then Next says so with the date and the round', async () => {
      const view = await openForm();
      setDate('Draft start', '2031-04-18T22:00');
      setDate('Draft end', '2031-04-19T02:15');

      await view.user.click(screen.getByRole('button', { name: 'Next' }));

      expect(
        await screen.findByText('Draft end date/time should be before 19/04/2031 02:00, when round 3 starts'),
      ).toBeInTheDocument();
      expect(prepareRequests()).toHaveLength(0);
    });
  });

  it('when no real season is open, then the page says there is no active season', async () => {
    real = notFound;
    await open();

    expect(await screen.findByText('There is no active season')).toBeInTheDocument();
    expect(screen.queryByLabelText('Draft start')).not.toBeInTheDocument();
  });

  it.each([
    ['a league user', [membership('LEAGUE_USER')]],
    ['someone outside the league', []],
  ])('when %s opens it, then the error toast shows and they go back to the league', async (_who, mine) => {
    memberships = mine;
    const view = await open();

    expect(await findToast('Error')).toHaveTextContent('You are not allowed to do this');
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/leagues/${LEAGUE.id}`));
    expect(server.requests.some((request) => request.path === '/api/seasons/current')).toBe(false);
  });

  it('when the SUPER_ADMIN without a team opens it, then times are in Europe/Budapest and the draft can be created', async () => {
    memberships = [];
    const view = await openForm(testUsers.owner);
    expect(screen.getByText('Times are in Europe/Budapest, in 15-minute steps.')).toBeInTheDocument();
    pickValidDates();

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await view.user.click(await screen.findByRole('button', { name: 'Create draft' }));

    expect(await findToast('Draft started')).toBeInTheDocument();
    expect(sent('POST', `/api/leagues/${LEAGUE.id}/seasons`)).toHaveLength(1);
    expect(server.requests.some((request) => request.path.startsWith('/api/fantasy-teams/'))).toBe(false);
  });
});
