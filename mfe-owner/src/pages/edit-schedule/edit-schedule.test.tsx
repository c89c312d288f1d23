import { screen, waitFor, within } from '@testing-library/react';
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
import { SEASON_ID, TEAMS, seasonOf, teamId } from '../../testing/season-fixtures';
import registration from '../../register';

type View = Awaited<ReturnType<typeof renderRemote>>;

describe('owner edit schedule page', () => {
  let server: ApiServer;
  let current: Season | null;
  let saveReply: Reply | null;

  beforeEach(async () => {
    current = seasonOf();
    saveReply = null;
    server = await startApiServer({
      'GET /api/teams': () => ({ status: 200, body: TEAMS }),
      'GET /api/seasons/current': () =>
        current
          ? { status: 200, body: current }
          : { status: 404, body: { error: { code: 'not_found', message: 'There is no active season' } } },
      [`POST /api/seasons/${SEASON_ID}/schedule`]: () => saveReply ?? { status: 200, body: current },
    });
  });

  afterEach(() => server.close());

  const open = async () => {
    const view = await renderRemote(registration, {
      path: '/owner/season/edit-schedule',
      user: testUsers.owner,
      apiBaseUrl: server.baseUrl,
    });
    return view;
  };

  const gameRows = async () => (await screen.findAllByRole('row')).slice(1);
  const saves = () => server.requests.filter((request) => request.method === 'POST');
  const retype = async (view: View, label: string, text: string) => {
    await view.user.clear(screen.getByLabelText(label));
    await view.user.paste(text);
  };

  it('when opened, then the games show by round; games with statistics keep teams and round, a locked round keeps its date', async () => {
    await open();

    const [locked, frozen, active, future] = await gameRows();
    // Round 1 is locked and has statistics: nothing of it can change.
    expect(locked).toHaveTextContent('1Budapest WolvesGyőr Sharks05/04/203115:00Has statistics');
    expect(within(locked!).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(locked!).queryByRole('textbox')).not.toBeInTheDocument();
    // Round 2 is frozen with statistics: its date may still move, not its teams or round.
    expect(within(frozen!).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(frozen!).getByRole('textbox', { name: 'Date (DD/MM/YYYY), game 2' })).toHaveValue('12/04/2031');
    expect(within(frozen!).getByRole('textbox', { name: 'Kickoff (HH:mm, Budapest time), game 2' })).toHaveValue('');
    expect(within(frozen!).queryByRole('button', { name: 'Remove game 2' })).not.toBeInTheDocument();
    // Rounds 3 (active) and 4 (future) have no statistics: fully editable.
    expect(within(active!).getByRole('combobox', { name: 'Team 1, game 3' })).toHaveValue(teamId(0));
    expect(within(active!).getByRole('textbox', { name: 'Round, game 3' })).toHaveValue('3');
    expect(within(future!).getByRole('button', { name: 'Remove game 4' })).toBeInTheDocument();
  });

  it('when games are changed, added and removed, then the schedule is posted with ids, ISO dates and kickoffs and toasted', async () => {
    const view = await open();
    await gameRows();

    await retype(view, 'Date (DD/MM/YYYY), game 2', '13/04/2031');
    await view.user.click(screen.getByRole('button', { name: 'Remove game 4' }));
    await view.user.click(screen.getByRole('button', { name: 'Add game' }));
    // The new game continues the last round.
    expect(screen.getByRole('textbox', { name: 'Round, game 4' })).toHaveValue('3');
    await retype(view, 'Round, game 4', '4');
    await view.user.selectOptions(screen.getByLabelText('Team 1, game 4'), 'Szeged Stallions');
    await view.user.selectOptions(screen.getByLabelText('Team 2, game 4'), 'Győr Sharks');
    await retype(view, 'Date (DD/MM/YYYY), game 4', '3/5/2031');
    await retype(view, 'Kickoff (HH:mm, Budapest time), game 4', '18:30');
    await view.user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await findToast('Success')).toHaveTextContent('Schedule was successfully updated');
    const [save] = saves();
    expect(save?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    const [g1, g2, g3] = seasonOf().games;
    expect(save?.body).toEqual({
      games: [
        { id: g1!.id, team1: teamId(0), team2: teamId(1), date: '2031-04-05', time: '15:00', week: 1 },
        { id: g2!.id, team1: teamId(2), team2: teamId(3), date: '2031-04-13', time: null, week: 2 },
        { id: g3!.id, team1: teamId(0), team2: teamId(2), date: '2031-04-19', time: null, week: 3 },
        { team1: teamId(3), team2: teamId(1), date: '2031-05-03', time: '18:30', week: 4 },
      ],
    });
    await waitFor(() =>
      expect(server.requests.filter((request) => request.path === '/api/seasons/current')).toHaveLength(2),
    );
  });

  it('when a game is invalid, then its message shows on the row and nothing is sent', async () => {
    const view = await open();
    await gameRows();

    await view.user.selectOptions(screen.getByLabelText('Team 2, game 3'), 'Budapest Wolves');
    await retype(view, 'Date (DD/MM/YYYY), game 4', '31/02/2031');
    await retype(view, 'Kickoff (HH:mm, Budapest time), game 3', '7pm');
    await view.user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText('Teams should differ')).toBeInTheDocument();
    expect(screen.getByText('This date is invalid, use DD/MM/YYYY format')).toBeInTheDocument();
    expect(screen.getByText('Kickoff time is invalid, use HH:mm (e.g. 15:00)')).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it("when the merged season breaks a season rule, then the service's message shows at the top of the form", async () => {
    saveReply = {
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [
            {
              property: 'nbPlayoffWeeks',
              message: 'Too little weeks for this playoff setting, add more weeks or reduce playoff weeks number.',
            },
          ],
        },
      },
    };
    const view = await open();
    await gameRows();

    await view.user.click(screen.getByRole('button', { name: 'Remove game 4' }));
    await view.user.click(screen.getByRole('button', { name: 'Remove game 3' }));
    await view.user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too little weeks for this playoff setting, add more weeks or reduce playoff weeks number.',
    );
    expect(screen.queryByText('Schedule was successfully updated')).not.toBeInTheDocument();
  });

  it('when the service refuses to drop a game with statistics, then its message shows in an error toast', async () => {
    saveReply = {
      status: 409,
      body: {
        error: { code: 'conflict', message: 'A game that has statistics cannot be removed or moved to another round' },
      },
    };
    const view = await open();
    await gameRows();

    await view.user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await findToast('Error')).toHaveTextContent(
      'A game that has statistics cannot be removed or moved to another round',
    );
  });

  it('when there is no active season, then "No data available" shows with the add-season link', async () => {
    current = null;
    await open();

    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add season' })).toHaveAttribute('href', '/owner/seasons/add');
    expect(screen.queryByRole('button', { name: 'Save schedule' })).not.toBeInTheDocument();
  });
});
