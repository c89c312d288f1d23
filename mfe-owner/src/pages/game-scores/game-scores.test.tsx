import { screen, waitFor, within } from '@testing-library/react';
import type { GameDetails, PlayerSummary } from '@hfl/contracts';
import {
  pagedReply,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
  type Reply,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
  findToast,
  findDateInput,
} from '@hfl/shared-ui/testing';
import { GAME_IDS, PLAYER_IDS, gameDetails, playerRows, savedGameDetails } from '../../testing/real-league-stats';
import registration from '../../register';

const GAME_PATH = `/api/games/${GAME_IDS.week2}`;

/** Every statistic input of the sheet, by its accessible name, with its value. */
const statInputs = () =>
  Object.fromEntries(
    screen
      .queryAllByRole('spinbutton')
      .map((input) => [input.getAttribute('aria-label'), (input as HTMLInputElement).value]),
  );

describe('owner game scores page', () => {
  let server: ApiServer;
  let current: GameDetails;
  let saveReply: (request: RecordedRequest) => Reply;
  let dateReply: (request: RecordedRequest) => Reply;
  let pool: PlayerSummary[];

  beforeEach(async () => {
    current = gameDetails();
    pool = playerRows();
    saveReply = () => {
      current = savedGameDetails();
      return { status: 200, body: current };
    };
    dateReply = (request) => {
      current = { ...current, date: (request.body as { date: string }).date };
      return { status: 200, body: current };
    };
    server = await startApiServer({
      [`GET ${GAME_PATH}`]: () => ({ status: 200, body: current }),
      [`POST ${GAME_PATH}/scores`]: (request) => saveReply(request),
      [`POST ${GAME_PATH}/date`]: (request) => dateReply(request),
      'GET /api/players': (request) => pagedReply(request, pool),
    });
  });

  afterEach(() => server.close());

  const open = async () => {
    const view = await renderRemote(registration, {
      path: `/owner/stats/games/${GAME_IDS.week2}`,
      user: testUsers.owner,
      apiBaseUrl: server.baseUrl,
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit scores: Eagles – Budapest Bulls' });
    return view;
  };
  const side = (team: string) => screen.getByRole('region', { name: `${team} players` });
  const stat = (label: string) => screen.getByRole('spinbutton', { name: label });
  const posts = (suffix: string) =>
    server.requests.filter((request) => request.method === 'POST' && request.path === `${GAME_PATH}${suffix}`);
  const gameReads = () =>
    server.requests.filter((request) => request.method === 'GET' && request.path === GAME_PATH).length;

  it('when opened in the active round, then each side lists its players with an input for each statistic their position enters', async () => {
    await open();

    expect(await screen.findByRole('spinbutton', { name: 'Eszter Varga: Pass yds' })).toBeInTheDocument();
    expect(Object.keys(statInputs())).toEqual([
      ...['Pass yds', 'Rush yds', 'Catch yds', 'TD', '2PT', 'Fumbles', 'INT'].map((key) => `Eszter Varga: ${key}`),
      ...['FG', 'XP', 'FG missed', 'XP missed'].map((key) => `Kristóf Nagy: ${key}`),
      ...['Pass yds', 'Rush yds', 'Catch yds', 'TD', '2PT', 'Fumbles', 'INT'].map((key) => `Áron Kovács: ${key}`),
      ...['Def INT', 'Forced fumbles', 'Sacks'].map((key) => `Bulls Defense: ${key}`),
    ]);
    // Points allowed and the head coach's statistics follow from the score: shown, never typed.
    const bulls = side('Budapest Bulls');
    expect(
      within(within(bulls).getByRole('group', { name: 'Head coach' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Player', 'Position', 'Win/Loss', 'Pts scored', 'Score diff', 'Points']);
    expect(within(bulls).getByRole('cell', { name: 'Áron Kovács #12' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Eagles score' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Game date' })).toHaveValue('21/03/2027');
  });

  it('when "Fill scores with zeros" is pressed, then every empty score and statistic becomes 0 and what was typed stays', async () => {
    const view = await open();
    await view.user.type(await screen.findByRole('textbox', { name: 'Eagles score' }), '17');
    await view.user.type(stat('Eszter Varga: Catch yds'), '96');

    await view.user.click(screen.getByRole('button', { name: 'Fill scores with zeros' }));

    const values = statInputs();
    expect(values['Eszter Varga: Catch yds']).toBe('96');
    expect(
      Object.entries(values)
        .filter(([label]) => label !== 'Eszter Varga: Catch yds')
        .every(([, value]) => value === '0'),
    ).toBe(true);
    expect(Object.keys(values)).toHaveLength(21);
    expect(screen.getByRole('textbox', { name: 'Eagles score' })).toHaveValue('17');
    expect(screen.getByRole('textbox', { name: 'Budapest Bulls score' })).toHaveValue('0');
  });

  it('when a block of cells copied from a spreadsheet is pasted into a statistic, then it fills the row from there, leaving out what falls outside the grid', async () => {
    const view = await open();
    await view.user.click(await screen.findByRole('spinbutton', { name: 'Eszter Varga: Rush yds' }));

    await view.user.paste('-3\t96\t1\t0\t0\t1\t77\n5\t5');

    const values = statInputs();
    expect(
      ['Pass yds', 'Rush yds', 'Catch yds', 'TD', '2PT', 'Fumbles', 'INT'].map((key) => values[`Eszter Varga: ${key}`]),
    ).toEqual(['', '-3', '96', '1', '0', '0', '1']);
    // The kicker's group is another grid: nothing spilled into it.
    expect(values['Kristóf Nagy: FG']).toBe('');
  });

  it('when a statistic is left empty, then "Required" shows on that input and nothing is sent', async () => {
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Fill scores with zeros' }));
    await view.user.clear(stat('Áron Kovács: INT'));

    await view.user.click(screen.getByRole('button', { name: 'Save scores' }));

    await waitFor(() => expect(stat('Áron Kovács: INT')).toHaveAccessibleDescription('Required'));
    expect(stat('Áron Kovács: INT')).toHaveAttribute('aria-invalid', 'true');
    expect(stat('Áron Kovács: TD')).not.toHaveAttribute('aria-invalid');
    expect(posts('/scores')).toHaveLength(0);
  });

  it('when a score is not a number, then the score message shows; more than 3 characters cannot be typed', async () => {
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Fill scores with zeros' }));
    await view.user.clear(screen.getByRole('textbox', { name: 'Eagles score' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Eagles score' }), 'x1');
    await view.user.clear(screen.getByRole('textbox', { name: 'Budapest Bulls score' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Budapest Bulls score' }), '1234');

    await view.user.click(screen.getByRole('button', { name: 'Save scores' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Eagles score' })).toHaveAccessibleDescription(
        'Score must be a number from 0 to 999',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Budapest Bulls score' })).toHaveValue('123');
    expect(posts('/scores')).toHaveLength(0);
  });

  it('when the sheet is saved, then the scores and statistics are sent as numbers, "Scores were successfully updated" shows and the saved points appear', async () => {
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Fill scores with zeros' }));
    const typeIn = async (label: string, value: string) => {
      const input = label.endsWith(' score') ? screen.getByRole('textbox', { name: label }) : stat(label);
      await view.user.clear(input);
      await view.user.type(input, value);
    };
    await typeIn('Eagles score', '17');
    await typeIn('Budapest Bulls score', '10');
    await typeIn('Eszter Varga: Catch yds', '96');
    await typeIn('Áron Kovács: Pass yds', '-4');
    await typeIn('Bulls Defense: Sacks', '2');
    const readsBefore = gameReads();

    await view.user.click(screen.getByRole('button', { name: 'Save scores' }));

    expect(await findToast('Success')).toHaveTextContent('Scores were successfully updated');
    const [save] = posts('/scores');
    expect(save?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    const zeros = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, 0]));
    const offense = ['pass_yds', 'rush_yds', 'catch_yds', 'td', '_2pt', 'fumble', 'int'];
    expect(save?.body).toEqual({
      scoreTeam1: 17,
      scoreTeam2: 10,
      players: {
        [PLAYER_IDS.wr]: { ...zeros(offense), catch_yds: 96 },
        [PLAYER_IDS.kicker]: zeros(['fg', 'xp', 'fg_miss', 'xp_miss']),
        [PLAYER_IDS.qb]: { ...zeros(offense), pass_yds: -4 },
        [PLAYER_IDS.def]: { ...zeros(['defense_int', 'fum_forced']), sack: 2 },
        [PLAYER_IDS.hc]: {},
      },
      addPlayersTeam1: [],
      addPlayersTeam2: [],
      force: false,
    });
    // Read again: the derived statistics and the points the service computed.
    await waitFor(() => expect(gameReads()).toBe(readsBefore + 1));
    const bulls = side('Budapest Bulls');
    const defenseRow = within(bulls).getByRole('cell', { name: 'Bulls Defense' }).closest('tr')!;
    await waitFor(() =>
      expect(
        within(defenseRow)
          .getAllByRole('cell')
          .slice(-2)
          .map((cell) => cell.textContent),
      ).toEqual(['17', '12']),
    );
    const coachRow = within(bulls).getByRole('cell', { name: 'Coach Tóth' }).closest('tr')!;
    expect(
      within(coachRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Coach Tóth', 'HC', '-1', '10', '-7', '-10']);
    // The form starts again from what was stored.
    await waitFor(() => expect(stat('Áron Kovács: Pass yds')).toHaveValue(210));
  });

  it('when the service refuses a statistic, then its message shows on that input', async () => {
    saveReply = () => ({
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [{ property: `players.${PLAYER_IDS.qb}.pass_yds`, message: 'Must be a whole number' }],
        },
      },
    });
    const view = await open();
    await view.user.click(await screen.findByRole('button', { name: 'Fill scores with zeros' }));

    await view.user.click(screen.getByRole('button', { name: 'Save scores' }));

    await waitFor(() => expect(stat('Áron Kovács: Pass yds')).toHaveAccessibleDescription('Must be a whole number'));
    expect(posts('/scores')).toHaveLength(1);
    expect(screen.queryByText('Scores were successfully updated')).not.toBeInTheDocument();
  });

  it('when a player on neither side is added to one, then a line with their inputs appears and the save sends them', async () => {
    const view = await open();
    const bulls = side('Budapest Bulls');
    const picker = await within(bulls).findByRole('combobox', { name: 'Add a player to Budapest Bulls' });
    // Players already on the sheet are not offered.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a player', 'Tamás Új (RB, –)']);

    await view.user.selectOptions(picker, PLAYER_IDS.transfer);
    await view.user.click(within(bulls).getByRole('button', { name: 'Add' }));

    expect(stat('Tamás Új: Rush yds')).toHaveValue(null);
    expect(within(picker).getAllByRole('option')).toHaveLength(1);
    await view.user.click(screen.getByRole('button', { name: 'Fill scores with zeros' }));
    await view.user.click(screen.getByRole('button', { name: 'Save scores' }));

    await findToast('Success');
    const body = posts('/scores')[0]?.body as {
      addPlayersTeam1: string[];
      addPlayersTeam2: string[];
      players: Record<string, object>;
    };
    expect(body.addPlayersTeam2).toEqual([PLAYER_IDS.transfer]);
    expect(body.addPlayersTeam1).toEqual([]);
    expect(body.players[PLAYER_IDS.transfer]).toEqual({
      pass_yds: 0,
      rush_yds: 0,
      catch_yds: 0,
      td: 0,
      _2pt: 0,
      fumble: 0,
      int: 0,
    });
  });

  it('when the league has more players than one page holds, then every page is asked and every player can be added', async () => {
    const free = Array.from({ length: 150 }, (_, i) => ({
      ...playerRows()[3]!,
      id: `free-${i + 1}`,
      name: `Free ${i + 1}`,
    }));
    pool = [...playerRows(), ...free];
    await open();

    const picker = await within(side('Budapest Bulls')).findByRole('combobox', {
      name: 'Add a player to Budapest Bulls',
    });

    expect(within(picker).getAllByRole('option')).toHaveLength(1 + 1 + free.length);
    expect(within(picker).getByRole('option', { name: 'Free 150 (RB, –)' })).toBeInTheDocument();
    const offsets = server.requests
      .filter((request) => request.path === '/api/players')
      .map((request) => new URLSearchParams(request.search).get('offset'));
    expect(offsets).toEqual(['0', '100']);
  });

  it('when an added player is removed before saving, then their line and their statistics are gone', async () => {
    const view = await open();
    const bulls = side('Budapest Bulls');
    await view.user.selectOptions(
      await within(bulls).findByRole('combobox', { name: 'Add a player to Budapest Bulls' }),
      PLAYER_IDS.transfer,
    );
    await view.user.click(within(bulls).getByRole('button', { name: 'Add' }));

    await view.user.click(within(bulls).getByRole('button', { name: 'Remove Tamás Új' }));

    expect(screen.queryByRole('spinbutton', { name: 'Tamás Új: Rush yds' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Fill scores with zeros' }));
    await view.user.click(screen.getByRole('button', { name: 'Save scores' }));
    await findToast('Success');
    const body = posts('/scores')[0]?.body as { addPlayersTeam2: string[]; players: Record<string, object> };
    expect(body.addPlayersTeam2).toEqual([]);
    expect(Object.keys(body.players)).not.toContain(PLAYER_IDS.transfer);
  });

  it('when the round is locked, then the sheet is read-only until "Force edit", and then the save sends force: true', async () => {
    current = savedGameDetails({
      roundState: 'locked',
      areStatsEditable: false,
      canForceEdit: true,
      isDateEditable: false,
    });
    saveReply = (request) => {
      current = { ...current, team1: { ...current.team1, score: (request.body as { scoreTeam1: number }).scoreTeam1 } };
      return { status: 200, body: current };
    };
    const view = await open();

    expect(await screen.findByText('This round is locked: its statistics are read-only.')).toBeInTheDocument();
    expect(screen.getByText('Final score: Eagles 17 – 10 Budapest Bulls')).toBeInTheDocument();
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Save scores' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Force edit' }));

    expect(screen.getByText('Force edit: saving changes the statistics of a locked round.')).toBeInTheDocument();
    expect(stat('Áron Kovács: Pass yds')).toHaveValue(210);
    await view.user.clear(screen.getByRole('textbox', { name: 'Eagles score' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Eagles score' }), '20');
    await view.user.click(screen.getByRole('button', { name: 'Save scores' }));

    expect(await findToast('Success')).toHaveTextContent('Scores were successfully updated');
    expect(posts('/scores')[0]?.body).toMatchObject({ scoreTeam1: 20, scoreTeam2: 10, force: true });
    // Saved: read-only again, with what the service stored.
    expect(await screen.findByText('Final score: Eagles 20 – 10 Budapest Bulls')).toBeInTheDocument();
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
  });

  it('when the round is locked and cannot be force-edited, then no "Force edit" is offered', async () => {
    current = savedGameDetails({
      roundState: 'locked',
      areStatsEditable: false,
      canForceEdit: false,
      isDateEditable: false,
    });
    await open();

    expect(await screen.findByText('This round is locked: its statistics are read-only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Force edit' })).not.toBeInTheDocument();
  });

  it('when the round has not started, then the page says so and offers no statistics, only the date change', async () => {
    current = gameDetails({ roundState: 'future', areStatsEditable: false, canForceEdit: false, isDateEditable: true });
    await open();

    expect(await screen.findByText('This round has not started yet')).toBeInTheDocument();
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Force edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Game date' })).toBeInTheDocument();
  });

  it('when a new date is entered, then it is sent as YYYY-MM-DD, "Game date was successfully changed" shows and the game is read again', async () => {
    const view = await open();
    const date = await findDateInput('Game date');
    const readsBefore = gameReads();

    await view.user.clear(date);
    await view.user.type(date, '4/4/2027');
    await view.user.click(screen.getByRole('button', { name: 'Change date' }));

    expect(await findToast('Success')).toHaveTextContent('Game date was successfully changed');
    expect(posts('/date').map((request) => request.body)).toEqual([{ date: '2027-04-04' }]);
    await waitFor(() => expect(gameReads()).toBe(readsBefore + 1));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Game date' })).toHaveValue('04/04/2027'));
  });

  it("when the date is not a real DD/MM/YYYY date, then the spec's message shows and nothing is sent", async () => {
    const view = await open();
    const date = await findDateInput('Game date');

    await view.user.clear(date);
    await view.user.type(date, '31/02/2027');
    await view.user.click(screen.getByRole('button', { name: 'Change date' }));

    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(expect.stringContaining('This date is invalid, use DD/MM/YYYY format')),
    );
    expect(posts('/date')).toHaveLength(0);
  });

  it('when the service refuses the date change, then its message is toasted', async () => {
    dateReply = () => ({
      status: 409,
      body: { error: { code: 'conflict', message: 'The date of a locked round cannot be changed' } },
    });
    const view = await open();
    const date = await findDateInput('Game date');

    await view.user.clear(date);
    await view.user.type(date, '04/04/2027');
    await view.user.click(screen.getByRole('button', { name: 'Change date' }));

    expect(await findToast('Error')).toHaveTextContent('The date of a locked round cannot be changed');
  });

  it('when the date may not change, then it is shown without the date control', async () => {
    current = gameDetails({ isDateEditable: false });
    await open();

    expect(await screen.findByText('21/03/2027')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Game date' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change date' })).not.toBeInTheDocument();
  });

  it('when the game does not exist, then the page says so', async () => {
    await renderRemote(registration, {
      path: '/owner/stats/games/66f0000000000000000000ff',
      user: testUsers.owner,
      apiBaseUrl: server.baseUrl,
    });

    expect(await screen.findByText('This game does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to game statistics' })).toHaveAttribute('href', '/owner/stats');
  });
});
