import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Season } from '@hfl/contracts';
import {
  startApiServer,
  type ApiServer,
  type Reply,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import { FINISHED_SEASON_ID, SEASON_ID, TEAMS, finishedSeason, seasonOf, teamId } from '../../testing/season-fixtures';
import registration from '../../register';

/** 'YYYY-MM-DDTHH:mm' as the date field shows it: 'DD/MM/YYYY HH:mm'. */
const shown = (local: string) => local.replace(/^(\d{4})-(\d{2})-(\d{2})T/, '$3/$2/$1 ');

type View = Awaited<ReturnType<typeof renderRemote>>;

describe('owner season form', () => {
  let server: ApiServer;
  let saveReply: Reply;
  let stored: Season;

  // The seasons list a saved form returns to is compiled here, not while a test waits for its 10-second toast (on a
  // loaded CI machine the compile outlasted the toast).
  beforeAll(async () => {
    await import('../seasons/seasons');
  });

  beforeEach(async () => {
    saveReply = { status: 201, body: seasonOf() };
    stored = seasonOf();
    server = await startApiServer({
      'GET /api/settings': () => ({ status: 200, body: { timezone: 'Europe/Budapest' } }),
      'GET /api/teams': () => ({ status: 200, body: TEAMS }),
      'POST /api/seasons': () => saveReply,
      [`GET /api/seasons/${SEASON_ID}`]: () => ({ status: 200, body: stored }),
      [`POST /api/seasons/${SEASON_ID}`]: () => ({ status: 200, body: stored }),
      [`GET /api/seasons/${FINISHED_SEASON_ID}`]: () => ({ status: 200, body: finishedSeason() }),
    });
  });

  afterEach(() => server.close());

  const open = async (path = '/owner/seasons/add') => {
    const view = await renderRemote(registration, { path, user: testUsers.owner, apiBaseUrl: server.baseUrl });
    await screen.findByRole('button', { name: 'Add game' });
    // Times are read in the owner's timezone: wait until it is the one of the settings.
    await screen.findByText('Times are in Europe/Budapest, in 15-minute steps.');
    return view;
  };

  const saves = () => server.requests.filter((request) => request.method === 'POST');

  /** Types a wall-clock time given as 'YYYY-MM-DDTHH:mm' the way the field shows it, 'DD/MM/YYYY HH:mm' ('' clears). */
  const setDraft = (label: string, local: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value: shown(local) } });

  /**
   * Replaces a field's content the way a paste does: one change event. Through user-event, the date fields' clear
   * opens the calendar first; these tests fill some twenty fields each and are about the rules, not the typing
   * (the date fields' typing has its own tests in shared-ui).
   */
  const retype = (label: string, text: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

  const choose = (label: string, option: string) => {
    const select = screen.getByLabelText<HTMLSelectElement>(label);
    const value = within(select).getByRole<HTMLOptionElement>('option', { name: option }).value;
    fireEvent.change(select, { target: { value } });
  };

  interface GameInput {
    round: string;
    team1: string;
    team2: string;
    date: string;
  }

  const fillGame = (n: number, game: GameInput) => {
    retype(`Round, game ${n}`, game.round);
    choose(`Team 1, game ${n}`, game.team1);
    choose(`Team 2, game ${n}`, game.team2);
    retype(`Date (DD/MM/YYYY), game ${n}`, game.date);
  };

  /** A valid season: draft 20–22 March 18:00 in Budapest, season April 2031, two rounds of four clubs. */
  const fillValid = async (view: View) => {
    setDraft('Draft window start', '2031-03-20T18:00');
    setDraft('Draft window end', '2031-03-22T18:00');
    retype('Season start date (DD/MM/YYYY)', '05/04/2031');
    retype('Season end date (DD/MM/YYYY)', '26/04/2031');
    choose('Playoff weeks', '1 Week');
    choose('Max Fantasy Teams', '4');
    fillGame(1, { round: '1', team1: 'Budapest Wolves', team2: 'Győr Sharks', date: '05/04/2031' });
    await view.user.click(screen.getByRole('button', { name: 'Add game' }));
    fillGame(2, { round: '2', team1: 'Miskolc Steelers', team2: 'Szeged Stallions', date: '12/04/2031' });
  };

  const validPayload = {
    draftWindow: { startDate: '2031-03-20 17:00:00', endDate: '2031-03-22 17:00:00' },
    startsAt: '2031-04-05',
    endsAt: '2031-04-26',
    nbPlayoffWeeks: 1,
    nbMaxFantasyTeams: 4,
    games: [
      { team1: teamId(0), team2: teamId(1), date: '2031-04-05', time: null, week: 1 },
      { team1: teamId(2), team2: teamId(3), date: '2031-04-12', time: null, week: 2 },
    ],
  };

  it('when a valid season is added, then it is posted with UTC draft times and ISO dates, toasted, and the list opens', async () => {
    const view = await open();

    await fillValid(view);
    await view.user.click(screen.getByRole('button', { name: 'Add season' }));

    expect(await findToast('Success')).toHaveTextContent('Season was successfully created');
    const [save] = saves();
    expect(save?.path).toBe('/api/seasons');
    expect(save?.body).toEqual(validPayload);
    expect(save?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/owner/seasons'));
  });

  it.each([
    ['summer time (UTC+2)', '2031-07-01T10:00', '2031-07-01T14:00', '2031-07-01 08:00:00', '2031-07-01 12:00:00'],
    ['winter time (UTC+1)', '2031-01-15T10:00', '2031-01-15T14:00', '2031-01-15 09:00:00', '2031-01-15 13:00:00'],
  ])(
    'when a Budapest owner picks 10:00 in %s, then the draft window is sent in UTC',
    async (_season, start, end, utcStart, utcEnd) => {
      const view = await open();
      await fillValid(view);
      retype('Season start date (DD/MM/YYYY)', '01/09/2031');
      retype('Season end date (DD/MM/YYYY)', '30/11/2031');

      setDraft('Draft window start', start);
      setDraft('Draft window end', end);
      await view.user.click(screen.getByRole('button', { name: 'Add season' }));

      await findToast('Success');
      expect(saves()[0]?.body).toMatchObject({ draftWindow: { startDate: utcStart, endDate: utcEnd } });
    },
  );

  it.each<[string, (view: View) => Promise<unknown> | unknown, string]>([
    [
      'the draft window is left empty',
      () => {
        setDraft('Draft window start', '');
        setDraft('Draft window end', '');
      },
      'Please choose date/time for the draft window',
    ],
    [
      'the draft window lasts 2 hours',
      () => setDraft('Draft window end', '2031-03-20T20:00'),
      'Draft window should be at least 3 hours long',
    ],
    [
      'the draft window ends before it starts',
      () => setDraft('Draft window end', '2031-03-20T16:00'),
      'End date should be after start date',
    ],
    [
      'the draft ends after the season starts',
      () => setDraft('Draft window end', '2031-04-06T10:00'),
      'Draft end date should be before the season start date',
    ],
    [
      'the draft starts before today',
      () => setDraft('Draft window start', '2020-01-01T10:00'),
      'Dates before today cannot be chosen',
    ],
    [
      'the draft starts off the 15-minute steps',
      () => setDraft('Draft window start', '2031-03-20T18:10'),
      'Please choose a time in 15-minute steps',
    ],
    [
      'the season ends before it starts',
      () => retype('Season end date (DD/MM/YYYY)', '01/04/2031'),
      'End date should be after start date',
    ],
    [
      'two playoff weeks are chosen for two rounds',
      () => choose('Playoff weeks', '2 Weeks'),
      'Too little weeks for this playoff setting, add more weeks or reduce playoff weeks number.',
    ],
    [
      'more fantasy teams than real teams are chosen',
      () => choose('Max Fantasy Teams', '6'),
      'Too many teams selected. Total of 4 real life teams participate in this season, you cannot select more than this number for Max Fantasy Teams.',
    ],
    ['a game has the same team twice', () => choose('Team 2, game 2', 'Miskolc Steelers'), 'Teams should differ'],
    [
      'a game date is not DD/MM/YYYY',
      () => retype('Date (DD/MM/YYYY), game 1', '2031-04-05'),
      'This date is invalid, use DD/MM/YYYY format',
    ],
    ['a round is not a number', () => retype('Round, game 1', 'x'), 'Round must be a number from 1 to 99'],
    [
      'every game is removed',
      async (view) => {
        await view.user.click(screen.getByRole('button', { name: 'Remove game 2' }));
        await view.user.click(screen.getByRole('button', { name: 'Remove game 1' }));
      },
      'Please add at least one game',
    ],
  ])("when %s, then the rule's message shows and nothing is sent", async (_case, spoil, message) => {
    const view = await open();
    await fillValid(view);

    await spoil(view);
    await view.user.click(screen.getByRole('button', { name: 'Add season' }));

    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(saves()).toHaveLength(0);
  });

  it('when the schedule leaves fewer than 3 regular rounds, then the hint says no late draft is possible and a round is refused', async () => {
    const view = await open();
    await fillValid(view);

    expect(
      screen.getByText('The schedule has fewer than 3 regular rounds: no late draft is possible, leave this empty.'),
    ).toBeInTheDocument();
    retype('Last round a late draft may start before', '1');
    await view.user.click(screen.getByRole('button', { name: 'Add season' }));

    expect(
      await screen.findByText('The season has too few regular rounds for a late draft: leave this field empty'),
    ).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('when the schedule has enough rounds, then the hint names the default round and the chosen round is sent', async () => {
    const view = await open();
    await fillValid(view);
    for (const [round, date] of [
      [3, '19/04/2031'],
      [4, '26/04/2031'],
      [5, '03/05/2031'],
    ] as const) {
      await view.user.click(screen.getByRole('button', { name: 'Add game' }));
      fillGame(round, { round: String(round), team1: 'Budapest Wolves', team2: 'Győr Sharks', date });
    }
    retype('Season end date (DD/MM/YYYY)', '31/05/2031');

    expect(
      screen.getByText(/^Empty: round 2, which leaves 3 regular rounds before the playoffs\./),
    ).toBeInTheDocument();
    retype('Last round a late draft may start before', '3');
    await view.user.click(screen.getByRole('button', { name: 'Add season' }));
    expect(
      await screen.findByText('A late draft must leave at least 3 regular rounds: choose round 2 or earlier'),
    ).toBeInTheDocument();

    retype('Last round a late draft may start before', '2');
    await view.user.click(screen.getByRole('button', { name: 'Add season' }));
    await findToast('Success');
    expect(saves()[0]?.body).toMatchObject({ lateDraftLastRound: 2 });
  });

  it('when more than 2 digits are typed as a round, then only 2 are taken', async () => {
    const view = await open();

    await view.user.type(screen.getByLabelText('Round, game 1'), '123');

    expect(screen.getByLabelText('Round, game 1')).toHaveValue('12');
  });

  it('when the service rejects the season with violations, then they show on their fields', async () => {
    saveReply = {
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [
            {
              property: 'nbMaxFantasyTeams',
              message:
                'Too many teams selected. Total of 3 real life teams participate in this season, you cannot select more than this number for Max Fantasy Teams.',
            },
            { property: 'games[1].team2', message: 'Unknown team' },
          ],
        },
      },
    };
    const view = await open();
    await fillValid(view);

    await view.user.click(screen.getByRole('button', { name: 'Add season' }));

    expect(
      await screen.findByText(
        'Too many teams selected. Total of 3 real life teams participate in this season, you cannot select more than this number for Max Fantasy Teams.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Unknown team')).toBeInTheDocument();
    expect(screen.getByLabelText('Team 2, game 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Season was successfully created')).not.toBeInTheDocument();
  });

  it('when an active season already exists, then the refusal shows in an error toast', async () => {
    saveReply = {
      status: 409,
      body: { error: { code: 'conflict', message: 'Finish the active season before adding a new one' } },
    };
    const view = await open();
    await fillValid(view);

    await view.user.click(screen.getByRole('button', { name: 'Add season' }));

    expect(await findToast('Error')).toHaveTextContent('Finish the active season before adding a new one');
    expect(view.router.state.location.pathname).toBe('/owner/seasons/add');
  });

  it('when a season is edited, then the form shows it in the owner timezone with its games', async () => {
    await open(`/owner/seasons/${SEASON_ID}`);

    expect(screen.getByRole('heading', { level: 1, name: 'Edit season' })).toBeInTheDocument();
    expect(screen.getByLabelText('Draft window start')).toHaveValue('20/03/2031 18:00');
    expect(screen.getByLabelText('Draft window end')).toHaveValue('22/03/2031 18:00');
    expect(screen.getByLabelText('Season start date (DD/MM/YYYY)')).toHaveValue('05/04/2031');
    expect(screen.getByLabelText('Season end date (DD/MM/YYYY)')).toHaveValue('26/04/2031');
    expect(screen.getByLabelText('Playoff weeks')).toHaveValue('1');
    expect(screen.getByLabelText('Max Fantasy Teams')).toHaveValue('4');
    // Game 1 has statistics: its teams and round are no longer editable, and it cannot be removed.
    const firstGame = screen.getAllByRole('row')[1]!;
    expect(firstGame).toHaveTextContent('Budapest Wolves');
    expect(firstGame).toHaveTextContent('Has statistics');
    expect(within(firstGame).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Team 1, game 3')).toHaveValue(teamId(0));
  });

  it('when a season whose draft window has passed is saved unchanged, then the stored window is kept and sent', async () => {
    stored = seasonOf({
      status: 'ongoing',
      draftWindow: { startDate: '2020-03-20 17:00:00', endDate: '2020-03-22 17:00:00' },
      startsAt: '2020-04-04',
      endsAt: '2020-04-25',
      games: seasonOf().games.map((game) => ({ ...game, date: game.date.replace('2031', '2020') })),
    });
    const view = await open(`/owner/seasons/${SEASON_ID}`);

    await view.user.click(screen.getByRole('button', { name: 'Update season' }));

    expect(await findToast('Success')).toHaveTextContent('Season was successfully updated');
    const [save] = saves();
    expect(save?.path).toBe(`/api/seasons/${SEASON_ID}`);
    expect(save?.body).toMatchObject({
      draftWindow: { startDate: '2020-03-20 17:00:00', endDate: '2020-03-22 17:00:00' },
      startsAt: '2020-04-04',
      games: stored.games.map((game) => ({
        id: game.id,
        team1: game.team1.id,
        team2: game.team2.id,
        date: game.date,
        week: game.week,
      })),
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/owner/seasons'));
  });

  it('when a passed draft window is moved to another past time, then it is refused', async () => {
    stored = seasonOf({ draftWindow: { startDate: '2020-03-20 17:00:00', endDate: '2020-03-22 17:00:00' } });
    const view = await open(`/owner/seasons/${SEASON_ID}`);

    setDraft('Draft window start', '2020-03-19T18:00');
    await view.user.click(screen.getByRole('button', { name: 'Update season' }));

    expect(await screen.findByText('Dates before today cannot be chosen')).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('when a finished season is opened, then it says so and offers no submit', async () => {
    await open(`/owner/seasons/${FINISHED_SEASON_ID}`);

    expect(screen.getByText('This season is finished and can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update season' })).not.toBeInTheDocument();
  });
});
